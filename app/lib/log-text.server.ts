import { errorFields, type LoggedError } from "./error-fields.server";

export type Level = "debug" | "info" | "warn" | "error";

function causeChain(error: LoggedError): string {
  return error.cause ? `${error.message} ← ${causeChain(error.cause)}` : error.message;
}

function stacks(error: LoggedError): string[] {
  const own = error.stack ?? `${error.type}: ${error.message}`;
  return error.cause ? [own, ...stacks(error.cause).map((stack) => `Caused by: ${stack}`)] : [own];
}

/**
 * Today's development line: time, level, [scope], message, key=value fields, the request id last.
 * An error's causes follow its message on the line; at level error its stacks follow the line, for
 * the developer who is looking at this terminal.
 */
export function textLine(
  level: Level,
  scope: string,
  message: string,
  fields: Record<string, unknown> | undefined,
  requestId: string | undefined,
): string {
  const parts: string[] = [];
  const traces: string[] = [];
  for (const [key, value] of Object.entries(fields ?? {})) {
    if (value instanceof Error) {
      const error = errorFields(value);
      parts.push(`${key}=${JSON.stringify(causeChain(error))}`);
      if (level === "error") traces.push(...stacks(error));
    } else parts.push(`${key}=${typeof value === "string" ? JSON.stringify(value) : String(value)}`);
  }
  if (requestId) parts.push(`requestId=${requestId}`);
  const line = `${new Date().toISOString()} ${level.toUpperCase().padEnd(5)} [${scope}] ${message}${parts.length ? ` ${parts.join(" ")}` : ""}`;
  return traces.length ? `${line}\n${traces.join("\n")}` : line;
}
