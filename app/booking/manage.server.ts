import { calendarEvent, manageUrl } from "./emails.server";
import { googleCalendarUrl, outlookCalendarUrl } from "./calendar-links";
import { findByToken, isChangeable, type Booking } from "./bookings.server";
import { formatDayLong, formatSlot } from "./format";
import { bookableDays, bookableSlots } from "./page-data.server";
import { isDay } from "./slots";
import type { CallPlace } from "./location";
import { loadCallPlace } from "./meeting-link.server";

export type ManageView =
  | { state: "missing" }
  | {
      state: "confirmed" | "cancelled" | "past";
      when: string;
      start: string;
      name: string;
      email: string;
      cancelledBy: "visitor" | "staff" | null;
      cancelMessage: string | null;
      place: CallPlace;
      calendar: { ics: string; google: string; outlook: string; office: string } | null;
    };

function stateOf(booking: Booking, now: Date): "confirmed" | "cancelled" | "past" {
  if (booking.status === "cancelled") return "cancelled";
  return isChangeable(booking, now) ? "confirmed" : "past";
}

/** What a manage link's page shows; never the booking's id or anything not the visitor's own. */
export async function manageView(token: string, now = new Date()): Promise<ManageView> {
  const booking = await findByToken(token);
  if (!booking) return { state: "missing" };
  const state = stateOf(booking, now);
  const link = manageUrl(token);
  const place = await loadCallPlace(booking);
  const event = calendarEvent(booking, place, link);
  return {
    state,
    when: formatSlot(booking.startsAt),
    start: booking.startsAt.toISOString(),
    name: booking.name,
    email: booking.email,
    cancelledBy: booking.cancelledBy,
    cancelMessage: booking.cancelMessage,
    place,
    calendar:
      state === "confirmed"
        ? {
            ics: `/book/manage/${token}/calendar.ics`,
            google: googleCalendarUrl(event),
            outlook: outlookCalendarUrl(event),
            office: outlookCalendarUrl(event, "outlook.office.com"),
          }
        : null,
  };
}

/**
 * What the move page offers: the days with free calls and, for the day asked for, its free times,
 * the booking's own seat counted as free. "gone" for a link to nothing or a call no longer changeable.
 */
export async function moveChoices(token: string, wantedDay: string | null, now = new Date()) {
  const booking = await findByToken(token);
  if (!booking || !isChangeable(booking, now)) return { state: "gone" as const, found: Boolean(booking) };
  const { days } = await bookableDays(now, booking.id);
  const day = wantedDay && isDay(wantedDay) ? wantedDay : undefined;
  return {
    state: "ok" as const,
    current: formatSlot(booking.startsAt),
    days,
    day,
    dayLabel: day ? formatDayLong(day) : undefined,
    slots: day ? await bookableSlots(day, now, booking.id) : [],
  };
}
