// When a booked call's reminder e-mails fall due. Pure: no database, no clock of its own.
import type { REMINDER_KINDS } from "./tables";

export type ReminderKind = (typeof REMINDER_KINDS)[number];

/** Staff's reminder settings: how long before the call each one goes; 0 is off. */
export type ReminderSettings = { firstReminderHours: number; lastReminderMinutes: number };

/** A confirmed call as the rule sees it. */
export type RemindedCall = {
  startsAt: Date;
  /** When the call got its current time: when it was booked, or last moved. */
  scheduledAt: Date;
};

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** How long before the call each kind goes, in milliseconds; 0 when staff turned it off. */
function reminderLeads(settings: ReminderSettings): Record<ReminderKind, number> {
  return { first: settings.firstReminderHours * HOUR, last: settings.lastReminderMinutes * MINUTE };
}

/**
 * How late a reminder may still go when the scheduler could not send it on time (every instance
 * down, the database away): a quarter of its lead, at most six hours. A 24-hour reminder still goes
 * 18 hours before the call, a 1-hour one 45 minutes before; later than that it would read oddly
 * ("in 24 hours" with three hours left) and the other reminder or the confirmation has it covered.
 */
export function reminderGrace(leadMs: number): number {
  return Math.min(leadMs / 4, 6 * HOUR);
}

/**
 * The reminders of this call due at `now`. One is due from its send time (the start minus its
 * lead) until the grace after it, and only when the call already had this time at the send time:
 * a call booked or moved less than 24 hours ahead gets no 24-hour reminder (the confirmation just
 * told the visitor), only the later one. Whether one was already sent is the database's business
 * (booking_reminders), not this rule's.
 */
export function dueReminders(call: RemindedCall, settings: ReminderSettings, now: Date): ReminderKind[] {
  const leads = reminderLeads(settings);
  const due: ReminderKind[] = [];
  for (const kind of Object.keys(leads) as ReminderKind[]) {
    const lead = leads[kind];
    if (lead <= 0) continue;
    const sendAt = call.startsAt.getTime() - lead;
    if (now.getTime() < sendAt || now.getTime() > sendAt + reminderGrace(lead)) continue;
    if (now.getTime() >= call.startsAt.getTime()) continue;
    if (call.scheduledAt.getTime() > sendAt) continue;
    due.push(kind);
  }
  return due;
}

/** The longest lead: no call starting later than this from now can have a reminder due. */
export function longestLead(settings: ReminderSettings): number {
  return Math.max(0, ...Object.values(reminderLeads(settings)));
}

/** The outbox keys of a call's reminders all start with this (withdrawn when the call changes). */
export const reminderEmailPrefix = (bookingId: string) => `booking:${bookingId}:reminder-`;
