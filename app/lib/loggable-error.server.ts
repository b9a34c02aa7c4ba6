import { DrizzleQueryError } from "drizzle-orm";
import pg from "pg";
import { maskSecrets } from "./log-secrets.server";

/**
 * PostgreSQL quotes the offending input in a few messages (`invalid input syntax for type
 * integer: "…"`, `value "…" is out of range`). Whatever reached the database came from someone.
 */
function withoutQuotedInput(message: string): string {
  return message.replace(/: ".*"$/s, ': "…"').replace(/^value ".*?" is/s, 'value "…" is');
}

/**
 * An error's text as it may go into the log. A failed query's message ends with every parameter
 * it was sent (Drizzle's "params: …"): a visitor's name, address and message, a post's text. The
 * log gets the query and PostgreSQL's reason instead, which is what an operator needs.
 */
export function loggableMessage(error: Error): string {
  return maskSecrets(unmaskedMessage(error));
}

function unmaskedMessage(error: Error): string {
  if (error instanceof DrizzleQueryError) {
    const reason = error.cause instanceof Error ? `: ${loggableMessage(error.cause)}` : "";
    return `Failed query: ${error.query}${reason}`;
  }
  if (error instanceof pg.DatabaseError) return `${withoutQuotedInput(error.message)} (SQLSTATE ${error.code})`;
  return error.message;
}

/**
 * The stack trace with its first line's message made loggable the same way; the rest is masked
 * too, as a message may repeat an address the first line cut short.
 */
export function loggableStack(error: Error): string | undefined {
  if (!error.stack) return undefined;
  const message = unmaskedMessage(error);
  return maskSecrets(message === error.message ? error.stack : error.stack.replace(error.message, message));
}
