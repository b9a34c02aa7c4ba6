import type { RequestHandler } from "express";
import type { Logger } from "../app/lib/log.server";

const FORWARDING_HEADERS = ["x-forwarded-for", "x-forwarded-proto", "x-forwarded-host", "forwarded"];

/**
 * Without TRUST_PROXY, forwarding headers are ignored, which is right when they come from a
 * client and wrong when they come from a proxy nobody declared: then every visitor shares the
 * proxy's address (and its rate limits), and forms break when SITE_URL is unset. The server
 * cannot tell the two apart, so the first such request is reported once, for the operator to judge.
 */
export function reportUntrustedProxy(log: Logger): RequestHandler {
  let reported = false;
  return (req, _res, next) => {
    if (!reported && FORWARDING_HEADERS.some((name) => req.headers[name] !== undefined)) {
      reported = true;
      log.warn(
        "a request carried X-Forwarded-* or Forwarded headers but TRUST_PROXY is unset, so they were ignored. If a proxy is in front of this server, set TRUST_PROXY (see docs/operations.md, Running behind a proxy); if not, a client sent them and nothing needs doing.",
        { peer: req.socket.remoteAddress ?? "" },
      );
    }
    next();
  };
}
