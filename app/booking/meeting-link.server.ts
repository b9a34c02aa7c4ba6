import { eq } from "drizzle-orm";
import { getDb, type Database } from "~/lib/db/client.server";
import type { CallPlace } from "./location";
import { bookingSettings, type bookings } from "./tables";

type Reader = Pick<Database, "select">;
type Booking = typeof bookings.$inferSelect;

/** The meeting rooms that can be handed out, loaded once for a page or a list of bookings. */
export type MeetingLinks = { business: string | null };

export async function loadMeetingLinks(db: Reader = getDb()): Promise<MeetingLinks> {
  const [row] = await db
    .select({ meetingUrl: bookingSettings.meetingUrl })
    .from(bookingSettings)
    .where(eq(bookingSettings.id, 1));
  return { business: row?.meetingUrl ?? null };
}

/**
 * The one place that decides a video call's link: every page, e-mail and calendar file asks here,
 * at the time it is shown, so a room changed at /admin/availability reaches calls already booked.
 * Today the business-wide room; a host's own room is meant to win over it here.
 */
export function meetingLinkFor(booking: Pick<Booking, "location">, links: MeetingLinks): string | null {
  return booking.location === "video" ? links.business : null;
}

/** Whether the form may offer a video call: only with a room to send the visitor to. */
export function videoCallsOffered(links: MeetingLinks): boolean {
  return links.business !== null;
}

/** For the booking form: whether to offer video, read now. */
export async function offersVideo(db: Reader = getDb()): Promise<boolean> {
  return videoCallsOffered(await loadMeetingLinks(db));
}

export function callPlace(booking: Pick<Booking, "location" | "phone">, links: MeetingLinks): CallPlace {
  return booking.location === "video"
    ? { kind: "video", link: meetingLinkFor(booking, links) }
    : { kind: "phone", phone: booking.phone };
}

/** One booking's place, read now. */
export async function loadCallPlace(
  booking: Pick<Booking, "location" | "phone">,
  db: Reader = getDb(),
): Promise<CallPlace> {
  return callPlace(booking, await loadMeetingLinks(db));
}
