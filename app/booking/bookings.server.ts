import { and, eq, gt, sql } from "drizzle-orm";
import { getDb, type Database } from "~/lib/db/client.server";
import { bookings } from "./tables";
import { recordLead } from "~/leads/record.server";
import { loadAvailability, loadTaken, upcomingByHost } from "./availability.server";
import { queueBookingEmails } from "./emails.server";
import { bookingSummary, followBooking } from "./lead-summary.server";
import { isSeatTaken, raceForSeat } from "./seat-race.server";
import type { BookingInput } from "./form.server";
import { hostOrder } from "~/hosts/schedule";
import {
  freeHosts,
  hostsWorking,
  isOpenDay,
  nearestFreeSlots,
  slotAt,
  easternDay,
  type Availability,
  type Slot,
  type Taken,
} from "./slots";
import type { CallLocation } from "./location";
import { hasMeetingLink, loadMeetingLinks } from "./meeting-link.server";
import { hashToken, looksLikeToken, newToken } from "./tokens.server";
import { sealToken } from "./sealed-token.server";

export type Booking = typeof bookings.$inferSelect;
type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

const HOUR = 3_600_000;

export type BookOutcome =
  | { kind: "booked"; booking: Booking; token: string; leadId: string }
  /** Someone else got the slot first (or it filled while the visitor typed). */
  | { kind: "taken"; nearest: Slot[] }
  /** Not a slot the current rules offer: off the grid, too soon, past the horizon, a closed day. */
  | { kind: "unavailable"; nearest: Slot[] };

/** True when the rules offer this slot now (its hosts may still be taken). */
function offered(slot: Slot | undefined, availability: Awaited<ReturnType<typeof loadAvailability>>, now: Date) {
  return (
    slot !== undefined &&
    isOpenDay(easternDay(slot.startsAt), availability, now) &&
    slot.startsAt.getTime() >= now.getTime() + availability.noticeMinutes * 60_000
  );
}

async function nearestTo(wanted: Date, now: Date, except?: string): Promise<Slot[]> {
  const availability = await loadAvailability(getDb(), now);
  const taken = await loadTaken(
    new Date(wanted.getTime() - 2 * 24 * HOUR),
    new Date(wanted.getTime() + 4 * 24 * HOUR),
    availability.hosts,
    getDb(),
    except,
  );
  return nearestFreeSlots(wanted, availability, taken, now);
}

/**
 * Gives the slot to the first host of `hosts` the database lets have it: each host is one INSERT
 * (or UPDATE) under a savepoint, and the exclusion constraint refuses a host another transaction
 * holds at that time, even one not yet committed (the second waits for the first, then fails), so
 * a visitor who loses one host goes on to the next before being told the time is gone. Nothing
 * here reads-then-writes to decide. Two inserts of one host at the same instant can each wait for
 * the other (an exclusion constraint checks after inserting), and PostgreSQL then aborts one: that
 * error goes up to raceForSeat, which starts the whole transaction again within its budget.
 */
async function takeHost(
  tx: Transaction,
  hosts: string[],
  write: (tx: Transaction, hostId: string) => Promise<Booking | undefined>,
): Promise<Booking | undefined> {
  for (const hostId of hosts) {
    try {
      const row = await tx.transaction((savepoint) => write(savepoint, hostId));
      if (row) return row;
    } catch (error) {
      if (!isSeatTaken(error)) throw error;
    }
  }
  return undefined;
}

/**
 * The hosts worth trying, in order: the free ones, fewest upcoming calls first (a moved call's own
 * host before all); then those working then whom the read found busy, since what was read may be
 * stale already (a call cancelled since). Empty when no host is free.
 */
async function hostsToTry(slot: Slot, availability: Availability, taken: Taken[], keep?: string): Promise<string[]> {
  const free = freeHosts(slot, availability, taken);
  if (free.length === 0) return [];
  // One free host needs no counting: a query less per attempt, which a rush of them feels.
  const upcoming = free.length > 1 ? await upcomingByHost(getDb()) : new Map<string, number>();
  const ordered = hostOrder(free, upcoming, keep).map((host) => host.id);
  const busy = hostsWorking(slot, availability).filter((host) => !ordered.includes(host.id));
  return [...ordered, ...busy.map((host) => host.id)];
}

/** A video call goes only to a host with a room (their own or the business's); a phone call to any. */
async function hostsFor(location: CallLocation | undefined, hosts: string[], db: Database): Promise<string[]> {
  if (location !== "video" || hosts.length === 0) return hosts;
  const links = await loadMeetingLinks(db);
  return hosts.filter((hostId) => hasMeetingLink(hostId, links));
}

/** Without a location, a phone call: the column's default, as before video calls were offered. */
type BookingDetails = Omit<BookingInput, "location"> & { location?: CallLocation };

