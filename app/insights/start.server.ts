import type { Database } from "~/lib/db/client.server";
import { runEvery } from "~/lib/every.server";
import { logger } from "~/lib/log.server";
import { InsightsCounter } from "./counter.server";
import { conversionsSettled } from "./in-flight.server";

const log = logger("insights");

let running: InsightsCounter | undefined;

/** The counter of this process, once started (conversions look up their visitor with it). */
export const runningCounter = (): InsightsCounter | undefined => running;

/**
 * Counting on: the counter the server hands every answered request, flushed every few seconds and
 * once more at shutdown, after the last requests (whose conversions are awaited too).
 */
export function startInsights(db: Database, ownHost: string, flushMs = 5_000) {
  const counter = new InsightsCounter({ db, ownHost });
  running = counter;
  const timer = runEvery(
    flushMs,
    () => counter.flush(),
    (error) => log.warn("insights flush failed", { reason: error.message }),
  );
  return {
    counter,
    async stop() {
      await timer.stop();
      await Promise.all([counter.flush(), conversionsSettled()]);
    },
  };
}
