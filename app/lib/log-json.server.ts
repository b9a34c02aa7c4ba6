import { hostname } from "node:os";
import pino, { type DestinationStream, type Logger } from "pino";
import { currentRequestId } from "./request-scope.server";

const levels = new Set(["debug", "info", "warn", "error"]);

let timeMs = Number.NaN;
let timeField = "";

/**
 * pino's ISO time field, formatted once per millisecond: a busy site writes several access lines
 * in the same one, and formatting the date was the dearest step of each.
 */
function isoTime(): string {
  const now = Date.now();
  if (now !== timeMs) {
    timeMs = now;
    timeField = `,"time":"${new Date(now).toISOString()}"`;
  }
  return timeField;
}

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
      timestamp: isoTime,
      formatters: { level: (label) => ({ level: label }) },
      mixin: () => {
        const requestId = currentRequestId();
        return requestId ? { requestId } : {};
      },
    },
    destination,
  );
}

/** Lines gathered before one write to standard output: about thirty access lines. */
const BATCH_BYTES = 8192;
/** The longest a line waits in the batch when the site is quiet. */
const FLUSH_MS = 1000;

/**
 * Standard output, written asynchronously and in batches: one write per line cost the busy shared
 * page path about a third of its rate (decision 041). A line waits at most FLUSH_MS in memory;
 * pino writes out what is pending when the process exits, also through process.exit and after an
 * uncaught exception; the logger flushes after a warning or an error, so those go out at once.
 */
export function stdoutDestination(): DestinationStream & { flush(): void } {
  // Lines are handed over as bytes: given text, sonic-boom measures the whole batch held so far in
  // bytes again for every line it adds, a scan of up to 16 KB that took a twentieth of the shared
  // page path's time; given bytes, it adds up lengths. Its exit hook is on the stream made here.
  const out = pino.destination({
    dest: 1,
    sync: false,
    minLength: BATCH_BYTES,
    periodicFlush: FLUSH_MS,
    contentMode: "buffer",
  });
  return {
    write: (line: string) => (out.write as unknown as (bytes: Buffer) => boolean)(Buffer.from(line)),
    flush: () => out.flush(),
  };
}
