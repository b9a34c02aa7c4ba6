import { BUSINESS_TIME_ZONE } from "./zone";

// How the booking pages and e-mails say a time: always with the zone's abbreviation, so the
// hour repeated when the clocks go back (1:30 AM EDT, then 1:30 AM EST) reads as two times.

const time = (timeZone?: string) =>
  new Intl.DateTimeFormat("en-US", { timeZone, hour: "numeric", minute: "2-digit", timeZoneName: "short" });
const longDay = (timeZone?: string) =>
  new Intl.DateTimeFormat("en-US", { timeZone, weekday: "long", month: "long", day: "numeric", year: "numeric" });

const easternTime = time(BUSINESS_TIME_ZONE);
const easternDay = longDay(BUSINESS_TIME_ZONE);
const dayName = new Intl.DateTimeFormat("en-US", { timeZone: "UTC", weekday: "short", month: "short", day: "numeric" });
const dayNameLong = new Intl.DateTimeFormat("en-US", {
  timeZone: "UTC",
  weekday: "long",
  month: "long",
  day: "numeric",
  year: "numeric",
});

// ICU puts a narrow no-break space before AM/PM; a plain space reads and copies the same.
const plain = (text: string) => text.replace(/\u202f/g, " ");

/** "8:00 AM EDT" */
export function formatSlotTime(instant: Date, timeZone: string = BUSINESS_TIME_ZONE): string {
  return plain(timeZone === BUSINESS_TIME_ZONE ? easternTime.format(instant) : time(timeZone).format(instant));
}

/** "Monday, March 15, 2027 at 8:00 AM EDT" */
export function formatSlot(instant: Date, timeZone: string = BUSINESS_TIME_ZONE): string {
  const day = timeZone === BUSINESS_TIME_ZONE ? easternDay : longDay(timeZone);
  return `${day.format(instant)} at ${formatSlotTime(instant, timeZone)}`;
}

/** "Mon, Mar 15" for a day name "2027-03-15" (a calendar day, no zone). */
export function formatDayShort(day: string): string {
  return dayName.format(new Date(`${day}T00:00:00Z`));
}

/** "Monday, March 15, 2027" for a day name. */
export function formatDayLong(day: string): string {
  return dayNameLong.format(new Date(`${day}T00:00:00Z`));
}
