import { logger } from "~/lib/log.server";

const log = logger("housekeeping");
const HOUR_MS = 60 * 60 * 1000;

/** One capability's clean-up: deletes what has expired and says how many rows went. */
export type CleanupTask = { name: string; run: () => Promise<number> };

/**
 * Runs the tasks once at start and then every interval, in order, one pass at a time. Every
 * instance runs it; the deletes are idempotent. A failing task ends the pass (the database is
 * most likely away for the others too) and the next pass tries again.
 */
export function startCleanupJob(tasks: CleanupTask[], intervalMs = HOUR_MS): { stop(): Promise<void> } {
  let running: Promise<void> | undefined;
  const pass = () => {
    running ??= (async () => {
      const deleted: Record<string, number> = {};
      let current: string | undefined;
      try {
        for (const task of tasks) {
          current = task.name;
          deleted[task.name] = await task.run();
        }
        if (Object.values(deleted).some((count) => count > 0)) log.info("deleted expired data", deleted);
      } catch (error) {
        log.warn("housekeeping pass failed; trying again next hour", { task: current, error: error as Error });
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
