import { Counter, Gauge } from "prom-client";
import { getDb } from "~/lib/db/client.server";
import { metricsRegistry } from "~/lib/metrics.server";
import { lastRuns } from "./runs.server";

const runs = new Counter({
  name: "site_backup_runs_total",
  help: "Automatic backups this instance made: verified (restored and compared) or failed.",
  labelNames: ["outcome"] as const,
  registers: [metricsRegistry],
});
// Both series from the start, so an alert on increase(...{outcome="failed"}) works before the first failure.
runs.labels("verified").inc(0);
runs.labels("failed").inc(0);

export function recordBackupOutcome(outcome: "verified" | "failed"): void {
  runs.labels(outcome).inc();
}

// Past this a scrape leaves the age out rather than holding Prometheus up.
const READ_TIMEOUT_MS = 2_000;

/**
 * site_backup_last_verified_age_seconds, read from the database at each scrape, so every instance
 * reports the same age whichever of them made the backup: +Inf when there has never been one, and
 * absent when the database cannot be read (a stale number would read as "fine").
 */
export function registerBackupAge(now: () => Date = () => new Date()): void {
  if (metricsRegistry.getSingleMetric("site_backup_last_verified_age_seconds")) return;
  new Gauge({
    name: "site_backup_last_verified_age_seconds",
    help: "Seconds since the last automatic backup that was verified by a restore (+Inf: none yet).",
    registers: [metricsRegistry],
    async collect() {
      this.reset();
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error("timed out")), READ_TIMEOUT_MS);
      });
      const last = await Promise.race([lastRuns(getDb()), timeout])
        .catch(() => undefined)
        .finally(() => clearTimeout(timer));
      if (!last) return;
      const finishedAt = last.lastVerified?.finishedAt;
      this.set(finishedAt ? Math.max(0, (now().getTime() - finishedAt.getTime()) / 1000) : Infinity);
    },
  });
}
