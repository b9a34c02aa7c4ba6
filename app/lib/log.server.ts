import type { Logger as Pino } from "pino";
import { loggableFields } from "./error-fields.server";
import { createJsonLog, stdoutDestination } from "./log-json.server";
import { withoutSecrets, maskSecrets } from "./log-secrets.server";
import { textLine, type Level } from "./log-text.server";
import { currentRequestId } from "./request-scope.server";

type Fields = Record<string, unknown>;

const order: Record<Level, number> = { debug: 10, info: 20, warn: 30, error: 40 };

function threshold(): number {
  const wanted = process.env.LOG_LEVEL as Level | undefined;
  return order[wanted ?? "info"] ?? order.info;
}

/** JSON lines in production, where the log is searched; text in development, where it is read. */
function wantsJson(): boolean {
  const format = process.env.LOG_FORMAT;
  if (format === "json" || format === "text") return format === "json";
  return process.env.NODE_ENV === "production";
}

// Decided at the first line: the access log writes one per request, and the environment does not change.
let json: Pino | undefined | null;
let destination: { flush(): void } | undefined;

/** A message or field may quote an address ("GET /book/manage/… failed"): its secrets are masked here, for every line. */
function masked(message: string, fields: Fields | undefined): [string, Fields | undefined] {
  return [maskSecrets(message), fields && (withoutSecrets(fields) as Fields)];
}

function write(level: Level, scope: string, rawMessage: string, rawFields?: Fields) {
  if (json === undefined) {
    const out = wantsJson() ? stdoutDestination() : undefined;
    destination = out;
    json = out ? createJsonLog(out) : null;
  }
  if (json) {
    // The access log calls this for every request: nothing is built for a line that is dropped.
    if (!json.isLevelEnabled(level)) return;
    const [message, fields] = masked(rawMessage, rawFields);
    json[level]({ scope, ...(fields && loggableFields(fields, level === "error")) }, message);
    // Access lines wait in the batch; a warning or an error is what an operator may be watching for.
    if (level === "warn" || level === "error") destination?.flush();
    return;
  }
  if (order[level] < threshold()) return;
  const [message, fields] = masked(rawMessage, rawFields);
  const line = textLine(level, scope, message, fields, currentRequestId());
  if (level === "error" || level === "warn") console.error(line);
  else console.log(line);
}

/** One line per event, findable by scope and by request id; operators read these in `docker logs`. */
export function logger(scope: string) {
  return {
    debug: (message: string, fields?: Fields) => write("debug", scope, message, fields),
    info: (message: string, fields?: Fields) => write("info", scope, message, fields),
    warn: (message: string, fields?: Fields) => write("warn", scope, message, fields),
    error: (message: string, fields?: Fields) => write("error", scope, message, fields),
  };
}

export type Logger = ReturnType<typeof logger>;
