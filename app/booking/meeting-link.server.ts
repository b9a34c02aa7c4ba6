import { eq, isNotNull } from "drizzle-orm";
import { bookingHosts } from "~/hosts/tables";
import { getDb, type Database } from "~/lib/db/client.server";
import type { CallPlace } from "./location";
import { bookingSettings, type bookings } from "./tables";

type Reader = Pick<Database, "select">;
type Booking = typeof bookings.$inferSelect;

/** The meeting rooms that can be handed out, loaded once for a page or a list of bookings. */
export type MeetingLinks = { business: string | null; hosts: ReadonlyMap<string, string> };

export async function loadMeetingLinks(db: Reader = getDb()): Promise<MeetingLinks> {
  const [[row], hosts] = await Promise.all([
    db.select({ meetingUrl: bookingSettings.meetingUrl }).from(bookingSettings).where(eq(bookingSettings.id, 1)),
    db
      .select({ id: bookingHosts.id, meetingUrl: bookingHosts.meetingUrl })
      .from(bookingHosts)
      .where(isNotNull(bookingHosts.meetingUrl)),
  ]);
  return {
    business: row?.meetingUrl ?? null,
    hosts: new Map(hosts.flatMap((host) => (host.meetingUrl ? [[host.id, host.meetingUrl] as const] : []))),
  };
}

/**
 * The one place that decides a video call's link: every page, e-mail and calendar file asks here,
 * at the time it is shown, so a room changed at /admin/availability reaches calls already booked.
 * The call's host's own room (set at /admin/hosts) wins over the business-wide one.
 */
export function meetingLinkFor(booking: Pick<Booking, "location" | "hostId">, links: MeetingLinks): string | null {
  if (booking.location !== "video") return null;
  return links.hosts.get(booking.hostId) ?? links.business;
}

/**
 * Whether the form may offer a video call: only with a room for any host the call may go to, the
 * business-wide one (the host is chosen after the visitor has chosen video).
 */
export function videoCallsOffered(links: MeetingLinks): boolean {
  return links.business !== null;
}

/** For the booking form: whether to offer video, read now. */
export async function offersVideo(db: Reader = getDb()): Promise<boolean> {
  return videoCallsOffered(await loadMeetingLinks(db));
}

export function callPlace(booking: Pick<Booking, "location" | "phone" | "hostId">, links: MeetingLinks): CallPlace {
  return booking.location === "video"
    ? { kind: "video", link: meetingLinkFor(booking, links) }
    : { kind: "phone", phone: booking.phone };
}

/** One booking's place, read now. */
export async function loadCallPlace(
  booking: Pick<Booking, "location" | "phone" | "hostId">,
  db: Reader = getDb(),
): Promise<CallPlace> {
  return callPlace(booking, await loadMeetingLinks(db));
}
