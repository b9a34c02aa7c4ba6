import type { Request } from "express";

// What a Host header may hold: a name or address and a port. Anything else (a path, user info)
// would let a client move the origin of the URL built from it.
const HOST = /^(?:\[[0-9a-f:.]+\]|[a-z0-9.-]+)(?::\d{1,5})?$/i;

/** The path and query asked for. The absolute form ("GET http://host/path") names a host of its own, which is dropped. */
function pathAndQuery(originalUrl: string): string {
  if (originalUrl.startsWith("/")) return originalUrl;
  try {
    const url = new URL(originalUrl);
    return `${url.pathname}${url.search}`;
  } catch {
    return "/";
  }
}

/**
 * The URL React Router is given for a request. Its origin is what the origin check of form
 * actions compares with the browser's Origin header, so it must be the origin the browser is on.
 * With SITE_URL configured, that is SITE_URL's, whatever Host the request names: behind a proxy
 * the Host may be an internal name, and a client may send any Host it likes. Without SITE_URL it
 * is read from the request: Host, or X-Forwarded-Proto and X-Forwarded-Host when TRUST_PROXY
 * trusts the peer, host and port always from the same header.
 */
export function requestUrl(req: Request, publicOrigin: string | undefined): string {
  const path = pathAndQuery(req.originalUrl);
  // Concatenated, not resolved against the origin: a path like //evil.example/ stays a path.
  if (publicOrigin) return new URL(`${publicOrigin}${path}`).href;
  const protocol = req.protocol === "https" ? "https" : "http";
  const host = req.host && HOST.test(req.host) ? req.host : "localhost";
  return new URL(`${protocol}://${host}${path}`).href;
}
