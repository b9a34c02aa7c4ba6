import type { ErrorRequestHandler } from "express";
import { logger } from "../app/lib/log.server";
import { plainAnswer } from "./plain-answer";

const log = logger("http");

/**
 * The last stop of an error thrown outside React Router's own handling (a file lookup, building the
 * request). One log line, with the stack of a failure of ours; a 4xx the error carries (a malformed
 * request) stays a 4xx and a warning.
 */
export function errorHandler(): ErrorRequestHandler {
  return (error: unknown, req, res, next) => {
    const carried = Number(
      (error as { status?: unknown; statusCode?: unknown }).status ?? (error as { statusCode?: unknown }).statusCode,
    );
    const clientError = carried >= 400 && carried < 500;
    const fields = { path: req.path.slice(0, 200), error: error instanceof Error ? error : new Error(String(error)) };
    if (clientError) log.warn(`${req.method} refused with ${carried}`, fields);
    // The error's loggable stack and causes go with the line.
    else log.error(`${req.method} failed`, fields);
    if (res.headersSent) return next(error);
    plainAnswer(
      req,
      res,
      clientError ? carried : 500,
      clientError ? "The request could not be understood." : "Please try again in a moment.",
    );
  };
}
