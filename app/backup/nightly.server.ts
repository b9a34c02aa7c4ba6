import { mkdirSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import type { Database } from "~/lib/db/client.server";
import { loggableMessage } from "~/lib/loggable-error.server";
import { logger } from "~/lib/log.server";
import { formatDateTime } from "~/lib/time";
import { recordBackupOutcome } from "./backup-metrics.server";
import { STALE_AFTER_MS } from "./backup-status";
import { createBackup, type Backup } from "./create-backup.server";
import { schemaIndex } from "./dump-format";
import { rotateBackups } from "./rotate.server";
import type { RotationPolicy } from "./rotation";
import { claimSlot, finishRun, lastRuns } from "./runs.server";
import { latestSlot, nextDue } from "./schedule";
import { verifyBackup } from "./verify-backup.server";

const log = logger("backup");
const HOUR_MS = 3_600_000;

export interface NightlyOptions {
  db: Database;
  /** The site's connection: the backup reads through it, and the check makes its scratch database there. */
  databaseUrl: string;
  backupDir: string;
  migrationsFolder: string;
  /** BACKUP_SCHEDULE: the hour, in the business's time zone. */
  hour: number;
  rotation: RotationPolicy;
  /** The clock; tests move it. */
  now?: () => Date;
  /** How often the clock is looked at: a slot's backup starts within this of its time. */
  tickMs?: number;
}

/**
 * The automatic backup. Every instance runs this; each night's backup is made by whichever claims
 * the night's row in backup_runs first (the database's unique key decides), then restored into a
 * scratch database to verify it, recorded, and followed by the rotation. A night missed while the
 * site was down is made when it comes back. Once an hour each instance checks that a verified
 * backup is recent, and logs an error if not.
 */
export function startNightlyBackups(options: NightlyOptions): { stop(): Promise<void> } {
  const now = options.now ?? (() => new Date());
  const startedAt = now();
  let handledSlot: string | undefined;
  let lastFreshnessCheck = startedAt.getTime();
  let running: Promise<void> | undefined;

  log.info(`nightly backups at ${options.hour}:00 Eastern`, {
    next: formatDateTime(nextDue(startedAt, options.hour)),
    keep: `${options.rotation.daily} daily, ${options.rotation.weekly} weekly, ${options.rotation.monthly} monthly, none older than ${options.rotation.maxAgeDays} days`,
  });

  const makeDueBackup = async () => {
    const { slot } = latestSlot(now(), options.hour);
    if (slot === handledSlot) return;
    const id = await claimSlot(options.db, slot, now());
    handledSlot = slot;
    if (id !== undefined) await runBackup(options, id, slot, now);
  };

  const checkFreshness = async () => {
    if (now().getTime() - lastFreshnessCheck < HOUR_MS) return;
    lastFreshnessCheck = now().getTime();
    const { lastVerified } = await lastRuns(options.db);
    if (lastVerified && now().getTime() - lastVerified.finishedAt.getTime() <= STALE_AFTER_MS) return;
    log.error("no verified backup in the last 26 hours: check the backup errors above and BACKUP_DIR", {
      lastVerified: lastVerified ? lastVerified.finishedAt.toISOString() : "never",
    });
  };

  const tick = () => {
    running ??= (async () => {
      try {
        await makeDueBackup();
        await checkFreshness();
      } catch (error) {
        // The database is away: the same slot is tried again at the next tick.
        log.warn("could not check the backup schedule", { error: error as Error });
      } finally {
        running = undefined;
      }
    })();
  };
  tick();
  const timer = setInterval(tick, options.tickMs ?? 5_000);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}

async function runBackup(options: NightlyOptions, id: number, slot: string, now: () => Date): Promise<void> {
  const backupDir = path.resolve(options.backupDir);
  let backup: Backup | undefined;
  try {
    mkdirSync(backupDir, { recursive: true, mode: 0o700 });
    backup = await createBackup({
      databaseUrl: options.databaseUrl,
      dataDir: "",
      runAsUser: "",
      log,
      backupDir,
    });
    const checked = await verifyBackup({
      file: backup.file,
      serverUrl: options.databaseUrl,
      migrationsFolder: options.migrationsFolder,
      log,
    });
    const file = path.basename(backup.file);
    await finishRun(options.db, id, now(), {
      status: "verified",
      file,
      bytes: backup.bytes,
      schemaIndex: schemaIndex(backup.header.migrations),
    });
    recordBackupOutcome("verified");
    log.info("nightly backup made and verified by a restore", { slot, file, bytes: backup.bytes, ...checked });
  } catch (caught) {
    const error = withoutQuotedValues(caught as Error);
    const message = error.message;
    await finishRun(options.db, id, now(), {
      status: "failed",
      error: message.slice(0, 2_000),
      file: backup && path.basename(backup.file),
      bytes: backup?.bytes,
      schemaIndex: backup && schemaIndex(backup.header.migrations),
    }).catch((recordError: unknown) => log.warn("could not record the failed backup", { error: recordError as Error }));
    recordBackupOutcome("failed");
    log.error("nightly backup failed", { slot, error });
  }
  // Also after a failure: a backup that could not be checked is still a file the rotation and the
  // privacy policy's retention period must reach.
  try {
    const deleted = rotateBackups(backupDir, now(), options.rotation);
    if (deleted.length > 0) log.info("deleted old backups", { count: deleted.length, files: deleted.join(" ") });
  } catch (error) {
    log.error("backup rotation failed", { error: error as Error });
  }
}

/**
 * A failure's message with PostgreSQL's own part made loggable: a rejected value is quoted in its
 * message ("invalid input syntax … \"…\""), and a backup's values are leads' details.
 */
export function withoutQuotedValues(error: Error): Error {
  for (let cause = error.cause; cause instanceof Error; cause = cause.cause) {
    if (cause instanceof pg.DatabaseError) {
      const safe = new Error(error.message.replace(cause.message, loggableMessage(cause)));
      safe.name = error.name;
      return safe;
    }
  }
  return error;
}
