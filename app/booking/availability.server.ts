import { and, asc, count, eq, gt, lt, ne } from "drizzle-orm";
import { loadBusinessCalendar } from "~/calendar/calendar.server";
import { BUSINESS_FEED, busyIntervals } from "~/calendar-sync/feeds.server";
import { loadActiveHostSchedules } from "~/hosts/schedules.server";
import { getDb, type Database } from "~/lib/db/client.server";
import { bookingSettings, bookings } from "./tables";
import { DEFAULT_BOOKING_SETTINGS } from "./settings";
import type { Availability, Taken } from "./slots";

type Reader = Pick<Database, "select">;

type BookingSettings = Omit<Availability, "hours" | "blockedDays" | "holidaysOff" | "hosts">;

const DEFAULT_SETTINGS: BookingSettings = DEFAULT_BOOKING_SETTINGS;

/** The staff's rules as they stand: the business calendar, the call settings and the active hosts. */
export async function loadAvailability(db: Reader = getDb(), now = new Date()): Promise<Availability> {
  const [settingsRows, calendar, hosts] = await Promise.all([
    db.select().from(bookingSettings).where(eq(bookingSettings.id, 1)),
    loadBusinessCalendar(db, now),
    loadActiveHostSchedules(db, now),
  ]);
  const settings = settingsRows[0] ?? DEFAULT_SETTINGS;
  return {
    ...calendar,
    callMinutes: settings.callMinutes,
    bufferMinutes: settings.bufferMinutes,
    noticeMinutes: settings.noticeMinutes,
    horizonDays: settings.horizonDays,
    hosts,
  };
}

/**
 * What keeps a host busy at any time in [from, to): active bookings (`except` leaves one out, a
 * move), the host's own calendar's busy times and the business calendar's, which take every host.
 * `hosts` are the availability's (loadAvailability): the hosts it was read with are the only ones
 * asked of, so they are not read again here.
 */
export async function loadTaken(
  from: Date,
  to: Date,
  hosts: Availability["hosts"],
  db: Reader = getDb(),
  except?: string,
): Promise<Taken[]> {
  const conditions = [ne(bookings.status, "cancelled"), lt(bookings.startsAt, to), gt(bookings.blockedUntil, from)];
  if (except) conditions.push(ne(bookings.id, except));
  const booked = await db
    .select({ hostId: bookings.hostId, startsAt: bookings.startsAt, blockedUntil: bookings.blockedUntil })
    .from(bookings)
    .where(and(...conditions))
    .orderBy(asc(bookings.startsAt));
  const hostIds = hosts.map((host) => host.id);
  return [...booked, ...(await calendarBusy(from, to, hostIds, db))];
}

/** Staff's calendars (app/calendar-sync/): a host's own feed takes that host, the business's takes every host. */
async function calendarBusy(from: Date, to: Date, hosts: string[], db: Reader): Promise<Taken[]> {
  const busy = await busyIntervals([BUSINESS_FEED.ownerId, ...hosts], from, to, db);
  return busy.flatMap(({ ownerId, startsAt, endsAt }) =>
    (ownerId === BUSINESS_FEED.ownerId ? hosts : [ownerId]).map((hostId) => ({
      hostId,
      startsAt,
      blockedUntil: endsAt,
    })),
  );
}

/** Each host's confirmed calls still to come: a new call goes to the host with fewest. */
export async function upcomingByHost(db: Reader = getDb(), now = new Date()): Promise<Map<string, number>> {
  const rows = await db
    .select({ hostId: bookings.hostId, calls: count() })
    .from(bookings)
    .where(and(eq(bookings.status, "confirmed"), gt(bookings.startsAt, now)))
    .groupBy(bookings.hostId);
  return new Map(rows.map((row) => [row.hostId, row.calls]));
}
