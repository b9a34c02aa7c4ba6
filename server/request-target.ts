import type { IncomingMessage } from "node:http";

/**
 * A client may name the whole URL in the request line ("GET http://host/path HTTP/1.1"), as it
 * would to a proxy. The server then takes the host from that URL, not the Host header (RFC 9112,
 * section 3.2.2), and everything after this step sees the usual path. Targets that are no URL are
 * left for the request guard to refuse.
 */
export function toOriginForm(req: IncomingMessage): void {
  const target = req.url ?? "/";
  if (target.startsWith("/") || !/^https?:\/\//i.test(target) || !URL.canParse(target)) return;
  const url = new URL(target);
  req.url = `${url.pathname}${url.search}`;
  req.headers.host = url.host;
}
