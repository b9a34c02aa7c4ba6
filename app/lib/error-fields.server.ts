import { loggableMessage, loggableStack } from "./loggable-error.server";

export interface LoggedError {
  type: string;
  message: string;
  /** An errno or SQLSTATE code: what an operator searches for across many failures. */
  code?: string;
  stack?: string;
  cause?: LoggedError;
}

// Deep enough for a failed query inside a failed job inside a failed request; a loop of causes stops here.
const MAX_CAUSES = 5;

/**
 * An error as a log field: its loggable message and stack (query parameters and the input PostgreSQL
 * quotes left out), and the chain of causes the same way. A cause that is not an Error is named by
 * its type only, since it may be any value a caller had at hand.
 */
export function errorFields(error: unknown, withStack = true, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: "(not an Error)" };
  const fields: LoggedError = { type: error.name, message: loggableMessage(error) };
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string" || typeof code === "number") fields.code = String(code);
  const stack = withStack ? loggableStack(error) : undefined;
  if (stack) fields.stack = stack;
  if (error.cause !== undefined && depth < MAX_CAUSES) fields.cause = errorFields(error.cause, withStack, depth + 1);
  return fields;
}

/**
 * The fields of a log call, with every Error in them made loggable. Stacks only where asked for
 * (errors, failures of ours): a refused request's warning needs no trace through our code.
 */
export function loggableFields(fields: Record<string, unknown>, withStacks: boolean): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(fields)) {
    const value = fields[key];
    out[key] = value instanceof Error ? errorFields(value, withStacks) : value;
  }
  return out;
}
