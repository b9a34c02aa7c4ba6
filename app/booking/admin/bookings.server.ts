import { and, asc, desc, eq, gte, inArray, lt, sql } from "drizzle-orm";
import { auditsByPublicId, type AuditRef } from "~/assessment/audit-refs.server";
import { bookingHosts } from "~/hosts/tables";
import { recordLeadStep, withdrawLeadStep } from "~/insights/conversions.server";
import { getDb } from "~/lib/db/client.server";
import { bookings } from "../tables";
import { formatSlot } from "../format";
import { followBooking, wasMoved } from "../lead-summary.server";
import type { CallPlace } from "../location";
import { callPlace, loadMeetingLinks, type MeetingLinks } from "../meeting-link.server";

export type StaffBookingRow = {
  id: string;
  when: string;
  status: (typeof bookings.$inferSelect)["status"];
  /** The host's name (hosts are never deleted, only made inactive). */
  host: string;
  /** Moved at least once from the time first booked. */
  moved: boolean;
  started: boolean;
  name: string;
  email: string;
  organization: string | null;
  phone: string | null;
  /** How to reach the visitor: the number to call, or the video room. */
  place: CallPlace;
  topic: string | null;
  assessmentRef: string | null;
  /** The audit the call was booked from, when it is still held (null: none, or no longer held). */
  audit: AuditRef | null;
  cancelledBy: string | null;
  cancelMessage: string | null;
  /** The visitor's own reason, when they gave one as they cancelled. */
  cancelReason: string | null;
};

type BookingWithHost = { booking: typeof bookings.$inferSelect; host: string };

/** Every booking query of the staff pages: the booking and its host's name. */
const withHost = () =>
  getDb()
    .select({ booking: bookings, host: bookingHosts.name })
    .from(bookings)
    .innerJoin(bookingHosts, eq(bookingHosts.id, bookings.hostId));

function staffRow({ booking, host }: BookingWithHost, now: Date, links: MeetingLinks): StaffBookingRow {
  return {
    id: booking.id,
    when: formatSlot(booking.startsAt),
    status: booking.status,
    host,
    moved: wasMoved(booking),
    started: booking.startsAt.getTime() <= now.getTime(),
    name: booking.name,
    email: booking.email,
    organization: booking.organization,
    phone: booking.phone,
    place: callPlace(booking, links),
    topic: booking.topic,
    assessmentRef: booking.assessmentRef,
    audit: null,
    cancelledBy: booking.cancelledBy,
    cancelMessage: booking.cancelMessage,
    cancelReason: booking.cancelReason,
  };
}

/** The rows with their audits filled in: one query for all of them. */
async function withAudits(rows: StaffBookingRow[]): Promise<StaffBookingRow[]> {
  const audits = await auditsByPublicId(rows.flatMap((row) => (row.assessmentRef ? [row.assessmentRef] : [])));
  return rows.map((row) => ({ ...row, audit: (row.assessmentRef && audits.get(row.assessmentRef)) || null }));
}

/** One booking as staff see it (the lead desk shows it in full), or null when there is none. */
export async function getStaffBooking(id: string, now = new Date()): Promise<StaffBookingRow | null> {
  const [booking] = await withHost().where(eq(bookings.id, id));
  if (!booking) return null;
  const [row] = await withAudits([staffRow(booking, now, await loadMeetingLinks())]);
  return row!;
}

/**
 * Upcoming calls first (soonest first), then the last 30 days' (latest first); only one host's
 * when `hostId` is given.
 */
export async function listStaffBookings(now = new Date(), hostId?: string) {
  const monthAgo = new Date(now.getTime() - 30 * 86_400_000);
  const ofHost = hostId ? eq(bookings.hostId, hostId) : undefined;
  const [upcoming, recent, links] = await Promise.all([
    withHost()
      .where(and(gte(bookings.startsAt, now), ofHost))
      .orderBy(asc(bookings.startsAt))
      .limit(500),
    withHost()
      .where(and(lt(bookings.startsAt, now), gte(bookings.startsAt, monthAgo), ofHost))
      .orderBy(desc(bookings.startsAt))
      .limit(500),
    loadMeetingLinks(),
  ]);
  const row = (booking: BookingWithHost) => staffRow(booking, now, links);
  const rows = await withAudits([...upcoming, ...recent].map(row));
  return { upcoming: rows.slice(0, upcoming.length), recent: rows.slice(upcoming.length) };
}

/**
 * Marks a call that has started as done or a no-show, and tells its lead; false when it is not
 * such a call. A call done is a "call held" conversion of its lead; one corrected to a no-show
 * takes it back.
 */
export async function markOutcome(id: string, outcome: "done" | "no_show"): Promise<boolean> {
  const db = getDb();
  const marked = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(bookings)
      .set({ status: outcome, updatedAt: sql`now()` })
      .where(
        and(
          eq(bookings.id, id),
          inArray(bookings.status, ["confirmed", "done", "no_show"]),
          lt(bookings.startsAt, sql`now()`),
        ),
      )
      .returning();
    return row && { leadId: await followBooking(tx, row) };
  });
  if (marked?.leadId) {
    const step = { kind: "call_held", leadId: marked.leadId } as const;
    await (outcome === "done" ? recordLeadStep(db, step) : withdrawLeadStep(db, step));
  }
  return marked !== undefined;
}
