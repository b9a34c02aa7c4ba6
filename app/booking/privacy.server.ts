import { desc, sql } from "drizzle-orm";
import type { Database } from "~/lib/db/client.server";
import { bookings } from "./tables";
import { deleteOutboxEmails } from "~/outbox/enqueue.server";

type Executor = Pick<Database, "select" | "delete">;

/** The privacy desk compares addresses lower-cased; `address` must already be (app/privacy/address.ts). */
const sameAddress = (address: string) => sql`lower(${bookings.email}) = ${address}`;

/** The outbox keys of a booking's e-mails (app/booking/emails.server.ts) all start with this. */
export const bookingEmailPrefix = (id: string) => `booking:${id}:`;

export type HeldBooking = {
  id: string;
  startsAt: Date;
  status: (typeof bookings.$inferSelect)["status"];
  topic: string | null;
  /** The visitor's reason for cancelling, when they gave one: theirs, so it is shown and erased too. */
  cancelReason: string | null;
};

/** Every call booked with this address, latest first. */
export function bookingsBy(db: Executor, address: string): Promise<HeldBooking[]> {
  return db
    .select({
      id: bookings.id,
      startsAt: bookings.startsAt,
      status: bookings.status,
      topic: bookings.topic,
      cancelReason: bookings.cancelReason,
    })
    .from(bookings)
    .where(sameAddress(address))
    .orderBy(desc(bookings.startsAt));
}

/**
 * Deletes them with their e-mails, sent or waiting (an upcoming call goes without a cancellation
 * e-mail: the person asked for their data to go, not to be written to again).
 */
export async function deleteBookingsBy(db: Executor, address: string): Promise<{ bookings: number; emails: number }> {
  const rows = await db.delete(bookings).where(sameAddress(address)).returning({ id: bookings.id });
  let emails = 0;
  for (const row of rows) emails += await deleteOutboxEmails(db, bookingEmailPrefix(row.id));
  return { bookings: rows.length, emails };
}
