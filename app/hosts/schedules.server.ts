import { asc, eq, sql } from "drizzle-orm";
import type { WeeklyHours } from "~/calendar/calendar";
import { addDays, easternDay } from "~/calendar/days";
import { getDb, type Database } from "~/lib/db/client.server";
import type { HostSchedule } from "./schedule";
import { bookingHosts, hostBlockedDays, hostHours } from "./tables";

type Reader = Pick<Database, "select">;

/**
 * The active hosts with their own hours and their days off from yesterday on, oldest first. One
 * query, so one pooled connection: every booking attempt asks this, and a rush of them must not
 * queue for connections.
 */
export async function loadActiveHostSchedules(db: Reader = getDb(), now = new Date()): Promise<HostSchedule[]> {
  const since = addDays(easternDay(now), -1);
  const rows = await db
    .select({
      id: bookingHosts.id,
      name: bookingHosts.name,
      createdAt: bookingHosts.createdAt,
      hours: sql<
        [number, number, number][]
      >`coalesce((select json_agg(json_build_array(${hostHours.weekday}, ${hostHours.opensMinute}, ${hostHours.closesMinute})) from ${hostHours} where ${hostHours.hostId} = ${bookingHosts.id}), '[]'::json)`,
      blockedDays: sql<
        string[]
      >`coalesce((select json_agg(${hostBlockedDays.day}) from ${hostBlockedDays} where ${hostBlockedDays.hostId} = ${bookingHosts.id} and ${hostBlockedDays.day} >= ${since}), '[]'::json)`,
    })
    .from(bookingHosts)
    .where(eq(bookingHosts.active, true))
    .orderBy(asc(bookingHosts.createdAt), asc(bookingHosts.id));
  return rows.map((row) => {
    const hours: WeeklyHours = {};
    for (const [weekday, opens, closes] of row.hours) hours[weekday] = { opens, closes };
    return { id: row.id, name: row.name, createdAt: row.createdAt, hours, blockedDays: new Set(row.blockedDays) };
  });
}
