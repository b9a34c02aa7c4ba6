import type { Request, RequestHandler, Response } from "express";
import type { PageEntry } from "./entry";
import type { PageCache } from "./store";

// Addresses that are never a shared page: staff and API routes, data requests of client-side
// navigation, and files (anything with an extension is served from build/client or a resource route).
const NEVER_SHARED = /^\/(?:admin|api|login|logout|auth)(?:\/|$)|\.[^/]*$/;
const MAX_KEY_LENGTH = 512;

/**
 * True when the request may get the page everyone gets: a plain GET or HEAD with no cookie at all
 * (a toast, a staff session, a sign-in in progress all travel in cookies) and no credentials.
 */
export function mayShare(req: Request): boolean {
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  if (req.headers.cookie || req.headers.authorization) return false;
  const url = req.originalUrl;
  return url.length <= MAX_KEY_LENGTH && !NEVER_SHARED.test(req.path);
}

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(",").some((tag) => {
    const value = tag.trim();
    return value === "*" || value === etag || value === `W/${etag}`;
  });
}

function send(req: Request, res: Response, entry: PageEntry) {
  for (const [name, value] of entry.headers) res.setHeader(name, value);
  // Each visitor with a cookie gets a page of their own, so shared caches must key on it too.
  res.setHeader("Vary", "Accept-Encoding, Cookie");
  res.setHeader("Cache-Control", "public, max-age=0, must-revalidate");
  res.setHeader("ETag", entry.etag);
  res.setHeader("X-Cache", "HIT");
  if (matches(req.headers["if-none-match"], entry.etag)) {
    res.status(304).end();
    return;
  }
  const encoding = req.acceptsEncodings(["br", "gzip", "identity"]);
  const body = encoding === "br" ? entry.br : encoding === "gzip" ? entry.gzip : entry.identity;
  if (encoding === "br" || encoding === "gzip") res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", body.length);
  res.status(200);
  if (req.method === "HEAD") res.end();
  else res.end(body);
}

/**
 * Serves anonymous pages from the cache. `secure` re-applies the security headers for the page's
 * own script hashes: a shared page carries no nonce, since a nonce sent to two visitors is no
 * nonce at all. Anything the cache will not share goes on to the normal per-request render.
 */
export function pageCacheMiddleware(
  cache: PageCache,
  secure: (req: Request, res: Response, scriptHashes: string[]) => void,
): RequestHandler {
  return async (req, res, next) => {
    if (!mayShare(req)) return next();
    const entry = await cache.get(req.originalUrl);
    if (!entry) return next();
    secure(req, res, entry.scriptHashes);
    send(req, res, entry);
  };
}
