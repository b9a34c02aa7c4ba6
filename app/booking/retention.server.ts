import { lt, sql } from "drizzle-orm";
import type { Database } from "~/lib/db/client.server";
import { bookings } from "./tables";
import { deleteOutboxEmails } from "~/outbox/enqueue.server";

/**
 * Deletes calls that took place (or were to) more than `days` ago, with their stored e-mails: the
 * same retention period the privacy policy states for contact requests. Returns how many calls.
 */
export async function deleteExpiredBookings(db: Database, days: number): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .delete(bookings)
      .where(lt(bookings.startsAt, sql`now() - make_interval(days => ${days})`))
      .returning({ id: bookings.id });
    for (const row of rows) await deleteOutboxEmails(tx, `booking:${row.id}:`);
    return rows.length;
  });
}
