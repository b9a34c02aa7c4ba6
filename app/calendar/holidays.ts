import { addDays, dayOf, weekdayOf } from "./days";

/**
 * The US federal holidays (5 U.S.C. 6103), computed for any year rather than typed out, and the
 * day each is observed: one on a Saturday is observed the Friday before, one on a Sunday the Monday
 * after. New Year's Day on a Saturday is therefore observed on Friday December 31 of the year
 * before, as federal offices do (decision 033).
 */

type Rule =
  /** A fixed date: month 1-12, day of month. */
  | { month: number; date: number }
  /** The nth weekday of a month (nth -1: the last), weekday 0 = Sunday. */
  | { month: number; weekday: number; nth: number };

export const HOLIDAYS = [
  { id: "new_years_day", name: "New Year's Day", rule: { month: 1, date: 1 } },
  { id: "mlk_day", name: "Martin Luther King Jr. Day", rule: { month: 1, weekday: 1, nth: 3 } },
  {
    id: "washingtons_birthday",
    name: "Washington's Birthday (Presidents' Day)",
    rule: { month: 2, weekday: 1, nth: 3 },
  },
  { id: "memorial_day", name: "Memorial Day", rule: { month: 5, weekday: 1, nth: -1 } },
  { id: "juneteenth", name: "Juneteenth", rule: { month: 6, date: 19 } },
  { id: "independence_day", name: "Independence Day", rule: { month: 7, date: 4 } },
  { id: "labor_day", name: "Labor Day", rule: { month: 9, weekday: 1, nth: 1 } },
  { id: "columbus_day", name: "Columbus Day", rule: { month: 10, weekday: 1, nth: 2 } },
  { id: "veterans_day", name: "Veterans Day", rule: { month: 11, date: 11 } },
  { id: "thanksgiving", name: "Thanksgiving Day", rule: { month: 11, weekday: 4, nth: 4 } },
  { id: "christmas", name: "Christmas Day", rule: { month: 12, date: 25 } },
] as const satisfies readonly { id: string; name: string; rule: Rule }[];

export type HolidayId = (typeof HOLIDAYS)[number]["id"];
export const HOLIDAY_IDS: readonly HolidayId[] = HOLIDAYS.map((holiday) => holiday.id);

/** One year's holiday: the day it falls on and the day the business closes for it. */
export type Holiday = { id: HolidayId; name: string; date: string; observed: string };

export function isHolidayId(value: string): value is HolidayId {
  return (HOLIDAY_IDS as readonly string[]).includes(value);
}

function dateOf(rule: Rule, year: number): string {
  if ("date" in rule) return dayOf(year, rule.month, rule.date);
  if (rule.nth > 0) {
    const first = dayOf(year, rule.month, 1);
    return addDays(first, ((rule.weekday - weekdayOf(first) + 7) % 7) + (rule.nth - 1) * 7);
  }
  const last = addDays(dayOf(year, rule.month + 1, 1), -1);
  return addDays(last, -((weekdayOf(last) - rule.weekday + 7) % 7));
}

/** Saturday moves back to Friday, Sunday on to Monday. */
function observedDay(day: string): string {
  const weekday = weekdayOf(day);
  return weekday === 6 ? addDays(day, -1) : weekday === 0 ? addDays(day, 1) : day;
}

const byYear = new Map<number, readonly Holiday[]>();

/** The holidays whose actual date is in this year, in calendar order. */
export function holidaysOf(year: number): readonly Holiday[] {
  let holidays = byYear.get(year);
  if (!holidays) {
    holidays = HOLIDAYS.map(({ id, name, rule }) => {
      const date = dateOf(rule, year);
      return { id, name, date, observed: observedDay(date) };
    });
    byYear.set(year, holidays);
  }
  return holidays;
}

/** The holidays observed from `from` to `to` (both "YYYY-MM-DD", inclusive), by observed day. */
export function holidaysObservedBetween(from: string, to: string): Holiday[] {
  const years: number[] = [];
  // A year's New Year's Day can be observed in the year before.
  for (let year = Number(from.slice(0, 4)); year <= Number(to.slice(0, 4)) + 1; year++) years.push(year);
  return years
    .flatMap((year) => holidaysOf(year))
    .filter((holiday) => holiday.observed >= from && holiday.observed <= to)
    .sort((a, b) => a.observed.localeCompare(b.observed));
}

/** The holiday observed on this day, if any (two never share one). */
export function holidayObservedOn(day: string): Holiday | undefined {
  return holidaysObservedBetween(day, day)[0];
}
