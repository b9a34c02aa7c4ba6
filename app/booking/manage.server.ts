import { calendarEvent, manageUrl } from "./emails.server";
import { googleCalendarUrl, outlookCalendarUrl } from "./calendar-links";
import { findByToken, isChangeable, type Booking } from "./bookings.server";
import { formatSlot } from "./format";

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
  const event = calendarEvent(booking, link);
  return {
    state,
    when: formatSlot(booking.startsAt),
    start: booking.startsAt.toISOString(),
    name: booking.name,
    email: booking.email,
    cancelledBy: booking.cancelledBy,
    cancelMessage: booking.cancelMessage,
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
