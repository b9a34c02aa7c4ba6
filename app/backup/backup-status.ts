import { formatDateTime } from "~/lib/time";

// What staff see of the backups in the admin area: one line, a warning when something is wrong.

/** A nightly backup older than this (a day, and slack for a slow night) is missing. */
export const STALE_AFTER_MS = 26 * 3_600_000;

export interface BackupFacts {
  lastVerified: { finishedAt: Date; file: string; bytes: number } | undefined;
  lastFinished: { finishedAt: Date; status: "verified" | "failed" } | undefined;
  scheduleOn: boolean;
}

export type BackupStatus = { tone: "ok" | "warning"; text: string } | { tone: "unknown"; text: string };

function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(0)} KB`;
  if (bytes < 1024 ** 3) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `${(bytes / 1024 ** 3).toFixed(2)} GB`;
}

export function backupStatus(facts: BackupFacts, now: Date): BackupStatus {
  const { lastVerified, lastFinished, scheduleOn } = facts;
  const verified = lastVerified
    ? `Last verified backup: ${formatDateTime(lastVerified.finishedAt)} (${lastVerified.file}, ${formatBytes(lastVerified.bytes)})`
    : "No verified backup yet";
  if (!scheduleOn) return { tone: "warning", text: `Automatic backups are off (BACKUP_SCHEDULE=off). ${verified}.` };
  if (lastFinished?.status === "failed") {
    return {
      tone: "warning",
      text: `The last backup failed (${formatDateTime(lastFinished.finishedAt)}); see the server log. ${verified}.`,
    };
  }
  if (!lastVerified) return { tone: "warning", text: `${verified}: the first is made at the next scheduled time.` };
  if (now.getTime() - lastVerified.finishedAt.getTime() > STALE_AFTER_MS) {
    return { tone: "warning", text: `${verified}, more than 26 hours ago: check the server log.` };
  }
  return { tone: "ok", text: verified };
}
