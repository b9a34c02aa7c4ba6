import { lt, sql } from "drizzle-orm";
import { deleteExpiredRevocations } from "~/auth/local-session.server";
import type { Database } from "~/lib/db/client.server";
import { contactRequests } from "~/lib/db/schema";
import { deleteExpiredRateLimits } from "~/lib/rate-limit.server";
import { logger } from "~/lib/log.server";

const log = logger("retention");
const HOUR_MS = 60 * 60 * 1000;

/** Deletes contact requests received more than `days` ago, whatever their status; returns how many. */
export async function deleteExpiredContactRequests(db: Database, days: number): Promise<number> {
  const rows = await db
    .delete(contactRequests)
    .where(lt(contactRequests.receivedAt, sql`now() - make_interval(days => ${days})`))
    .returning({ id: contactRequests.id });
  return rows.length;
}

/**
 * Keeps the privacy policy's promise: once at start and then every hour, old contact requests,
 * ended rate-limit windows and signed-out admin sessions past their expiry are deleted. Every
 * instance runs it; the deletes are idempotent.
 */
export function startRetention(db: Database, days: number, intervalMs = HOUR_MS): { stop(): Promise<void> } {
  let running: Promise<void> | undefined;
  const pass = () => {
    running ??= (async () => {
      try {
        const requests = await deleteExpiredContactRequests(db, days);
        const limits = await deleteExpiredRateLimits();
        const revocations = await deleteExpiredRevocations();
        if (requests > 0 || limits > 0 || revocations > 0) {
          log.info("deleted expired data", { contactRequests: requests, rateLimits: limits, sessionRevocations: revocations, days });
        }
      } catch (error) {
        log.warn("retention pass failed; trying again next hour", { error: error as Error });
      } finally {
        running = undefined;
      }
    })();
  };
  pass();
  const timer = setInterval(pass, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
