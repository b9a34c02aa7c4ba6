import { lt, sql } from "drizzle-orm";
import type { Database } from "~/lib/db/client.server";
import { deleteOutboxEmails } from "~/outbox/enqueue.server";
import { contactEmailPrefix } from "./acknowledgement";
import { contactRequests } from "./tables";

/**
 * Deletes contact requests received more than `days` ago, whatever their status, with their
 * acknowledgements in the outbox (they repeat the message); returns how many requests went.
 */
export async function deleteExpiredContactRequests(db: Database, days: number): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .delete(contactRequests)
      .where(lt(contactRequests.receivedAt, sql`now() - make_interval(days => ${days})`))
      .returning({ id: contactRequests.id });
    for (const row of rows) await deleteOutboxEmails(tx, contactEmailPrefix(row.id));
    return rows.length;
  });
}
