import { TZDate } from "@date-fns/tz";
import { site } from "~/content/site";

/**
 * Days as the business names them: "YYYY-MM-DD" on its own wall clock. Calendar arithmetic is done
 * on the names (no time zone involved, so no hour is ever lost); only turning a wall-clock time of
 * a day into an instant consults the zone's rules.
 */

/** The business's wall clock; everything stored is UTC. */
export const BUSINESS_TIME_ZONE = site.timeZone;

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

const dayFormat = new Intl.DateTimeFormat("en-CA", {
  timeZone: BUSINESS_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** The Eastern calendar day of an instant, "YYYY-MM-DD". */
export function easternDay(instant: Date): string {
  return dayFormat.format(instant);
}

/** A real calendar day written "YYYY-MM-DD" (2027-02-30 is not one). */
export function isDay(value: string): boolean {
  const match = DAY_PATTERN.exec(value);
  if (!match) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** Calendar arithmetic on day names. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** 0 is Sunday, as Date#getDay counts. */
export function weekdayOf(day: string): number {
  return new Date(`${day}T00:00:00Z`).getUTCDay();
}

/** The day name of a date given by its parts (month 1-12). */
export function dayOf(year: number, month: number, date: number): string {
  return new Date(Date.UTC(year, month - 1, date)).toISOString().slice(0, 10);
}

/** The instant of a wall-clock time on an Eastern day (a time skipped by the clocks moves forward). */
export function easternInstant(day: string, minuteOfDay: number): Date {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  const instant = new TZDate(year, month - 1, date, Math.floor(minuteOfDay / 60), minuteOfDay % 60, BUSINESS_TIME_ZONE);
  return new Date(instant.getTime());
}
