import { followSourceChange } from "~/leads/source-change.server";
import type { LeadStatus } from "~/leads/kinds";
import { formatDateTime } from "~/lib/time";
import type { BookingStatus } from "./tables";
import type { Booking } from "./bookings.server";

type Executor = Parameters<typeof followSourceChange>[0];

const STATE_WORDS: Record<BookingStatus, string | null> = {
  confirmed: null,
  cancelled: "cancelled",
  done: "held",
  no_show: "no-show",
};

/**
 * Where a lead nobody has worked on yet goes when its call changes: a cancelled call is a lost
 * lead, a held call one we have spoken to; a no-show stays new (staff decide whether to try again).
 */
const UNTOUCHED_LEAD_BECOMES: Record<BookingStatus, LeadStatus | undefined> = {
  confirmed: undefined,
  cancelled: "lost",
  done: "contacted",
  no_show: undefined,
};

/** Whether the call was moved: each move raises the sequence, and so does the cancellation. */
export function wasMoved(booking: Pick<Booking, "status" | "sequence">): boolean {
  return booking.sequence > (booking.status === "cancelled" ? 1 : 0);
}

/** What the lead desk shows of a booking: its current time, its state, and the topic. */
export function bookingSummary(booking: Pick<Booking, "startsAt" | "status" | "sequence" | "topic">): string {
  const states = [wasMoved(booking) ? "moved" : null, STATE_WORDS[booking.status]].filter(Boolean);
  const when = `Discovery call ${formatDateTime(booking.startsAt)}${states.length ? ` (${states.join(", ")})` : ""}`;
  return booking.topic ? `${when}: ${booking.topic}` : when;
}

/** Tells the booking's lead what became of the call, in the transaction that changed it; gives the lead's id. */
export function followBooking(tx: Executor, booking: Booking): Promise<string | undefined> {
  return followSourceChange(
    tx,
    { kind: "booking", bookingId: booking.id },
    { summary: bookingSummary(booking), untouchedBecomes: UNTOUCHED_LEAD_BECOMES[booking.status] },
  );
}
