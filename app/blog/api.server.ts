import { constantTimeEqual } from "~/lib/constant-time.server";
import { BODY_LIMITS, BodyTooLargeError, formatBytes, readText } from "~/lib/body-limit.server";
import { getEnv } from "~/lib/env.server";
import { logger } from "~/lib/log.server";
import { POST_INPUT_FIELDS, fieldErrors, postInputSchema, type PostInput } from "./post-schema";
import { isDatabaseUnavailable } from "~/lib/db/unavailable.server";
import type { Post } from "./post";
import { PostNotFoundError, PostValidationError, SlugTakenError } from "./post-errors";

/**
 * The blog's JSON API (docs/blog-and-api.md, "The JSON API"): resource routes share these helpers so every
 * answer, errors included, is JSON with one error shape and is never cached.
 */

const log = logger("api");

/** Largest request body accepted, in bytes. */
export const MAX_BODY_BYTES = BODY_LIMITS.api;

/** Fields the API itself returns: a client may send a post back as it got it; these are ignored. */
const READ_ONLY_FIELDS = new Set(["id", "created_at", "updated_at"]);

export type ErrorCode =
  | "invalid_json"
  | "invalid_body"
  | "validation_failed"
  | "unauthorized"
  | "not_found"
  | "method_not_allowed"
  | "slug_taken"
  | "payload_too_large"
  | "unsupported_media_type"
  | "writes_disabled"
  | "database_unavailable"
  | "internal_error";

export function json(body: unknown, init: { status?: number; headers?: Record<string, string> } = {}): Response {
  return Response.json(body, {
    status: init.status ?? 200,
    headers: { "Cache-Control": "no-store", ...init.headers },
  });
}

/** `{ "error": { "code", "message", "fields"? } }`: the one error shape of the API. */
export function apiError(
  status: number,
  code: ErrorCode,
  message: string,
  extra: { fields?: Record<string, string>; headers?: Record<string, string> } = {},
): Response {
  return json(
    { error: { code, message, ...(extra.fields ? { fields: extra.fields } : {}) } },
    { status, headers: extra.headers },
  );
}

export const notFound = (message = "No such post.") => apiError(404, "not_found", message);

export function methodNotAllowed(request: Request, allow: string[]): Response {
  return apiError(405, "method_not_allowed", `${request.method} is not allowed here. Allowed: ${allow.join(", ")}.`, {
    headers: { Allow: allow.join(", ") },
  });
}

/** A post as the API shows it: the field names the API has always used (docs/product.md, section 6), times as ISO 8601 UTC. */
export function serializePost(post: Post) {
  return {
    id: post.id,
    title: post.title,
    slug: post.slug,
    summary: post.summary,
    content: post.content,
    tags: post.tags,
    status: post.status,
    publish_date: post.publishDate?.toISOString() ?? null,
    /** The cover's image id (an upload), or null; its description. */
    cover_image: post.coverImageId,
    cover_alt: post.coverAlt,
    created_at: post.createdAt.toISOString(),
    updated_at: post.updatedAt.toISOString(),
  };
}

/**
 * What the Authorization header proves. Without API_TOKEN configured nobody is trusted and a
 * bearer is ignored ("anonymous"). The comparison takes constant time, so neither the token nor
 * its length leaks through timing.
 */
export function caller(request: Request): "trusted" | "anonymous" | "wrong-token" {
  const expected = getEnv().API_TOKEN;
  const header = request.headers.get("Authorization");
  if (!expected || header === null) return "anonymous";
  const match = /^Bearer[ ]+(\S+)\s*$/i.exec(header);
  if (!match) return "wrong-token";
  return constantTimeEqual(match[1]!, expected) ? "trusted" : "wrong-token";
}

const UNAUTHORIZED_HEADERS = { "WWW-Authenticate": 'Bearer realm="api"' };

function unauthorized(message = "A valid bearer token is required (Authorization: Bearer <API_TOKEN>)."): Response {
  return apiError(401, "unauthorized", message, { headers: UNAUTHORIZED_HEADERS });
}

/** For GET: the caller may see hidden posts, or not; a wrong token is refused rather than downgraded. */
export function readAccess(request: Request): { includeHidden: boolean } | Response {
  const who = caller(request);
  if (who === "wrong-token")
    return unauthorized("The bearer token is not valid. Leave the Authorization header out to read public posts.");
  return { includeHidden: who === "trusted" };
}

/** For writes: a Response to send back when the caller may not write, or null when it may. */
export function refuseUnlessWriter(request: Request): Response | null {
  if (!getEnv().API_TOKEN) {
    return apiError(
      503,
      "writes_disabled",
      "Writing posts through the API is off: the server has no API_TOKEN configured.",
    );
  }
  return caller(request) === "trusted" ? null : unauthorized();
}

/**
 * The post in a write request's body, validated with the shared post schema. Unknown fields are
 * refused (a misspelt "publishDate" must not be silently dropped), except the read-only fields
 * the API returns itself, which are ignored.
 */
export async function readPostInput(request: Request): Promise<PostInput | Response> {
  const type = request.headers.get("Content-Type") ?? "";
  if (!/^application\/json\s*(;|$)/i.test(type)) {
    return apiError(415, "unsupported_media_type", "Send the post as JSON (Content-Type: application/json).");
  }
  let text: string;
  try {
    text = await readText(request, MAX_BODY_BYTES);
  } catch (error) {
    if (error instanceof BodyTooLargeError) {
      return apiError(413, "payload_too_large", `The body is larger than ${formatBytes(MAX_BODY_BYTES)}.`);
    }
    return apiError(400, "invalid_json", (error as Error).message);
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch (error) {
    return apiError(400, "invalid_json", `The body is not valid JSON: ${(error as Error).message}`);
  }
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    return apiError(400, "invalid_body", "The body must be a JSON object with the post's fields.");
  }
  const fields: Record<string, string> = {};
  for (const key of Object.keys(body)) {
    if (!READ_ONLY_FIELDS.has(key) && !(POST_INPUT_FIELDS as readonly string[]).includes(key)) {
      fields[key] = `Unknown field. Send only: ${POST_INPUT_FIELDS.join(", ")}.`;
    }
  }
  const parsed = postInputSchema.safeParse(body);
  if (!parsed.success) Object.assign(fields, fieldErrors(parsed.error));
  if (Object.keys(fields).length > 0 || !parsed.success) {
    return apiError(400, "validation_failed", "The post has invalid fields.", { fields });
  }
  return parsed.data;
}

/** The post service's refusals as API answers; anything else is a database outage or a bug. */
export function serviceFailure(error: unknown, where: string): Response {
  if (error instanceof PostValidationError) {
    return apiError(400, "validation_failed", "The post has invalid fields.", { fields: error.fields });
  }
  if (error instanceof SlugTakenError) {
    return apiError(409, "slug_taken", error.message, { fields: { slug: error.fieldMessage } });
  }
  if (error instanceof PostNotFoundError) return notFound();
  if (isDatabaseUnavailable(error)) {
    log.warn(`${where}: the database is not answering`, { error: error as Error });
    return apiError(503, "database_unavailable", "The database is not answering. Please try again shortly.", {
      headers: { "Retry-After": "10" },
    });
  }
  log.error(`${where} failed`, { error: error as Error });
  return apiError(500, "internal_error", "Something went wrong on our side.");
}
