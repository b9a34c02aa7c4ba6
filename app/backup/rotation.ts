import { toEasternWallTime } from "~/lib/time";

// Which backups to keep: the newest of each of the last few days, weeks and months (in the
// business's calendar), and none older than the privacy policy's retention period.

export interface RotationPolicy {
  daily: number;
  weekly: number;
  monthly: number;
  /** The privacy policy's retention period (CONTACT_RETENTION_DAYS): no backup is kept longer. */
  maxAgeDays: number;
}

export interface BackupOnDisk {
  name: string;
  at: Date;
}

const DAY_MS = 86_400_000;

function calendarDay(at: Date): string {
  return toEasternWallTime(at).slice(0, 10);
}

/** The ISO week ("2026-W48") of a business-calendar day: weeks start on Monday. */
function isoWeek(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  const weekday = (date.getUTCDay() + 6) % 7;
  // The Thursday of the same week decides which year the week belongs to.
  const thursday = new Date(date.getTime() + (3 - weekday) * DAY_MS);
  const yearStart = Date.UTC(thursday.getUTCFullYear(), 0, 1);
  const week = Math.floor((thursday.getTime() - yearStart) / DAY_MS / 7) + 1;
  return `${thursday.getUTCFullYear()}-W${String(week).padStart(2, "0")}`;
}

/** The newest backup of each of the `count` newest periods that have one. */
function newestPerPeriod(newestFirst: BackupOnDisk[], period: (at: Date) => string, count: number): string[] {
  const kept: string[] = [];
  const seen = new Set<string>();
  for (const backup of newestFirst) {
    if (seen.size >= count) break;
    const key = period(backup.at);
    if (seen.has(key)) continue;
    seen.add(key);
    kept.push(backup.name);
  }
  return kept;
}

/** The backups to delete, oldest first. The newest backup is always kept unless past the retention period. */
export function backupsToDelete(backups: BackupOnDisk[], now: Date, policy: RotationPolicy): string[] {
  const newestFirst = [...backups].sort((a, b) => b.at.getTime() - a.at.getTime() || b.name.localeCompare(a.name));
  const keep = new Set([
    ...newestPerPeriod(newestFirst, calendarDay, Math.max(1, policy.daily)),
    ...newestPerPeriod(newestFirst, (at) => isoWeek(calendarDay(at)), policy.weekly),
    ...newestPerPeriod(newestFirst, (at) => calendarDay(at).slice(0, 7), policy.monthly),
  ]);
  const oldest = now.getTime() - policy.maxAgeDays * DAY_MS;
  return newestFirst
    .filter((backup) => !keep.has(backup.name) || backup.at.getTime() < oldest)
    .map((backup) => backup.name)
    .reverse();
}
