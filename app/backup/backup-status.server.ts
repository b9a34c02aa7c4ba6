import { getDb } from "~/lib/db/client.server";
import { getEnv } from "~/lib/env.server";
import { logger } from "~/lib/log.server";
import { backupStatus, type BackupStatus } from "./backup-status";
import { lastRuns } from "./runs.server";

const log = logger("backup");

/** For the admin layout: the line about backups, and never a failed page because of it. */
export async function loadBackupStatus(now = new Date()): Promise<BackupStatus> {
  try {
    const last = await lastRuns(getDb());
    return backupStatus({ ...last, scheduleOn: getEnv().BACKUP_SCHEDULE !== "off" }, now);
  } catch (error) {
    log.warn("could not read the backup record for the admin area", { error: error as Error });
    return { tone: "unknown", text: "Backup status unavailable (the database did not answer)." };
  }
}
