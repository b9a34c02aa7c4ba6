import type { Env } from "~/lib/env.server";
import { logger } from "~/lib/log.server";
import { syncDueFeeds } from "./sync.server";
import { runEvery } from "~/lib/every.server";

const log = logger("calendar-sync");
// How often this instance looks for a feed that is due: a feed is read within this of its time.
const TICK_MS = 30_000;

/**
 * Reads staff's calendars on their schedule (server/app.ts, after migrations). Every instance
 * runs this; each feed's lease (sync.server.ts) lets one of them read it. A pass that fails (the
 * database away) is tried again at the next tick; a feed that fails keeps its last good copy.
 */
export function startCalendarSync(env: Pick<Env, "CALENDAR_SYNC_MINUTES">): { stop(): Promise<void> } {
  return runEvery(
    Math.min(TICK_MS, env.CALENDAR_SYNC_MINUTES * 60_000),
    () => syncDueFeeds(env.CALENDAR_SYNC_MINUTES),
    (error) => log.warn("calendar sync pass failed; trying again shortly", { error }),
  );
}
