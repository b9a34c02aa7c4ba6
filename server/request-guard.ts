import type { RequestHandler } from "express";
import { logger } from "../app/lib/log.server";
import { canonicalPath, decodablePath } from "./canonical-path";
import { plainAnswer } from "./plain-answer";

const log = logger("http");

// Methods a Fetch Request cannot carry, so React Router could only fail on them. Any other one
// goes on to the route, which knows what it allows (the API answers 405 with its own Allow).
const UNREPRESENTABLE = new Set(["TRACE", "TRACK", "CONNECT"]);
// What the site as a whole answers to, for "OPTIONS *" and the refusals above.
const ALLOW = "GET, HEAD, POST, PUT, OPTIONS";

/**
 * What a route cannot be asked: a method it could not even be handed, a request line that names
 * no path here, a path whose escapes do not decode. Those are the client's mistakes, answered 4xx
 * before any route runs. A path in another form than its canonical one (a trailing slash, "//",
 * dot segments) is redirected there, so every page has one address, shared pages included.
 */
export function requestGuard(): RequestHandler {
  return (req, res, next) => {
    const target = req.url;
    const refuse = (status: number, message: string, headers?: Record<string, string>) => {
      log.info(`${req.method} refused with ${status}: ${message}`, { target: target.slice(0, 200) });
      plainAnswer(req, res, status, message, headers);
    };
    if (UNREPRESENTABLE.has(req.method))
      return refuse(405, `${req.method} is not a method this site answers.`, { Allow: ALLOW });
    if (target === "*") {
      // "OPTIONS *" asks what the server as a whole takes.
      if (req.method === "OPTIONS") return void res.status(204).set("Allow", ALLOW).end();
      return refuse(400, "Only OPTIONS may ask about the whole server.");
    }
    if (!target.startsWith("/")) return refuse(400, "The request does not name a path on this site.");
    const query = target.indexOf("?");
    const path = query === -1 ? target : target.slice(0, query);
    if (!decodablePath(path)) return refuse(400, "The address has a percent-escape that is not UTF-8.");
    const canonical = canonicalPath(path);
    if (canonical === path) return next();
    res
      .status(301)
      .set("Location", `${canonical}${query === -1 ? "" : target.slice(query)}`)
      .end();
  };
}
