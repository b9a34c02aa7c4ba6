import { and, asc, eq, gte, inArray } from "drizzle-orm";
import type { WeeklyHours } from "~/calendar/calendar";
import { addDays, easternDay } from "~/calendar/days";
import { getDb, type Database } from "~/lib/db/client.server";
import type { HostSchedule } from "./schedule";
import { bookingHosts, hostBlockedDays, hostHours } from "./tables";

type Reader = Pick<Database, "select">;

/** The active hosts with their own hours and their days off from yesterday on, oldest first. */
export async function loadActiveHostSchedules(db: Reader = getDb(), now = new Date()): Promise<HostSchedule[]> {
  const hosts = await db
    .select({ id: bookingHosts.id, name: bookingHosts.name, createdAt: bookingHosts.createdAt })
    .from(bookingHosts)
    .where(eq(bookingHosts.active, true))
    .orderBy(asc(bookingHosts.createdAt), asc(bookingHosts.id));
  if (hosts.length === 0) return [];
  const ids = hosts.map((host) => host.id);
  const [hourRows, blockedRows] = await Promise.all([
    db.select().from(hostHours).where(inArray(hostHours.hostId, ids)),
    db
      .select({ hostId: hostBlockedDays.hostId, day: hostBlockedDays.day })
      .from(hostBlockedDays)
      .where(and(inArray(hostBlockedDays.hostId, ids), gte(hostBlockedDays.day, addDays(easternDay(now), -1)))),
  ]);
  return hosts.map((host) => {
    const hours: WeeklyHours = {};
    for (const row of hourRows.filter((each) => each.hostId === host.id))
      hours[row.weekday] = { opens: row.opensMinute, closes: row.closesMinute };
    const blockedDays = new Set(blockedRows.filter((row) => row.hostId === host.id).map((row) => row.day));
    return { ...host, hours, blockedDays };
  });
}
