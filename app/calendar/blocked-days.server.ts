import { asc, eq, gte } from "drizzle-orm";
import { getDb } from "~/lib/db/client.server";
import { addDays, easternDay, isDay } from "./days";
import { blockedDays } from "./tables";

/** The days staff blocked from today on, with their notes, soonest first. */
export async function listBlockedDays(now = new Date()): Promise<{ day: string; note: string }[]> {
  return getDb()
    .select({ day: blockedDays.day, note: blockedDays.note })
    .from(blockedDays)
    .where(gte(blockedDays.day, easternDay(now)))
    .orderBy(asc(blockedDays.day));
}

/** Closes a day (or renames its note); the problem to show when the day cannot be blocked. */
export async function blockDay(day: string, note: string, now = new Date()): Promise<string | undefined> {
  if (!isDay(day)) return "Enter a date as YYYY-MM-DD.";
  if (day < easternDay(now) || day > addDays(easternDay(now), 730)) return "Pick a date from today to two years ahead.";
  const trimmed = note.trim().slice(0, 200);
  await getDb()
    .insert(blockedDays)
    .values({ day, note: trimmed })
    .onConflictDoUpdate({ target: blockedDays.day, set: { note: trimmed } });
  return undefined;
}

export async function unblockDay(day: string): Promise<void> {
  if (isDay(day)) await getDb().delete(blockedDays).where(eq(blockedDays.day, day));
}
