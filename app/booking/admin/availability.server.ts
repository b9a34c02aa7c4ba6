import { BOOKING_LIMITS, DEFAULT_BOOKING_SETTINGS } from "../settings";
import { asc, gte, sql, eq } from "drizzle-orm";
import { z } from "zod";
import { getDb } from "~/lib/db/client.server";
import { bookingBlockedDates, bookingHours, bookingSettings } from "../tables";
import { addDays, easternDay, isDay } from "../slots";

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;

/** "08:00" from 480, and back; 24:00 is midnight at the end of the day. */
const minuteToTime = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, "0")}:${String(minute % 60).padStart(2, "0")}`;
function timeToMinute(value: string): number | undefined {
  const match = /^([01]\d|2[0-4]):([0-5]\d)$/.exec(value);
  if (!match) return undefined;
  const minute = Number(match[1]) * 60 + Number(match[2]);
  return minute <= 1440 ? minute : undefined;
}

const whole = (label: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${label} must be a whole number.` })
    .int(`${label} must be a whole number.`)
    .min(min, `${label} must be at least ${min}.`)
    .max(max, `${label} must be at most ${max}.`);

const limit = ({ label, min, max }: { label: string; min: number; max: number }) => whole(label, min, max);
const { noticeMinutes: notice } = BOOKING_LIMITS;

const settingsSchema = z.object({
  callMinutes: limit(BOOKING_LIMITS.callMinutes),
  bufferMinutes: limit(BOOKING_LIMITS.bufferMinutes),
  noticeHours: whole(notice.label, notice.min / 60, notice.max / 60),
  horizonDays: limit(BOOKING_LIMITS.horizonDays),
  capacity: limit(BOOKING_LIMITS.capacity),
});

export type AvailabilityErrors = Record<string, string>;

export async function loadAvailabilityForm(now = new Date()) {
  const db = getDb();
  const [[settings], hours, blocked] = await Promise.all([
    db.select().from(bookingSettings).where(eq(bookingSettings.id, 1)),
    db.select().from(bookingHours),
    db
      .select()
      .from(bookingBlockedDates)
      .where(gte(bookingBlockedDates.day, easternDay(now)))
      .orderBy(asc(bookingBlockedDates.day)),
  ]);
  return {
    settings: {
      callMinutes: settings?.callMinutes ?? DEFAULT_BOOKING_SETTINGS.callMinutes,
      bufferMinutes: settings?.bufferMinutes ?? DEFAULT_BOOKING_SETTINGS.bufferMinutes,
      noticeHours: Math.round((settings?.noticeMinutes ?? DEFAULT_BOOKING_SETTINGS.noticeMinutes) / 60),
      horizonDays: settings?.horizonDays ?? DEFAULT_BOOKING_SETTINGS.horizonDays,
      capacity: settings?.capacity ?? DEFAULT_BOOKING_SETTINGS.capacity,
    },
    feedOn: Boolean(settings?.feedTokenHash),
    hours: WEEKDAYS.map((name, weekday) => {
      const row = hours.find((each) => each.weekday === weekday);
      return {
        weekday,
        name,
        open: Boolean(row),
        opens: minuteToTime(row?.opensMinute ?? 480),
        closes: minuteToTime(row?.closesMinute ?? 1080),
      };
    }),
    blocked: blocked.map((row) => ({ day: row.day, note: row.note })),
  };
}

/**
 * Saves the numbers and the weekly hours together, in one transaction. Bookings already made keep
 * their times and seats: the database constraint compares each booking's own stored range.
 */
export async function saveAvailability(
  form: FormData,
): Promise<{ ok: true } | { ok: false; errors: AvailabilityErrors }> {
  const errors: AvailabilityErrors = {};
  const parsed = settingsSchema.safeParse(
    Object.fromEntries(
      ["callMinutes", "bufferMinutes", "noticeHours", "horizonDays", "capacity"].map((key) => [
        key,
        form.get(key) ?? "",
      ]),
    ),
  );
  if (!parsed.success) for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
  const hours: { weekday: number; opensMinute: number; closesMinute: number }[] = [];
  for (const [weekday, name] of WEEKDAYS.entries()) {
    if (form.get(`open-${weekday}`) !== "on") continue;
    const opens = timeToMinute(String(form.get(`opens-${weekday}`) ?? ""));
    const closes = timeToMinute(String(form.get(`closes-${weekday}`) ?? ""));
    if (opens === undefined || closes === undefined) errors[`hours-${weekday}`] = `${name}: enter times as HH:MM.`;
    else if (opens >= closes) errors[`hours-${weekday}`] = `${name}: closing must be after opening.`;
    else hours.push({ weekday, opensMinute: opens, closesMinute: closes });
  }
  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, errors };
  const { noticeHours, ...rest } = parsed.data;
  await getDb().transaction(async (tx) => {
    await tx
      .insert(bookingSettings)
      .values({ id: 1, ...rest, noticeMinutes: noticeHours * 60 })
      .onConflictDoUpdate({
        target: bookingSettings.id,
        set: { ...rest, noticeMinutes: noticeHours * 60, updatedAt: sql`now()` },
      });
    await tx.delete(bookingHours);
    if (hours.length > 0) await tx.insert(bookingHours).values(hours);
  });
  return { ok: true };
}

export async function blockDay(day: string, note: string, now = new Date()): Promise<string | undefined> {
  if (!isDay(day)) return "Enter a date as YYYY-MM-DD.";
  if (day < easternDay(now) || day > addDays(easternDay(now), 730)) return "Pick a date from today to two years ahead.";
  await getDb()
    .insert(bookingBlockedDates)
    .values({ day, note: note.trim().slice(0, 200) })
    .onConflictDoUpdate({ target: bookingBlockedDates.day, set: { note: note.trim().slice(0, 200) } });
  return undefined;
}

export async function unblockDay(day: string): Promise<void> {
  if (isDay(day)) await getDb().delete(bookingBlockedDates).where(eq(bookingBlockedDates.day, day));
}
