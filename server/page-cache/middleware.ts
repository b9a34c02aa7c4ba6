import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import type { Request, RequestHandler, Response } from "express";
import Negotiator from "negotiator";
import { canonicalPath } from "../canonical-path";
import { onlyForeignCookies } from "./cookie-header";
import { pageOfDataRequest } from "./data-key";
import { withoutTracking } from "./tracking-params";
import type { PageEntry, WireHeaders } from "./entry";
import type { PageCache } from "./store";

// Addresses that are never a shared page: staff and API routes, and files (anything with an
// extension is served from build/client or a resource route).
const NEVER_SHARED = /^\/(?:admin|api|login|logout|auth)(?:\/|$)|\.[^/]*$/;
const MAX_KEY_LENGTH = 512;
const ENCODINGS = ["br", "gzip", "identity"];
type Encoding = "br" | "gzip" | "identity";

// Clients send a handful of distinct Accept-Encoding values, so each is negotiated once, not on
// every hit. Bounded, so odd values sent on purpose cannot grow it.
const negotiated = new Map<string, Encoding>();

function encodingFor(req: IncomingMessage): Encoding {
  const header = req.headers["accept-encoding"] ?? "";
  let encoding = negotiated.get(header);
  if (encoding === undefined) {
    encoding = (new Negotiator(req).encoding(ENCODINGS) ?? "identity") as Encoding;
    if (negotiated.size < 64 && header.length <= 256) negotiated.set(header, encoding);
  }
  return encoding;
}

/**
 * The cache key when the request may get the page everyone gets: a plain GET or HEAD with none of
 * the site's own cookies (a toast, a staff session, a sign-in in progress all travel in them; an
 * analytics cookie changes nothing in a page) and no credentials; otherwise null.
 */
function sharedKey(req: IncomingMessage): string | null {
  if (req.method !== "GET" && req.method !== "HEAD") return null;
  if (req.headers.authorization || !onlyForeignCookies(req.headers.cookie)) return null;
  // A request with a body goes through the full chain, which refuses one over the cap.
  if (req.headers["transfer-encoding"] || (req.headers["content-length"] ?? "0") !== "0") return null;
  const url = req.url ?? "/";
  if (url.length > MAX_KEY_LENGTH) return null;
  // A page's navigation data (`/blog.data`) goes by the page's address.
  const page = pageOfDataRequest(url) ?? url;
  const query = page.indexOf("?");
  const path = query === -1 ? page : page.slice(0, query);
  // Another form of a path ("//blog", "/contact/") is redirected by the request guard, never
  // answered with the page of the path it resembles.
  if (!path.startsWith("/") || canonicalPath(path) !== path) return null;
  return NEVER_SHARED.test(path) ? null : withoutTracking(url);
}

// If-None-Match compares weakly: a validator matches with or without its W/ prefix.
const opaque = (tag: string) => tag.trim().replace(/^W\//, "");

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(",").some((tag) => tag.trim() === "*" || opaque(tag) === opaque(etag));
}

/**
 * What a 304 carries: the validator and the caching rules, nothing about the body. The body the
 * client keeps may come from an earlier render with another spam token (the validator leaves it
 * out), so its inline scripts have other hashes: a 304 that carried this render's
 * Content-Security-Policy would replace the kept page's policy and block its scripts.
 */
const NOT_MODIFIED_HEADERS = new Set(["cache-control", "etag", "vary", "x-cache", "x-request-id"]);

/**
 * Writes the status line and `list` with this request's id at its end. The list is the entry's
 * own, lent for the call: Node reads it synchronously and keeps nothing, so the busy path copies
 * no header list per visitor.
 */
function writeHeadWithId(res: ServerResponse, status: number, list: string[], requestId: string | undefined) {
  if (requestId === undefined) {
    res.writeHead(status, list);
    return;
  }
  list.push("x-request-id", requestId);
  try {
    res.writeHead(status, list);
  } finally {
    list.length -= 2;
  }
}

/**
 * Sends the entry with its recorded headers and this request's id, or a 304 when the client holds
 * it: the body bytes sent.
 */
