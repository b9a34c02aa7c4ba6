import { desc, sql } from "drizzle-orm";
import type { Database } from "~/lib/db/client.server";
import { deleteOutboxEmails } from "~/outbox/enqueue.server";
import { contactEmailPrefix } from "./acknowledgement";
import { contactRequests } from "./tables";

/** The database or a transaction of it. */
type Executor = Pick<Database, "select" | "delete">;

/** The privacy desk compares addresses lower-cased; `address` must already be (app/privacy/address.ts). */
const sameAddress = (address: string) => sql`lower(${contactRequests.email}) = ${address}`;

export type HeldContactRequest = {
  id: number;
  receivedAt: Date;
  status: (typeof contactRequests.$inferSelect)["status"];
  service: string | null;
  message: string;
};

/** Every contact request sent from this address, newest first. */
export function contactRequestsFrom(db: Executor, address: string): Promise<HeldContactRequest[]> {
  return db
    .select({
      id: contactRequests.id,
      receivedAt: contactRequests.receivedAt,
      status: contactRequests.status,
      service: contactRequests.service,
      message: contactRequests.message,
    })
    .from(contactRequests)
    .where(sameAddress(address))
    .orderBy(desc(contactRequests.receivedAt), desc(contactRequests.id));
}

/** Deletes them and their acknowledgements in the outbox (for a privacy request); returns how many requests went. */
export async function deleteContactRequestsFrom(db: Executor, address: string): Promise<number> {
  const rows = await db.delete(contactRequests).where(sameAddress(address)).returning({ id: contactRequests.id });
  for (const row of rows) await deleteOutboxEmails(db, contactEmailPrefix(row.id));
  return rows.length;
}
