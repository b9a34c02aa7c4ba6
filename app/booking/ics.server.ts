import ical, { ICalCalendarMethod, ICalEventStatus } from "ical-generator";
import { site } from "~/content/site";
import { getEnv } from "~/lib/env.server";
import type { bookings } from "./tables";

type Booking = typeof bookings.$inferSelect;

/** One UID per booking for its whole life, so a move or a cancellation updates the same event. */
function eventUid(booking: Pick<Booking, "id">): string {
  return `booking-${booking.id}@${new URL(getEnv().SITE_URL).hostname}`;
}

export const CALL_TITLE = `15-minute discovery call with ${site.brand}`;

const organizer = () => ({ name: site.brand, email: site.email });

/**
 * The visitor's calendar file: the call in UTC (DTSTART/DTEND with Z), or, once cancelled,
 * METHOD:CANCEL with STATUS:CANCELLED and a higher SEQUENCE, which calendars apply to the event
 * they already hold under the same UID.
 */
export function visitorIcs(booking: Booking, manageUrl?: string): string {
  const cancelled = booking.status === "cancelled";
  const calendar = ical({
    name: CALL_TITLE,
    prodId: { company: site.brand, product: "discovery-call" },
    method: cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.PUBLISH,
  });
  calendar.createEvent({
    id: eventUid(booking),
    sequence: booking.sequence,
    start: booking.startsAt,
    end: booking.endsAt,
    stamp: booking.updatedAt,
    summary: CALL_TITLE,
    description: manageUrl ? `To cancel or move this call: ${manageUrl}` : `Questions? ${site.email}`,
    organizer: organizer(),
    url: manageUrl ?? null,
    status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  });
  return calendar.toString();
}

/** The staff's private subscription: every active call, with who booked it and why. */
export function staffFeedIcs(rows: readonly Booking[]): string {
  const calendar = ical({
    name: `Discovery calls | ${site.brand}`,
    prodId: { company: site.brand, product: "discovery-call-feed" },
    ttl: 15 * 60,
  });
  for (const booking of rows) {
    const lines = [
      `${booking.name} <${booking.email}>`,
      booking.organization ? `Organization: ${booking.organization}` : null,
      booking.phone ? `Phone: ${booking.phone}` : null,
      booking.topic ? `Topic: ${booking.topic}` : null,
      booking.assessmentRef ? `Free IT audit: ${booking.assessmentRef}` : null,
    ].filter(Boolean);
    calendar.createEvent({
      id: eventUid(booking),
      sequence: booking.sequence,
      start: booking.startsAt,
      end: booking.endsAt,
      stamp: booking.updatedAt,
      summary: `Discovery call: ${booking.name}${booking.organization ? ` (${booking.organization})` : ""}`,
      description: lines.join("\n"),
      status: ICalEventStatus.CONFIRMED,
    });
  }
  return calendar.toString();
}
