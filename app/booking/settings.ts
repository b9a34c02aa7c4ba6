// The booking rules staff set at /admin/availability: each one's default and limits, in one place
// for the form's validation, the loaders and the database's checks. No imports: pages use it too.
export const BOOKING_LIMITS = {
  callMinutes: { label: "Call length", default: 15, min: 5, max: 240 },
  bufferMinutes: { label: "Buffer", default: 0, min: 0, max: 240 },
  /** Shown and edited in hours; kept in minutes. */
  noticeMinutes: { label: "Minimum notice", default: 120, min: 0, max: 14 * 24 * 60 },
  horizonDays: { label: "Days ahead", default: 30, min: 1, max: 365 },
  /** Reminder e-mails before the call (app/booking/reminders.ts); 0 turns one off. */
  firstReminderHours: { label: "First reminder", default: 24, min: 0, max: 7 * 24 },
  lastReminderMinutes: { label: "Last reminder", default: 60, min: 0, max: 24 * 60 },
} as const;

export type BookingSettingName = keyof typeof BOOKING_LIMITS;

export const DEFAULT_BOOKING_SETTINGS = Object.fromEntries(
  Object.entries(BOOKING_LIMITS).map(([name, limits]) => [name, limits.default]),
) as { [Name in BookingSettingName]: number };

/**
 * The longest meeting room address staff may set (also a check of the booking settings table). Here,
 * not beside its schema: the staff form's field needs the number, and the schema would bring Zod
 * into the booking pages' file.
 */
export const MEETING_URL_MAX = 500;