function send(
  req: IncomingMessage,
  res: ServerResponse,
  entry: PageEntry,
  wire: WireHeaders,
  requestId?: string,
): number {
  if (matches(req.headers["if-none-match"], entry.etag)) {
    writeHeadWithId(res, 304, wire.notModified, requestId);
    res.end();
    return 0;
  }
  const encoding = encodingFor(req);
  writeHeadWithId(res, 200, wire[encoding], requestId);
  if (req.method === "HEAD") {
    res.end();
    return 0;
  }
  const body = entry[encoding];
  res.end(body);
  return body.length;
}

/**
 * The shared page at this request's address, sent straight from memory, before Express and its
 * middleware run (the body bytes sent), or undefined to let the normal chain handle the request.
 * Only pages already sent once through that chain qualify: their full set of headers, security
 * headers included, was recorded then. The request's id goes into the same header block, so
 * nothing is set on the response before (Node then writes the block without a per-header pass).
 */
export function sendFromMemory(
  cache: PageCache,
  req: IncomingMessage,
  res: ServerResponse,
  requestId: string,
): number | undefined {
  const key = sharedKey(req);
  if (key === null) return undefined;
  const entry = cache.ready(key);
  if (!entry?.wire) return undefined;
  return send(req, res, entry, entry.wire, requestId);
}

/** The recorded headers, without this request's own id (each hit gets its own), as flat lists. */
function wireHeadersOf(headers: OutgoingHttpHeaders, entry: PageEntry): WireHeaders {
  const flat = (keep: (name: string) => boolean) =>
    Object.entries(headers).flatMap(([name, value]) => {
      if (name === "x-request-id" || value === undefined || !keep(name)) return [];
      return (Array.isArray(value) ? value : [value]).flatMap((one) => [name, String(one)]);
    });
  const all = flat(() => true);
  return {
    br: [...all, "content-encoding", "br", "content-length", String(entry.br.length)],
    gzip: [...all, "content-encoding", "gzip", "content-length", String(entry.gzip.length)],
    identity: [...all, "content-length", String(entry.identity.length)],
    notModified: flat((name) => NOT_MODIFIED_HEADERS.has(name)),
  };
}

/**
 * How a shared page may be kept downstream. Browsers always revalidate (a 304 while the content
 * stands). A CDN in front may, when `cdnSeconds` > 0, answer from its copy for that long and for as
 * long again while it fetches the next one in the background: a post saved here then reaches its
 * visitors up to twice that late, which is why it is off unless an operator sets it.
 */
export function sharedCacheControl(cdnSeconds: number): string {
  if (cdnSeconds <= 0) return "public, max-age=0, must-revalidate";
  return `public, max-age=0, s-maxage=${cdnSeconds}, stale-while-revalidate=${cdnSeconds}`;
}

/**
 * Serves anonymous pages from the cache, rendering them on a miss. `secure` re-applies the security
 * headers for the page's own script hashes: a shared page carries no nonce, since a nonce sent to
 * two visitors is no nonce at all. Anything the cache will not share goes on to the normal
 * per-request render.
 */
export function pageCacheMiddleware(
  cache: PageCache,
  secure: (req: Request, res: Response, scriptHashes: string[]) => void,
  cacheControl = sharedCacheControl(0),
): RequestHandler {
  return async (req, res, next) => {
    const key = sharedKey(req);
    if (key === null) return next();
    const entry = await cache.get(key);
    if (!entry) return next();
    secure(req, res, entry.scriptHashes);
    for (const [name, value] of entry.headers) res.setHeader(name, value);
    // The same bytes go to every visitor whatever cookies they send, so a downstream cache need not
    // key on Cookie (which would split it per analytics id); per-visitor pages are no-store instead.
    res.setHeader("Vary", "Accept-Encoding");
    res.setHeader("Cache-Control", cacheControl);
    res.setHeader("ETag", entry.etag);
    res.setHeader("X-Cache", "HIT");
    entry.wire ??= wireHeadersOf(res.getHeaders(), entry);
    // Sent like a page from memory, so both ways give the same header block.
    const requestId = res.getHeader("X-Request-Id");
    for (const name of res.getHeaderNames()) res.removeHeader(name);
    send(req, res, entry, entry.wire, typeof requestId === "string" ? requestId : undefined);
  };
}
