import { eq, gte } from "drizzle-orm";
import { getDb, type Database } from "~/lib/db/client.server";
import type { BusinessCalendar, WeeklyHours } from "./calendar";
import { addDays, dayOf, easternDay } from "./days";
import { HOLIDAYS, holidaysObservedBetween, isHolidayId, type Holiday } from "./holidays";
import { blockedDays, businessHours, holidaysOff } from "./tables";

type Reader = Pick<Database, "select">;

/** The calendar as it stands, with blocked days from yesterday on (older ones change nothing). */
export async function loadBusinessCalendar(db: Reader = getDb(), now = new Date()): Promise<BusinessCalendar> {
  // One after the other: `db` may be a transaction, one connection, which runs one query at a
  // time (pg warns on stderr about queries sent while another runs, breaking JSON-only logs).
  const hourRows = await db.select().from(businessHours);
  const blockedRows = await db
    .select({ day: blockedDays.day })
    .from(blockedDays)
    .where(gte(blockedDays.day, addDays(easternDay(now), -1)));
  const offRows = await db.select({ holiday: holidaysOff.holiday }).from(holidaysOff);
  const hours: WeeklyHours = {};
  for (const row of hourRows) hours[row.weekday] = { opens: row.opensMinute, closes: row.closesMinute };
  return {
    hours,
    blockedDays: new Set(blockedRows.map((row) => row.day)),
    holidaysOff: new Set(offRows.map((row) => row.holiday).filter(isHolidayId)),
  };
}

/** A coming holiday as staff see it: observed (the business closes) or switched off. */
export type ComingHoliday = Holiday & { closed: boolean };

/** The holidays observed from today through the next twelve months, each with its switch. */
export async function comingHolidays(now = new Date(), db: Reader = getDb()): Promise<ComingHoliday[]> {
  const today = easternDay(now);
  const [year, month, date] = today.split("-").map(Number) as [number, number, number];
  const end = addDays(dayOf(year + 1, month, date), -1);
  const off = new Set((await db.select({ holiday: holidaysOff.holiday }).from(holidaysOff)).map((row) => row.holiday));
  return holidaysObservedBetween(today, end).map((holiday) => ({ ...holiday, closed: !off.has(holiday.id) }));
}

/**
 * Observes a holiday again (closed on it) or switches it off (open on it), every year. Unknown
 * names change nothing and say so.
 */
export async function switchHoliday(id: string, closed: boolean): Promise<Holiday["name"] | undefined> {
  const holiday = HOLIDAYS.find((each) => each.id === id);
  if (!holiday) return undefined;
  const db = getDb();
  if (closed) await db.delete(holidaysOff).where(eq(holidaysOff.holiday, holiday.id));
  else await db.insert(holidaysOff).values({ holiday: holiday.id }).onConflictDoNothing();
  return holiday.name;
}
