import { addBusinessMinutes, type BusinessCalendar } from "~/calendar/calendar";

/**
 * The promise every page makes: "We respond within 2 hours (during business hours)". A lead's
 * clock counts business time only, on the calendar booking uses, so a lead at 5:30 PM on a Friday
 * is due at 9:30 AM on Monday (with 8-6 hours) and a holiday does not count.
 */
export const RESPONSE_PROMISE_MINUTES = 120;

/** When staff are warned that a lead's time is running out: after three quarters of it. */
export const ESCALATE_AFTER_MINUTES = (RESPONSE_PROMISE_MINUTES * 3) / 4;

/**
 * A week of business time as the furthest fallback: a calendar with no business hours at all
 * (every weekday closed) still gets a due time, rather than a lead that is never due.
 */
const NO_HOURS_FALLBACK_MS = 7 * 24 * 60 * 60_000;

function afterBusinessMinutes(from: Date, minutes: number, calendar: BusinessCalendar): Date {
  return addBusinessMinutes(from, minutes, calendar) ?? new Date(from.getTime() + NO_HOURS_FALLBACK_MS);
}

/** When a lead that arrived at `receivedAt` must have had its first response. */
export function respondBy(receivedAt: Date, calendar: BusinessCalendar): Date {
  return afterBusinessMinutes(receivedAt, RESPONSE_PROMISE_MINUTES, calendar);
}

/** When a lead still unanswered is escalated to all staff. */
export function escalateAt(receivedAt: Date, calendar: BusinessCalendar): Date {
  return afterBusinessMinutes(receivedAt, ESCALATE_AFTER_MINUTES, calendar);
}
