import { and, asc, eq, gt, gte, lt, ne } from "drizzle-orm";
import { getDb, type Database } from "~/lib/db/client.server";
import { bookingBlockedDates, bookingHours, bookingSettings, bookings } from "./tables";
import { DEFAULT_BOOKING_SETTINGS } from "./settings";
import { addDays, easternDay, type Availability, type Taken, type WeeklyHours } from "./slots";

type Reader = Pick<Database, "select">;

type BookingSettings = Omit<Availability, "hours" | "blockedDays">;

const DEFAULT_SETTINGS: BookingSettings = DEFAULT_BOOKING_SETTINGS;

/** The staff's rules as they stand, with blocked days from yesterday on (older ones change nothing). */
export async function loadAvailability(db: Reader = getDb(), now = new Date()): Promise<Availability> {
  const [settingsRows, hourRows, blockedRows] = await Promise.all([
    db.select().from(bookingSettings).where(eq(bookingSettings.id, 1)),
    db.select().from(bookingHours),
    db
      .select({ day: bookingBlockedDates.day })
      .from(bookingBlockedDates)
      .where(gte(bookingBlockedDates.day, addDays(easternDay(now), -1))),
  ]);
  const settings = settingsRows[0] ?? DEFAULT_SETTINGS;
  const hours: WeeklyHours = {};
  for (const row of hourRows) hours[row.weekday] = { opens: row.opensMinute, closes: row.closesMinute };
  return {
    hours,
    blockedDays: new Set(blockedRows.map((row) => row.day)),
    callMinutes: settings.callMinutes,
    bufferMinutes: settings.bufferMinutes,
    noticeMinutes: settings.noticeMinutes,
    horizonDays: settings.horizonDays,
    capacity: settings.capacity,
  };
}

/** Active bookings holding a seat at any time in [from, to); `except` leaves one out (a move). */
export async function loadTaken(from: Date, to: Date, db: Reader = getDb(), except?: string): Promise<Taken[]> {
  const conditions = [ne(bookings.status, "cancelled"), lt(bookings.startsAt, to), gt(bookings.blockedUntil, from)];
  if (except) conditions.push(ne(bookings.id, except));
  return db
    .select({ seat: bookings.seat, startsAt: bookings.startsAt, blockedUntil: bookings.blockedUntil })
    .from(bookings)
    .where(and(...conditions))
    .orderBy(asc(bookings.startsAt));
}
