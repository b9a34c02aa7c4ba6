import { loggableMessage } from "./loggable-error.server";

type Level = "debug" | "info" | "warn" | "error";
type Fields = Record<string, unknown>;

const order: Record<Level, number> = { debug: 10, info: 20, warn: 30, error: 40 };

function threshold(): number {
  const wanted = process.env.LOG_LEVEL as Level | undefined;
  return order[wanted ?? "info"] ?? order.info;
}

function format(fields: Fields | undefined): string {
  if (!fields) return "";
  const parts = Object.entries(fields).map(([key, value]) => {
    if (value instanceof Error) return `${key}=${JSON.stringify(loggableMessage(value))}`;
    return `${key}=${typeof value === "string" ? JSON.stringify(value) : String(value)}`;
  });
  return parts.length ? ` ${parts.join(" ")}` : "";
}

function write(level: Level, scope: string, message: string, fields?: Fields) {
  if (order[level] < threshold()) return;
  const line = `${new Date().toISOString()} ${level.toUpperCase().padEnd(5)} [${scope}] ${message}${format(fields)}`;
  if (level === "error" || level === "warn") console.error(line);
  else console.log(line);
}

/** One line per event, greppable by scope; operators read these in `docker logs`. */
export function logger(scope: string) {
  return {
    debug: (message: string, fields?: Fields) => write("debug", scope, message, fields),
    info: (message: string, fields?: Fields) => write("info", scope, message, fields),
    warn: (message: string, fields?: Fields) => write("warn", scope, message, fields),
    error: (message: string, fields?: Fields) => write("error", scope, message, fields),
  };
}

export type Logger = ReturnType<typeof logger>;