export async function bookSlot(
  input: BookingDetails,
  options: { startsAt: Date; clientIp: string | null; assessmentRef?: string; now?: Date },
): Promise<BookOutcome> {
  const now = options.now ?? new Date();
  const db = getDb();
  const availability = await loadAvailability(db, now);
  const slot = slotAt(options.startsAt, availability);
  if (!offered(slot, availability, now))
    return { kind: "unavailable", nearest: await nearestTo(options.startsAt, now) };
  const taken = await loadTaken(slot!.startsAt, slot!.blockedUntil, availability.hosts, db);
  const hosts = await hostsFor(input.location, await hostsToTry(slot!, availability, taken), db);
  if (hosts.length === 0) return { kind: "taken", nearest: await nearestTo(options.startsAt, now) };

  const token = newToken();
  const stored = await raceForSeat(db, async (tx) => {
    const row = await takeHost(tx, hosts, async (savepoint, hostId) => {
      const [inserted] = await savepoint
        .insert(bookings)
        .values({
          ...input,
          startsAt: slot!.startsAt,
          endsAt: slot!.endsAt,
          blockedUntil: slot!.blockedUntil,
          hostId,
          assessmentRef: options.assessmentRef ?? null,
          manageTokenHash: hashToken(token),
          manageTokenSealed: sealToken(token),
          clientIp: options.clientIp,
        })
        .returning();
      return inserted;
    });
    if (!row) return undefined;
    await queueBookingEmails(tx, { kind: "booked", booking: row, token });
    const lead = await recordLead(tx, {
      kind: "booking",
      bookingId: row.id,
      name: row.name,
      email: row.email,
      organization: row.organization,
      summary: bookingSummary(row),
      receivedAt: row.createdAt,
    });
    return { booking: row, leadId: lead.id };
  });
  if (!stored) return { kind: "taken", nearest: await nearestTo(options.startsAt, now) };
  return { kind: "booked", ...stored, token };
}

/** The booking a manage link names, whatever its state; undefined for a link that names none. */
export async function findByToken(token: string): Promise<Booking | undefined> {
  if (!looksLikeToken(token)) return undefined;
  const [row] = await getDb()
    .select()
    .from(bookings)
    .where(eq(bookings.manageTokenHash, hashToken(token)));
  return row;
}

/** Whether the visitor may still cancel or move it: confirmed and not started. */
export function isChangeable(booking: Booking, now = new Date()): boolean {
  return booking.status === "confirmed" && booking.startsAt.getTime() > now.getTime();
}

/**
 * Cancels a confirmed booking that has not started; its host is free at once (the constraint
 * ignores cancelled rows). False when it was not changeable any more. `words` is what staff wrote
 * to the visitor, or the visitor's own reason, kept apart: only staff's message is e-mailed.
 */
export async function cancelBooking(
  where: { token: string } | { id: string },
  by: "visitor" | "staff",
  words?: string | null,
): Promise<Booking | undefined> {
  const match = "token" in where ? eq(bookings.manageTokenHash, hashToken(where.token)) : eq(bookings.id, where.id);
  return getDb().transaction(async (tx) => {
    const [row] = await tx
      .update(bookings)
      .set({
        status: "cancelled",
        cancelledAt: sql`now()`,
        cancelledBy: by,
        cancelMessage: by === "staff" ? words || null : null,
        cancelReason: by === "visitor" ? words || null : null,
        sequence: sql`${bookings.sequence} + 1`,
        updatedAt: sql`now()`,
      })
      .where(and(match, eq(bookings.status, "confirmed"), gt(bookings.startsAt, sql`now()`)))
      .returning();
    if (row) {
      await queueBookingEmails(tx, { kind: "cancelled", booking: row, by });
      await followBooking(tx, row);
    }
    return row;
  });
}

export type MoveOutcome =
  { kind: "moved"; booking: Booking } | { kind: "taken" | "unavailable"; nearest: Slot[] } | { kind: "unchangeable" };

/**
 * Moves a booking to another slot, keeping its link and, when free then, its host; otherwise
 * another free host takes it, the same way as a booking.
 */
export async function moveBooking(token: string, startsAt: Date, now = new Date()): Promise<MoveOutcome> {
  const current = await findByToken(token);
  if (!current || !isChangeable(current, now)) return { kind: "unchangeable" };
  const db = getDb();
  const availability = await loadAvailability(db, now);
  const slot = slotAt(startsAt, availability);
  if (!offered(slot, availability, now) || slot!.startsAt.getTime() === current.startsAt.getTime()) {
    return { kind: "unavailable", nearest: await nearestTo(startsAt, now, current.id) };
  }
  const taken = await loadTaken(slot!.startsAt, slot!.blockedUntil, availability.hosts, db, current.id);
  const hosts = await hostsFor(current.location, await hostsToTry(slot!, availability, taken, current.hostId), db);
  if (hosts.length === 0) return { kind: "taken", nearest: await nearestTo(startsAt, now, current.id) };
  const result = await raceForSeat(db, async (tx) => {
    const row = await takeHost(tx, hosts, async (savepoint, hostId) => {
      const [updated] = await savepoint
        .update(bookings)
        .set({
          startsAt: slot!.startsAt,
          endsAt: slot!.endsAt,
          blockedUntil: slot!.blockedUntil,
          hostId,
          sequence: sql`${bookings.sequence} + 1`,
          updatedAt: sql`now()`,
        })
        .where(and(eq(bookings.id, current.id), eq(bookings.status, "confirmed"), gt(bookings.startsAt, sql`now()`)))
        .returning();
      return updated;
    });
    if (row) {
      await queueBookingEmails(tx, { kind: "moved", booking: row, token, from: current.startsAt });
      await followBooking(tx, row);
    }
    return row;
  });
  if (!result) {
    const again = await findByToken(token);
    if (!again || !isChangeable(again, now)) return { kind: "unchangeable" };
    return { kind: "taken", nearest: await nearestTo(startsAt, now, current.id) };
  }
  return { kind: "moved", booking: result };
}
