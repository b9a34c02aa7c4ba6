import { hostname } from "node:os";
import pino, { type DestinationStream, type Logger } from "pino";
import { currentRequestId } from "./request-scope.server";

const levels = new Set(["debug", "info", "warn", "error"]);

/**
 * One JSON object per line: level as a word, ISO time, and the id of the request being handled,
 * so an operator can pick out one request's lines (or one scope's, one level's) with jq.
 */
export function createJsonLog(destination: DestinationStream, level = process.env.LOG_LEVEL): Logger {
  return pino(
    {
      level: level && levels.has(level) ? level : "info",
      // The host tells instances apart; no process id, which would clash with the "pid" field of
      // the PostgreSQL lines.
      base: { hostname: hostname() },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      mixin: () => {
        const requestId = currentRequestId();
        return requestId ? { requestId } : {};
      },
    },
    destination,
  );
}

/**
 * Standard output, written asynchronously so a busy request path never waits on the pipe; pino
 * flushes what is pending when the process exits, also through process.exit.
 */
export function stdoutDestination(): DestinationStream {
  return pino.destination({ dest: 1, sync: false });
}
