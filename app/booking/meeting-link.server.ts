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

/** Whether a video call with this host has a room: the host's own, or the business-wide one. */
export function hasMeetingLink(hostId: string, links: MeetingLinks): boolean {
  return links.business !== null || links.hosts.has(hostId);
}

/**
 * Whether the form may offer a video call: only when every host the call may go to has a room, as
 * the host is chosen after the visitor has chosen video, among whoever is free then. Any active host
 * may be that host. A booking made anyway (a room removed since the form was shown) still goes only
 * to a host with a room: bookSlot keeps to those.
 */
export function videoCallsOffered(links: MeetingLinks, activeHostIds: readonly string[]): boolean {
  return activeHostIds.length > 0 && activeHostIds.every((hostId) => hasMeetingLink(hostId, links));
}

/** For the booking form and its post: whether to offer video, read now. */
export async function offersVideo(db: Reader = getDb()): Promise<boolean> {
  const [links, active] = await Promise.all([
    loadMeetingLinks(db),
    db.select({ id: bookingHosts.id }).from(bookingHosts).where(eq(bookingHosts.active, true)),
  ]);
  return videoCallsOffered(
    links,
    active.map((host) => host.id),
  );
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
