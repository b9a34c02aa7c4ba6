import { enqueueEmail } from "~/outbox/enqueue.server";
import { site } from "~/content/site";
import type { Database } from "~/lib/db/client.server";
import type { bookings } from "./tables";
import { calendarEvent, manageUrl } from "./emails.server";
import { visitorIcs } from "./ics.server";
import { googleCalendarUrl, outlookCalendarUrl } from "./calendar-links";
import { formatSlot } from "./format";
import { placeLine, visitorPlaceSentence } from "./location";
import { loadCallPlace } from "./meeting-link.server";
import { reminderEmailPrefix, type ReminderKind } from "./reminders";

type Booking = typeof bookings.$inferSelect;

/**
 * The outbox key of one reminder: the call, the kind and the start it reminds of, so a moved call's
 * reminders are new e-mails and the old time's can be withdrawn by their prefix.
 */
function reminderKey(booking: Pick<Booking, "id" | "startsAt">, kind: ReminderKind): string {
  return `${reminderEmailPrefix(booking.id)}${kind}:${booking.startsAt.toISOString()}`;
}

/**
 * Queues the visitor's reminder, in the visitor's booking template (kind "reminder"). `token` is
 * the visitor's own manage link token; without one (a call booked before reminders existed, or a
 * session secret no longer listed) the reminder says how to reach us instead.
 */
export async function queueReminderEmail(
  db: Pick<Database, "insert" | "delete" | "select">,
  booking: Booking,
  kind: ReminderKind,
  token: string | undefined,
): Promise<void> {
  const when = formatSlot(booking.startsAt);
  const place = await loadCallPlace(booking, db);
  const link = token ? manageUrl(token) : undefined;
  const change = link
    ? `To cancel or move it: ${link}`
    : `To cancel or move it, reply to this e-mail or call us at ${site.phone.display}.`;
  await enqueueEmail(db, {
    template: "booking-visitor",
    key: reminderKey(booking, kind),
    to: booking.email,
    replyTo: site.email,
    params: {
      name: booking.name,
      email: booking.email,
      starts_at: when,
      starts_at_utc: booking.startsAt.toISOString(),
      ends_at_utc: booking.endsAt.toISOString(),
      kind: "reminder",
      location: placeLine(place),
      meeting_url: place.kind === "video" ? (place.link ?? "") : "",
      reminder: kind,
      subject: `Reminder: your discovery call on ${when}`,
      message: `A reminder of your 15-minute discovery call with ${site.brand} on ${when}. ${visitorPlaceSentence(place)} ${change}`,
      manage_url: link ?? "",
      ics_url: link ? `${link}/calendar.ics` : "",
      ics_attachment: `data:text/calendar;base64,${Buffer.from(visitorIcs(booking, place, link)).toString("base64")}`,
      google_calendar_url: link ? googleCalendarUrl(calendarEvent(booking, place, link)) : "",
      outlook_calendar_url: link ? outlookCalendarUrl(calendarEvent(booking, place, link)) : "",
    },
  });
}
