import { afterEach, describe, expect, it } from "vitest";
import { loadEnv } from "~/lib/env.server";
import { MAX_BODY_BYTES, caller, readAccess, readPostInput, refuseUnlessWriter, serviceFailure } from "./api.server";
import { PostNotFoundError, PostValidationError, SlugRedirectsError, SlugTakenError } from "./post-errors";
import { isDatabaseUnavailable } from "~/lib/db/unavailable.server";

const TOKEN = "api-token-for-unit-tests-0123456789abcdef";

afterEach(() => {
  loadEnv({});
});

const request = (headers: Record<string, string> = {}, body?: BodyInit, method = "POST") =>
  new Request("http://localhost/api/posts", {
    method,
    headers,
    body,
    ...(body instanceof ReadableStream ? { duplex: "half" } : {}),
  } as RequestInit);

async function errorOf(response: Response) {
  return {
    status: response.status,
    ...((await response.json()) as { error: { code: string; fields?: Record<string, string> } }).error,
  };
}

describe("caller", () => {
  it("trusts only the exact bearer token, compared on digests", () => {
    loadEnv({ API_TOKEN: TOKEN });
    expect(caller(request({ Authorization: `Bearer ${TOKEN}` }))).toBe("trusted");
    expect(caller(request({ Authorization: `bearer ${TOKEN}` }))).toBe("trusted");
    expect(caller(request({ Authorization: `Bearer ${TOKEN}x` }))).toBe("wrong-token");
    expect(caller(request({ Authorization: `Bearer ${TOKEN.slice(0, -1)}` }))).toBe("wrong-token");
    expect(caller(request({ Authorization: "Bearer" }))).toBe("wrong-token");
    expect(caller(request({ Authorization: `Basic ${TOKEN}` }))).toBe("wrong-token");
    expect(caller(request())).toBe("anonymous");
  });

  it("treats every caller as anonymous when no API_TOKEN is configured, and refuses writes with 503", async () => {
    loadEnv({});
    expect(caller(request({ Authorization: `Bearer ${TOKEN}` }))).toBe("anonymous");
    expect(readAccess(request({ Authorization: "Bearer anything" }))).toEqual({ includeHidden: false });
    const refused = refuseUnlessWriter(request({ Authorization: `Bearer ${TOKEN}` }));
    expect(await errorOf(refused!)).toMatchObject({ status: 503, code: "writes_disabled" });
  });

  it("refuses writes without the token (401 with WWW-Authenticate) and lets the token holder write", async () => {
    loadEnv({ API_TOKEN: TOKEN });
    const refused = refuseUnlessWriter(request());
    expect(refused?.headers.get("WWW-Authenticate")).toMatch(/^Bearer/);
    expect(await errorOf(refused!)).toMatchObject({ status: 401, code: "unauthorized" });
    expect(refuseUnlessWriter(request({ Authorization: `Bearer ${TOKEN}` }))).toBeNull();
  });
});

describe("readPostInput", () => {
  const jsonRequest = (body: string) => request({ "Content-Type": "application/json; charset=utf-8" }, body);

  it("parses a valid post, ignoring the read-only fields the API returns", async () => {
    const input = await readPostInput(
      jsonRequest(JSON.stringify({ id: 3, created_at: "x", updated_at: "y", title: "T", content: "<p>c</p>" })),
    );
    expect(input).toMatchObject({ title: "T", content: "<p>c</p>", status: "draft" });
  });

  it("refuses unknown fields, wrong types, non-objects and malformed JSON with 400", async () => {
    expect(
      await errorOf(
        (await readPostInput(jsonRequest(`{"title":"T","content":"c","publishDate":"2025-01-01"}`))) as Response,
      ),
    ).toMatchObject({
      status: 400,
      code: "validation_failed",
      fields: { publishDate: expect.stringContaining("Unknown field") },
    });
    expect(await errorOf((await readPostInput(jsonRequest(`{"title":1,"content":"c"}`))) as Response)).toMatchObject({
      status: 400,
      fields: { title: "Title must be text." },
    });
    for (const body of ["[]", "null", "42", '"text"']) {
      expect(await errorOf((await readPostInput(jsonRequest(body))) as Response), body).toMatchObject({
        status: 400,
        code: "invalid_body",
      });
    }
    for (const body of ["{", "", "{'a':1}", '{"title":"x",}']) {
      expect(await errorOf((await readPostInput(jsonRequest(body))) as Response), body).toMatchObject({
        status: 400,
        code: "invalid_json",
      });
    }
  });

  it("refuses a body that is not JSON with 415", async () => {
    const response = (await readPostInput(request({ "Content-Type": "text/plain" }, "{}"))) as Response;
    expect(await errorOf(response)).toMatchObject({ status: 415, code: "unsupported_media_type" });
  });

  it("refuses a body over the limit with 413, by its declared length or by counting a stream", async () => {
    const declared = (await readPostInput(
      request({ "Content-Type": "application/json", "Content-Length": String(MAX_BODY_BYTES + 1) }, "{}"),
    )) as Response;
    expect(await errorOf(declared)).toMatchObject({ status: 413, code: "payload_too_large" });

    const chunk = new TextEncoder().encode("a".repeat(64 * 1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 1;
        if (sent > 100) controller.close();
        else controller.enqueue(chunk);
      },
    });
    const streamed = (await readPostInput(request({ "Content-Type": "application/json" }, stream))) as Response;
    expect(await errorOf(streamed)).toMatchObject({ status: 413, code: "payload_too_large" });
    expect(sent).toBeLessThan(10);
  });
});

describe("serviceFailure", () => {
  it("maps the post service's refusals and a database outage to API answers", async () => {
    expect(await errorOf(serviceFailure(new PostValidationError({ content: "empty" }), "t"))).toMatchObject({
      status: 400,
      fields: { content: "empty" },
    });
    expect(await errorOf(serviceFailure(new SlugTakenError("a"), "t"))).toMatchObject({
      status: 409,
      code: "slug_taken",
      fields: { slug: "Another post already uses this slug." },
    });
    // An old address that still leads to another post is refused the same way, naming that post.
    expect(
      await errorOf(serviceFailure(new SlugRedirectsError("old", { postId: 3, title: "Moved" }), "t")),
    ).toMatchObject({
      status: 409,
      code: "slug_taken",
      message: "/blog/old is an old address of “Moved” and still redirects there.",
      fields: { slug: "/blog/old is an old address of “Moved” and still redirects there. Choose another slug." },
    });
    expect(await errorOf(serviceFailure(new PostNotFoundError(1), "t"))).toMatchObject({
      status: 404,
      code: "not_found",
    });
    const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
    expect(isDatabaseUnavailable(new Error("Failed query", { cause: refused }))).toBe(true);
    expect(await errorOf(serviceFailure(new Error("Failed query", { cause: refused }), "t"))).toMatchObject({
      status: 503,
      code: "database_unavailable",
    });
    expect(isDatabaseUnavailable(new TypeError("x is undefined"))).toBe(false);
  });
});
