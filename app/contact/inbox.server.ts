import { and, eq, sql } from "drizzle-orm";
import { getDb, type Database } from "~/lib/db/client.server";
import { contactRequests } from "./tables";
import { recordLead } from "~/leads/record.server";
import type { ContactInput } from "./schema";

export type StoreOptions = {
  /** The same-site path the form was on. */
  page: string;
  clientIp: string | null;
  /** Suspected spam is kept for review but never e-mailed. */
  spam?: boolean;
};

/**
 * Stores a request and its lead (the staff's lead desk) in one transaction; once this resolves,
 * the request is committed and the visitor may be told it was sent.
 */
export async function storeContactRequest(input: ContactInput, options: StoreOptions): Promise<{ id: number }> {
  return getDb().transaction(async (tx) => {
    const [row] = await tx
      .insert(contactRequests)
      .values({
        name: input.name,
        email: input.email,
        company: input.company ?? null,
        phone: input.phone ?? null,
        service: input.service ?? null,
        message: input.message,
        page: options.page,
        clientIp: options.clientIp || null,
        status: options.spam ? "spam" : "pending",
      })
      .returning({ id: contactRequests.id, receivedAt: contactRequests.receivedAt });
    if (!row) throw new Error("insert returned no row");
    await recordLead(tx, {
      kind: "contact",
      contactRequestId: row.id,
      name: input.name,
      email: input.email,
      organization: input.company,
      summary: input.message,
      receivedAt: row.receivedAt,
      spam: options.spam,
    });
    return { id: row.id };
  });
}

/** The database or a transaction of it. */
type Executor = Pick<Database, "update">;

/**
 * Staff judged a request kept as spam to be a person's: it joins the delivery queue as a new
 * request would (call wakeContactDelivery once the transaction commits). False when it was not
 * held as spam, so nothing is sent twice.
 */
export async function releaseContactFromSpam(tx: Executor, id: number): Promise<boolean> {
  const released = await tx
    .update(contactRequests)
    .set({ status: "pending", attempts: 0, lastError: null, nextAttemptAt: sql`now()` })
    .where(and(eq(contactRequests.id, id), eq(contactRequests.status, "spam")))
    .returning({ id: contactRequests.id });
  return released.length > 0;
}
