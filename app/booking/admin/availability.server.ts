import { sql, eq } from "drizzle-orm";
import { z } from "zod";
import { listBlockedDays } from "~/calendar/blocked-days.server";
import { loadWeeklyHoursForm, readWeeklyHours, replaceWeeklyHours } from "~/calendar/weekly-hours.server";
import { getDb } from "~/lib/db/client.server";
import { meetingUrlSchema } from "../meeting-url";
import { BOOKING_LIMITS, DEFAULT_BOOKING_SETTINGS } from "../settings";
import { bookingSettings } from "../tables";

const whole = (label: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${label} must be a whole number.` })
    .int(`${label} must be a whole number.`)
    .min(min, `${label} must be at least ${min}.`)
    .max(max, `${label} must be at most ${max}.`);

const limit = ({ label, min, max }: { label: string; min: number; max: number }) => whole(label, min, max);
/** A reminder left blank is refused, not read as 0: 0 turns it off, which must be typed. */
const reminder = (limits: { label: string; min: number; max: number }) =>
  z.preprocess((value) => (value === "" ? undefined : value), limit(limits));
const { noticeMinutes: notice } = BOOKING_LIMITS;

const settingsSchema = z.object({
  callMinutes: limit(BOOKING_LIMITS.callMinutes),
  bufferMinutes: limit(BOOKING_LIMITS.bufferMinutes),
  noticeHours: whole(notice.label, notice.min / 60, notice.max / 60),
  horizonDays: limit(BOOKING_LIMITS.horizonDays),
  firstReminderHours: reminder(BOOKING_LIMITS.firstReminderHours),
  lastReminderMinutes: reminder(BOOKING_LIMITS.lastReminderMinutes),
  meetingUrl: meetingUrlSchema,
});

export type AvailabilityErrors = Record<string, string>;

export async function loadAvailabilityForm(now = new Date()) {
  const db = getDb();
  const [[settings], hours, blocked] = await Promise.all([
    db.select().from(bookingSettings).where(eq(bookingSettings.id, 1)),
    loadWeeklyHoursForm(db),
    listBlockedDays(now),
  ]);
  return {
    settings: {
      callMinutes: settings?.callMinutes ?? DEFAULT_BOOKING_SETTINGS.callMinutes,
      bufferMinutes: settings?.bufferMinutes ?? DEFAULT_BOOKING_SETTINGS.bufferMinutes,
      noticeHours: Math.round((settings?.noticeMinutes ?? DEFAULT_BOOKING_SETTINGS.noticeMinutes) / 60),
      horizonDays: settings?.horizonDays ?? DEFAULT_BOOKING_SETTINGS.horizonDays,
      firstReminderHours: settings?.firstReminderHours ?? DEFAULT_BOOKING_SETTINGS.firstReminderHours,
      lastReminderMinutes: settings?.lastReminderMinutes ?? DEFAULT_BOOKING_SETTINGS.lastReminderMinutes,
    },
    meetingUrl: settings?.meetingUrl ?? "",
    feedOn: Boolean(settings?.feedTokenHash),
    hours,
    blocked,
  };
}

/**
 * Saves the numbers and the weekly hours together, in one transaction. Bookings already made keep
 * their times and hosts: the database constraint compares each booking's own stored range.
 */
export async function saveAvailability(
  form: FormData,
): Promise<{ ok: true } | { ok: false; errors: AvailabilityErrors }> {
  const errors: AvailabilityErrors = {};
  const parsed = settingsSchema.safeParse(
    Object.fromEntries(Object.keys(settingsSchema.shape).map((key) => [key, form.get(key) ?? ""])),
  );
  if (!parsed.success) for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
  const hours = readWeeklyHours(form);
  Object.assign(errors, hours.errors);
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
    await replaceWeeklyHours(hours.rows, tx);
  });
  return { ok: true };
}
