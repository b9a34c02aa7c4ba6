import type { RequestHandler } from "express";
import { formatBytes } from "../app/lib/body-limit.server";
import { logger } from "../app/lib/log.server";
import { plainAnswer } from "./plain-answer";

const log = logger("http");

/**
 * A body declared larger than any route reads is refused before a route (or React Router) sees
 * the request. Each route still counts what it reads against its own, smaller cap, which also
 * covers chunked bodies that declare no length.
 */
export function bodyGuard(limit: number): RequestHandler {
  return (req, res, next) => {
    const declared = Number(req.headers["content-length"] ?? 0);
    if (!(declared > limit)) return next();
    log.info(`${req.method} refused with 413: a body of ${declared} bytes`, { path: req.path.slice(0, 200) });
    plainAnswer(req, res, 413, `This address accepts at most ${formatBytes(limit)} in one request; nothing was done.`);
  };
}
