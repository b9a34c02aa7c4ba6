import { sql } from "drizzle-orm";
import type { Database } from "~/lib/db/client.server";
import { inTransaction, pgCode } from "~/lib/db/unavailable.server";

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/**
 * The seat's own refusal: another active booking holds it. The exclusion constraint says 23P01; a
 * unique index on a seat (should one be added) would say 23505. Either way the visitor lost it.
 */
export function isSeatTaken(error: unknown): boolean {
  const code = pgCode(error);
  return code === "23P01" || code === "23505";
}

/**
 * PostgreSQL gave this transaction up because others wanted the same rows at that moment: a
 * deadlock (40P01), a serialization failure (40001, on a server whose default isolation is
 * stricter than ours), or its lock wait ran past what was left of the budget (55P03). None of them
 * is a fault: the seat is contended, and trying again may win it or find it taken.
 */
function isContention(error: unknown): boolean {
  const code = pgCode(error);
  return code === "40P01" || code === "40001" || code === "55P03";
}

// A deadlock is only noticed after PostgreSQL's deadlock_timeout (1 s by default, Supabase's too),
// so each lost round costs about a second. Four rounds let a rush of five or so on one seat settle
// (each round, the deadlock's survivor commits and the others then see the seat taken); five
// seconds caps the visitor's wait, lock waits included, well inside any proxy's timeout. Past
// either, the seat is still being fought over: that visitor is told it was just taken.
const RACE_ATTEMPTS = 4;
export const RACE_BUDGET_MS = 5_000;
// A short random pause before trying again, so the losers of one round do not all meet again in
// the next one at the same instant.
const RETRY_PAUSE_MS = { min: 20, spread: 80 };

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `work` (which takes a seat and stores what goes with it) in a transaction, again from the
 * start while the database reports contention. Undefined when `work` found no seat, or when the
 * attempts or the time ran out: the caller answers "taken" either way, never an error. Every lock
 * wait is bounded by what is left of the budget (lock_timeout), so no attempt outlives it.
 */
export async function raceForSeat<T>(
  db: Database,
  work: (tx: Transaction) => Promise<T | undefined>,
): Promise<T | undefined> {
  const deadline = Date.now() + RACE_BUDGET_MS;
  for (let attempt = 1; attempt <= RACE_ATTEMPTS; attempt++) {
    const left = deadline - Date.now();
    if (left <= 0) return undefined;
    try {
      return await inTransaction(db, async (tx) => {
        await tx.execute(sql`select set_config('lock_timeout', ${`${Math.ceil(left)}ms`}, true)`);
        return work(tx);
      });
    } catch (error) {
      if (!isContention(error)) throw error;
      if (attempt < RACE_ATTEMPTS) await pause(RETRY_PAUSE_MS.min + Math.random() * RETRY_PAUSE_MS.spread);
    }
  }
  return undefined;
}
