import { and, asc, eq, gt, lt, ne } from "drizzle-orm";
import { loadBusinessCalendar } from "~/calendar/calendar.server";
import { BUSINESS_FEED, busyIntervals } from "~/calendar-sync/feeds.server";
import { getDb, type Database } from "~/lib/db/client.server";
import { bookingSettings, bookings } from "./tables";
import { BOOKING_LIMITS, DEFAULT_BOOKING_SETTINGS } from "./settings";
import type { Availability, Taken } from "./slots";

type Reader = Pick<Database, "select">;

type BookingSettings = Omit<Availability, "hours" | "blockedDays" | "holidaysOff">;

const DEFAULT_SETTINGS: BookingSettings = DEFAULT_BOOKING_SETTINGS;

/** The staff's rules as they stand: the business calendar and the call settings. */
export async function loadAvailability(db: Reader = getDb(), now = new Date()): Promise<Availability> {
  const [settingsRows, calendar] = await Promise.all([
    db.select().from(bookingSettings).where(eq(bookingSettings.id, 1)),
    loadBusinessCalendar(db, now),
  ]);
  const settings = settingsRows[0] ?? DEFAULT_SETTINGS;
  return {
    ...calendar,
    callMinutes: settings.callMinutes,
    bufferMinutes: settings.bufferMinutes,
    noticeMinutes: settings.noticeMinutes,
    horizonDays: settings.horizonDays,
    capacity: settings.capacity,
  };
}

/**
 * What holds a seat at any time in [from, to): active bookings (`except` leaves one out, a move)
 * and the business calendar's busy times.
 */
export async function loadTaken(from: Date, to: Date, db: Reader = getDb(), except?: string): Promise<Taken[]> {
  const conditions = [ne(bookings.status, "cancelled"), lt(bookings.startsAt, to), gt(bookings.blockedUntil, from)];
  if (except) conditions.push(ne(bookings.id, except));
  const booked = await db
    .select({ seat: bookings.seat, startsAt: bookings.startsAt, blockedUntil: bookings.blockedUntil })
    .from(bookings)
    .where(and(...conditions))
    .orderBy(asc(bookings.startsAt));
  return [...booked, ...(await calendarBusy(from, to, db))];
}

/** The business's own calendar (app/calendar-sync/): each of its busy times takes every seat. */
async function calendarBusy(from: Date, to: Date, db: Reader): Promise<Taken[]> {
  const busy = await busyIntervals([BUSINESS_FEED.ownerId], from, to, db);
  const seats = Array.from({ length: BOOKING_LIMITS.capacity.max }, (_, index) => index + 1);
  return busy.flatMap(({ startsAt, endsAt }) => seats.map((seat) => ({ seat, startsAt, blockedUntil: endsAt })));
}
