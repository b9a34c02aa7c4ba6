import type { Database } from "./client.server";

/** The first PostgreSQL or socket error code along an error's cause chain. */
export function pgCode(error: unknown): string | undefined {
  for (let e: unknown = error; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string") return code;
  }
  return undefined;
}

// What pg says when the server went away: mid-query, before connecting, or (for a client whose
// connection already broke) on every later statement, such as the ROLLBACK of a transaction.
const UNAVAILABLE_MESSAGE =
  /timeout exceeded when trying to connect|Connection terminated|connect ECONNREFUSED|not connected yet|not queryable|Client was closed/i;

/**
 * True for the errors that mean "the database is not answering" (refused, reset, timed out,
 * shutting down, connection lost), as opposed to a bug. Callers answer those with 503.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const code = pgCode(error);
  if (
    code &&
    (/^(08|57P|53)/.test(code) ||
      ["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "ENOTFOUND", "EAI_AGAIN", "EPIPE"].includes(code))
  ) {
    return true;
  }
  for (let e: unknown = error; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    const message = String((e as { message?: unknown }).message ?? "");
    if (UNAVAILABLE_MESSAGE.test(message)) return true;
  }
  return false;
}

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
type TransactionConfig = Parameters<Database["transaction"]>[1];

/**
 * db.transaction, but a failure inside the transaction is what the caller sees. Drizzle answers a
 * failed transaction with a ROLLBACK; when the connection is gone, that ROLLBACK fails too and
 * Drizzle throws its error ("Failed query: rollback") instead of the one that mattered (a slug
 * clash, a conflict, the lost connection itself).
 */
export async function inTransaction<T>(
  db: Pick<Database, "transaction">,
  work: (tx: Transaction) => Promise<T>,
  config?: TransactionConfig,
): Promise<T> {
  let inner: { error: unknown } | undefined;
  try {
    return await db.transaction(async (tx) => {
      try {
        return await work(tx);
      } catch (error) {
        inner = { error };
        throw error;
      }
    }, config);
  } catch (error) {
    if (inner && inner.error !== error) throw inner.error;
    throw error;
  }
}
