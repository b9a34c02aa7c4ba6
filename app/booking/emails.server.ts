import { eq } from "drizzle-orm";
import { bookingHosts } from "~/hosts/tables";
import { enqueueEmail, withdrawPendingEmails } from "~/outbox/enqueue.server";
import { site } from "~/content/site";
import { getEnv } from "~/lib/env.server";
import type { Database } from "~/lib/db/client.server";
import type { bookings } from "./tables";
import { CALL_TITLE, visitorIcs } from "./ics.server";
import { googleCalendarUrl, outlookCalendarUrl } from "./calendar-links";
import { formatSlot } from "./format";
import { reminderEmailPrefix } from "./reminders";
import { calendarLocation, placeLine, visitorPlaceSentence, type CallPlace } from "./location";
import { loadCallPlace } from "./meeting-link.server";

type Booking = typeof bookings.$inferSelect;
type Executor = Pick<Database, "insert" | "delete" | "select">;

export type BookingEmailEvent =
  | { kind: "booked"; booking: Booking; token: string }
  | { kind: "moved"; booking: Booking; token: string; from: Date }
  | { kind: "cancelled"; booking: Booking; by: "visitor" | "staff" };

export function manageUrl(token: string): string {
  return `${getEnv().SITE_URL}/book/manage/${token}`;
}

/** What the visitor's calendar shows: the call, where it happens, and where to change it. */
export function calendarEvent(booking: Booking, place: CallPlace, link?: string) {
  return {
    title: CALL_TITLE,
    details: link ? `To cancel or move this call: ${link}` : `Questions? ${site.email}`,
    startsAt: booking.startsAt,
    endsAt: booking.endsAt,
    location: calendarLocation(place),
  };
}

const SUBJECTS = {
  booked: "Your discovery call is booked",
  moved: "Your discovery call has moved",
  cancelled: "Your discovery call is cancelled",
} as const;

/**
 * The outbox key of a staff e-mail about a booking: "confirmation" for the first, then the change
 * and the booking's sequence ("moved:2"), so each change is told once.
 */
export function staffEmailKey(bookingId: string, suffix: string): string {
  return `booking:${bookingId}:staff-${suffix}`;
}

/**
 * Queues the visitor's and the staff's e-mails about a booking in the transaction that changed it,
 * so the change and its e-mails commit together (the outbox sends them once, retrying). One key
 * per e-mail: a move is keyed by the booking's new sequence, so each move is told once.
 */
export async function queueBookingEmails(db: Executor, event: BookingEmailEvent): Promise<void> {
  const { booking } = event;
  // A reminder queued for the old time, not sent yet, must not go out after a move or a
  // cancellation (reminders.server.ts queues the new time's).
  if (event.kind !== "booked") await withdrawPendingEmails(db, reminderEmailPrefix(booking.id));
  const link = event.kind === "cancelled" ? undefined : manageUrl(event.token);
  const when = formatSlot(booking.startsAt);
  const suffix = event.kind === "booked" ? "confirmation" : `${event.kind}:${booking.sequence}`;
  const place = await loadCallPlace(booking, db);
  const ics = visitorIcs(booking, place, link);
  const common = {
    name: booking.name,
    email: booking.email,
    starts_at: when,
    starts_at_utc: booking.startsAt.toISOString(),
    ends_at_utc: booking.endsAt.toISOString(),
    kind: event.kind,
    location: placeLine(place),
    meeting_url: place.kind === "video" ? (place.link ?? "") : "",
  };
  const where = visitorPlaceSentence(place);
  const visitorMessage = {
    booked: `Your 15-minute discovery call with ${site.brand} is booked for ${when}. ${where}`,
    moved: `Your 15-minute discovery call with ${site.brand} has moved to ${when}. ${where}`,
    cancelled:
      event.kind === "cancelled" && event.by === "staff"
        ? `We are sorry: we had to cancel your discovery call of ${when}.${booking.cancelMessage ? ` ${booking.cancelMessage}` : ""} Pick another time at ${getEnv().SITE_URL}/book.`
        : `Your discovery call of ${when} is cancelled. Pick another time whenever you like at ${getEnv().SITE_URL}/book.`,
  }[event.kind];

  await enqueueEmail(db, {
    template: "booking-visitor",
    key: `booking:${booking.id}:${suffix}`,
    to: booking.email,
    replyTo: site.email,
    params: {
      ...common,
      subject: SUBJECTS[event.kind],
      message: visitorMessage,
      manage_url: link ?? "",
      ics_url: link ? `${link}/calendar.ics` : "",
      // For an EmailJS "variable attachment" named calendar.ics (a data URL).
      ics_attachment: `data:text/calendar;base64,${Buffer.from(ics).toString("base64")}`,
      google_calendar_url: link ? googleCalendarUrl(calendarEvent(booking, place, link)) : "",
      outlook_calendar_url: link ? outlookCalendarUrl(calendarEvent(booking, place, link)) : "",
    },
  });
  // The host's own address when staff gave one, else the business's: a staff template whose To
  // Email is {{to_email}} then reaches the host; one with a fixed address keeps it (decision 034).
  const [host] = await db
    .select({ name: bookingHosts.name, email: bookingHosts.email })
    .from(bookingHosts)
    .where(eq(bookingHosts.id, booking.hostId));
  await enqueueEmail(db, {
    template: "booking-staff",
    key: staffEmailKey(booking.id, suffix),
    to: host?.email ?? site.email,
    replyTo: booking.email,
    params: {
      ...common,
      host_name: host?.name ?? "",
      host_email: host?.email ?? "",
      subject: `${SUBJECTS[event.kind].replace("Your", "A")}: ${booking.name}, ${when}${host ? `, with ${host.name}` : ""}`,
      organization: booking.organization ?? "",
      phone: booking.phone ?? "",
      topic: booking.topic ?? "",
      assessment_ref: booking.assessmentRef ?? "",
      cancelled_by: event.kind === "cancelled" ? event.by : "",
      cancel_reason: event.kind === "cancelled" ? (booking.cancelReason ?? "") : "",
      admin_url: `${getEnv().SITE_URL}/admin/bookings`,
    },
  });
}
