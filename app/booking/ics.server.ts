import ical, { ICalAlarmType, ICalCalendarMethod, ICalEventStatus } from "ical-generator";
import { site } from "~/content/site";
import { getEnv } from "~/lib/env.server";
import { calendarLocation, type CallPlace } from "./location";
import type { bookings } from "./tables";

type Booking = typeof bookings.$inferSelect;

/** One UID per booking for its whole life, so a move or a cancellation updates the same event. */
function eventUid(booking: Pick<Booking, "id">): string {
  return `booking-${booking.id}@${new URL(getEnv().SITE_URL).hostname}`;
}

export const CALL_TITLE = `15-minute discovery call with ${site.brand}`;

const organizer = () => ({ name: site.brand, email: site.email });

/** How long before the call the visitor's calendar reminds them. */
const REMINDER_MINUTES = 15;

/**
 * The visitor's calendar file: the call in UTC (DTSTART/DTEND with Z), or, once cancelled,
 * METHOD:CANCEL with STATUS:CANCELLED and a higher SEQUENCE, which calendars apply to the event
 * they already hold under the same UID. LOCATION is the number we call or the meeting room; a
 * video call's URL is its room (one click to join), otherwise the manage link.
 */
export function visitorIcs(booking: Booking, place: CallPlace, manageUrl?: string): string {
  const cancelled = booking.status === "cancelled";
  const calendar = ical({
    name: CALL_TITLE,
    prodId: { company: site.brand, product: "discovery-call" },
    method: cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.PUBLISH,
  });
  const room = place.kind === "video" ? place.link : null;
  const event = calendar.createEvent({
    id: eventUid(booking),
    sequence: booking.sequence,
    start: booking.startsAt,
    end: booking.endsAt,
    stamp: booking.updatedAt,
    summary: CALL_TITLE,
    description: manageUrl ? `To cancel or move this call: ${manageUrl}` : `Questions? ${site.email}`,
    location: calendarLocation(place) ?? null,
    organizer: organizer(),
    url: room ?? manageUrl ?? null,
    status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  });
  if (!cancelled) {
    event.createAlarm({
      type: ICalAlarmType.display,
      trigger: REMINDER_MINUTES * 60,
      description: `${CALL_TITLE} in ${REMINDER_MINUTES} minutes`,
    });
  }
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
