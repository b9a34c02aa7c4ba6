import { easternWallTimeToDate, toEasternWallTime } from "~/lib/time";

// The nightly backup's timetable, in the business's time zone (America/New_York), so "3" means
// 3 AM in Atlanta all year, across the daylight-saving changes, whatever the server's zone is.

export interface Slot {
  /** The business's date of the scheduled time ("2026-11-26"): one backup per slot. */
  slot: string;
  /** The instant the slot's backup was due. */
  dueAt: Date;
}

const DAY_MS = 86_400_000;

function wallTime(date: string, hour: number): string {
  return `${date}T${String(hour).padStart(2, "0")}:00`;
}

/** The business's calendar date of an instant, moved by `days`. */
function localDate(instant: Date, days = 0): string {
  const [date = ""] = toEasternWallTime(instant).split("T");
  const shifted = new Date(Date.parse(`${date}T12:00:00Z`) + days * DAY_MS);
  return shifted.toISOString().slice(0, 10);
}

/**
 * The latest scheduled time at or before `now`. Its backup is due until the next one: a site that
 * was down at 3 AM makes the missed backup when it comes back, and never two for one night.
 */
export function latestSlot(now: Date, hour: number): Slot {
  for (const days of [0, -1]) {
    const date = localDate(now, days);
    const dueAt = easternWallTimeToDate(wallTime(date, hour));
    if (dueAt.getTime() <= now.getTime()) return { slot: date, dueAt };
  }
  // Unreachable: yesterday's time is always past. Kept total for the type checker.
  const date = localDate(now, -2);
  return { slot: date, dueAt: easternWallTimeToDate(wallTime(date, hour)) };
}

/** The next scheduled time after `now`, for the start-up line. */
export function nextDue(now: Date, hour: number): Date {
  for (const days of [0, 1, 2]) {
    const dueAt = easternWallTimeToDate(wallTime(localDate(now, days), hour));
    if (dueAt.getTime() > now.getTime()) return dueAt;
  }
  throw new RangeError(`no scheduled time after ${now.toISOString()}`);
}
