import { logger } from "~/lib/log.server";

const log = logger("insights");

// Conversions being written: the server's shutdown waits for them before the pool closes.
const inFlight = new Set<Promise<void>>();

/**
 * Runs a conversion's write apart from the visitor's request: it never rejects, and a failure is
 * logged with its kind and reason only (never an address, an e-mail or a visitor hash).
 */
export function tracked(what: string, work: () => Promise<unknown>): Promise<void> {
  const safe = (async () => {
    try {
      await work();
    } catch (error) {
      log.warn(`a conversion could not be recorded: ${what}`, { reason: (error as Error).message });
    }
  })();
  inFlight.add(safe);
  void safe.finally(() => inFlight.delete(safe));
  return safe;
}

/** Resolves once every conversion started so far is written (or its failure logged). */
export async function conversionsSettled(): Promise<void> {
  while (inFlight.size > 0) await Promise.all([...inFlight]);
}
