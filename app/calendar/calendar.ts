import { addDays, easternDay, easternInstant, weekdayOf } from "./days";
import { holidayObservedOn, type Holiday, type HolidayId } from "./holidays";

/**
 * The business calendar as data: weekly hours, the US federal holidays (each observed unless staff
 * switched it off) and the days staff blocked. Pure functions over a loaded value
 * (calendar.server.ts loads it); booking and anything counting business time ask the same answers.
 */

/** Opening hours of a weekday in minutes after midnight, wall clock: 8AM-6PM is 480-1080. */
type DayHours = { opens: number; closes: number };

/** Index 0 is Sunday. A weekday without hours is closed. */
export type WeeklyHours = Partial<Record<number, DayHours>>;

export type BusinessCalendar = {
  hours: WeeklyHours;
  /** Days staff closed, "YYYY-MM-DD". */
  blockedDays: ReadonlySet<string>;
  /** Holidays staff switched off: the business stays open on them, every year. */
  holidaysOff: ReadonlySet<HolidayId>;
};

/** Why a day has no business hours: its weekday is closed, a holiday, or staff blocked it. */
export type Closure = { kind: "weekly" } | { kind: "holiday"; holiday: Holiday } | { kind: "blocked" };

/** A stretch of business time, [opens, closes). */
export type OpenInterval = { opens: Date; closes: Date };

/** The weekly hours of a day as instants, ignoring holidays and blocked days. */
export function weeklyHoursOn(day: string, calendar: Pick<BusinessCalendar, "hours">): OpenInterval | undefined {
  const hours = calendar.hours[weekdayOf(day)];
  if (!hours) return undefined;
  // Closing at 24:00 is the next day's midnight.
  const closes = hours.closes >= 1440 ? easternInstant(addDays(day, 1), 0) : easternInstant(day, hours.closes);
  return { opens: easternInstant(day, hours.opens), closes };
}

/** The holiday the business closes for on this day (its observed day, not switched off). */
function holidayClosing(day: string, calendar: Pick<BusinessCalendar, "holidaysOff">): Holiday | undefined {
  const holiday = holidayObservedOn(day);
  return holiday && !calendar.holidaysOff.has(holiday.id) ? holiday : undefined;
}

/** Why the business is closed on this day, or undefined when it is open. */
export function closureOn(day: string, calendar: BusinessCalendar): Closure | undefined {
  if (!calendar.hours[weekdayOf(day)]) return { kind: "weekly" };
  const holiday = holidayClosing(day, calendar);
  if (holiday) return { kind: "holiday", holiday };
  if (calendar.blockedDays.has(day)) return { kind: "blocked" };
  return undefined;
}

export function isBusinessDay(day: string, calendar: BusinessCalendar): boolean {
  return closureOn(day, calendar) === undefined;
}

/** The business hours of a day as instants, or undefined on a day the business is closed. */
export function businessHoursOn(day: string, calendar: BusinessCalendar): OpenInterval | undefined {
  return isBusinessDay(day, calendar) ? weeklyHoursOn(day, calendar) : undefined;
}

const MINUTE = 60_000;
/** How far addBusinessMinutes looks for business hours before it gives up. */
const SEARCH_DAYS = 2 * 366;

/**
 * The instant at which `minutes` of business time have passed since `instant`: time outside
 * business hours does not count, so 120 minutes from Friday 16:30 with 9-17 hours end Monday
 * 10:30. Minutes are elapsed time, so a stretch across a clock change counts what really passed.
 * With 0 minutes: the instant itself within hours, else the next opening. Undefined when no
 * business hours come within two years (every weekday closed).
 */
export function addBusinessMinutes(instant: Date, minutes: number, calendar: BusinessCalendar): Date | undefined {
  if (!(minutes >= 0)) throw new RangeError(`Business minutes must be zero or more: ${minutes}`);
  let remaining = minutes * MINUTE;
  // A day's hours never run past its own midnight, so the search starts on the instant's day.
  const first = easternDay(instant);
  for (let offset = 0; offset <= SEARCH_DAYS; offset++) {
    const hours = businessHoursOn(addDays(first, offset), calendar);
    if (!hours || hours.closes <= instant) continue;
    const from = Math.max(hours.opens.getTime(), instant.getTime());
    const available = hours.closes.getTime() - from;
    if (remaining <= available) return new Date(from + remaining);
    remaining -= available;
  }
  return undefined;
}

/**
 * The business time between two instants, in minutes (fractions kept): the inverse of
 * addBusinessMinutes, so a lead answered at 9:30 on Monday after arriving at 17:30 on Friday (9-5
 * hours) waited 30 minutes. Zero when `to` is not after `from`. Elapsed time, as addBusinessMinutes
 * counts it, so an hour the clocks skip is not counted.
 */
export function businessMinutesBetween(from: Date, to: Date, calendar: BusinessCalendar): number {
  if (!(to > from)) return 0;
  let total = 0;
  const last = easternDay(to);
  // Day names in "YYYY-MM-DD" compare in calendar order.
  for (let day = easternDay(from); day <= last; day = addDays(day, 1)) {
    const hours = businessHoursOn(day, calendar);
    if (!hours) continue;
    const start = Math.max(hours.opens.getTime(), from.getTime());
    const end = Math.min(hours.closes.getTime(), to.getTime());
    if (end > start) total += end - start;
  }
  return total / MINUTE;
}
