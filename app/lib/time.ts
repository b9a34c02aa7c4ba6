import { site } from "~/content/site";

// Staff and visitors read times as the business keeps them, in its own time zone, whatever the
// server's zone is: blog dates, the editor's schedule, the inbox.

/** Said wherever the site shows a post's time. */
export const TIME_ZONE_NOTE = "Times are Eastern Time.";

const dateFormat = new Intl.DateTimeFormat("en-US", { timeZone: site.timeZone, dateStyle: "long" });
const dateTimeFormat = new Intl.DateTimeFormat("en-US", {
  timeZone: site.timeZone,
  dateStyle: "long",
  timeStyle: "short",
});
const zoneNameFormat = new Intl.DateTimeFormat("en-US", { timeZone: site.timeZone, timeZoneName: "short" });

/** "March 4, 2025", in the business's time zone. */
export function formatDate(date: Date): string {
  return dateFormat.format(date);
}

/** "March 4, 2025 at 9:30 AM EST", in the business's time zone. */
export function formatDateTime(date: Date): string {
  const zone = zoneNameFormat.formatToParts(date).find((part) => part.type === "timeZoneName")?.value ?? "ET";
  // ICU puts a narrow no-break space before AM/PM; a plain space reads (and copies) the same.
  return `${dateTimeFormat.format(date).replace(/\u202f/g, " ")} ${zone}`;
}

const partsFormat = new Intl.DateTimeFormat("en-US", {
  timeZone: site.timeZone,
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
});

const DAY_MS = 86_400_000;

/** Milliseconds the business's zone is ahead of UTC at `instant` (negative for Eastern). */
function zoneOffsetMs(instant: number): number {
  const parts = Object.fromEntries(partsFormat.formatToParts(new Date(instant)).map((p) => [p.type, p.value]));
  const asUtc = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return asUtc - (instant - (instant % 1000));
}

/**
 * A wall-clock time in the business's zone ("2025-03-09T10:00", as a datetime-local input sends
 * it) to the instant it names. In the hour skipped by the spring change the result is an hour
 * later; in the repeated autumn hour, the first occurrence.
 */
export function easternWallTimeToDate(wallTime: string): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3})\d*)?)?$/.exec(wallTime);
  if (!match) throw new RangeError(`Not a local date-time: ${wallTime}`);
  const [, y, mo, d, h, mi, s = "0", ms = "0"] = match;
  const asIfUtc = Date.UTC(
    Number(y),
    Number(mo) - 1,
    Number(d),
    Number(h),
    Number(mi),
    Number(s),
    Number(ms.padEnd(3, "0")),
  );
  // The offsets a day before and a day after cover both sides of any daylight-saving change.
  const before = zoneOffsetMs(asIfUtc - DAY_MS);
  const after = zoneOffsetMs(asIfUtc + DAY_MS);
  const matches = [...new Set([before, after])]
    .map((offset) => asIfUtc - offset)
    .filter((instant) => instant + zoneOffsetMs(instant) === asIfUtc)
    .sort((a, b) => a - b);
  // None: the time was skipped by the spring change; read it with the offset before the change.
  return new Date(matches[0] ?? asIfUtc - before);
}

/** The instant as a datetime-local value in the business's zone ("2025-03-09T10:00"). */
export function toEasternWallTime(date: Date): string {
  const parts = Object.fromEntries(partsFormat.formatToParts(date).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

/** The year it is in the business's time zone (the footer's copyright year). */
export function businessYear(now = new Date()): number {
  return Number(toEasternWallTime(now).slice(0, 4));
}
