import { and, asc, desc, eq, gte } from "drizzle-orm";
import { addDays, easternDay, isDay } from "~/calendar/days";
import { weeklyHoursForm } from "~/calendar/weekly-hours.server";
import { getDb } from "~/lib/db/client.server";
import type { HostDetails } from "./form";
import { bookingHosts, hostBlockedDays, hostHours } from "./tables";

export type Host = typeof bookingHosts.$inferSelect;

/** Every host, active first, then oldest first: the staff list and the bookings filter. */
export async function listHosts(): Promise<Host[]> {
  return getDb().select().from(bookingHosts).orderBy(desc(bookingHosts.active), asc(bookingHosts.createdAt));
}

export async function getHost(id: string): Promise<Host | undefined> {
  const [row] = await getDb().select().from(bookingHosts).where(eq(bookingHosts.id, id));
  return row;
}

const columns = (details: HostDetails) => ({
  name: details.name,
  email: details.email ?? null,
  meetingUrl: details.meetingUrl ?? null,
  active: details.active,
});

export async function addHost(details: HostDetails): Promise<Host> {
  const [row] = await getDb().insert(bookingHosts).values(columns(details)).returning();
  return row!;
}

/** Saves a host's details; undefined when there is no such host. Their calls stay theirs. */
export async function updateHost(id: string, details: HostDetails): Promise<Host | undefined> {
  const [row] = await getDb().update(bookingHosts).set(columns(details)).where(eq(bookingHosts.id, id)).returning();
  return row;
}

/** A host's own weekly hours for the form: per weekday whether they work it and from when to when. */
export async function loadHostHoursForm(id: string) {
  const rows = await getDb().select().from(hostHours).where(eq(hostHours.hostId, id));
  return { own: rows.length > 0, days: weeklyHoursForm(rows) };
}

/** Replaces a host's own hours (none: the business's hours again), in one transaction. */
export async function replaceHostHours(
  id: string,
  rows: { weekday: number; opensMinute: number; closesMinute: number }[],
): Promise<void> {
  await getDb().transaction(async (tx) => {
    await tx.delete(hostHours).where(eq(hostHours.hostId, id));
    if (rows.length > 0) await tx.insert(hostHours).values(rows.map((row) => ({ ...row, hostId: id })));
  });
}

/** The days a host blocked from today on, soonest first. */
export async function listHostBlockedDays(id: string, now = new Date()) {
  return getDb()
    .select({ day: hostBlockedDays.day, note: hostBlockedDays.note })
    .from(hostBlockedDays)
    .where(and(eq(hostBlockedDays.hostId, id), gte(hostBlockedDays.day, easternDay(now))))
    .orderBy(asc(hostBlockedDays.day));
}

/** Blocks a day for one host (or renames its note); the problem to show when it cannot be blocked. */
export async function blockHostDay(id: string, day: string, note: string, now = new Date()) {
  if (!isDay(day)) return "Enter a date as YYYY-MM-DD.";
  if (day < easternDay(now) || day > addDays(easternDay(now), 730)) return "Pick a date from today to two years ahead.";
  const trimmed = note.trim().slice(0, 200);
  await getDb()
    .insert(hostBlockedDays)
    .values({ hostId: id, day, note: trimmed })
    .onConflictDoUpdate({ target: [hostBlockedDays.hostId, hostBlockedDays.day], set: { note: trimmed } });
  return undefined;
}

export async function unblockHostDay(id: string, day: string): Promise<void> {
  if (isDay(day))
    await getDb()
      .delete(hostBlockedDays)
      .where(and(eq(hostBlockedDays.hostId, id), eq(hostBlockedDays.day, day)));
}
