import { and, eq, sql } from "drizzle-orm";
import { getDb, type Database } from "~/lib/db/client.server";
import { contactRequests } from "./tables";
import { recordLead } from "~/leads/record.server";
import { queueContactAcknowledgement } from "./acknowledgement.server";
import type { ContactInput } from "./schema";
import type { AcknowledgedRequest } from "./acknowledgement";

export type StoreOptions = {
  /** The same-site path the form was on. */
  page: string;
  clientIp: string | null;
  /** Suspected spam is kept for review but never e-mailed. */
  spam?: boolean;
};

/**
 * Stores a request and its lead (the staff's lead desk) in one transaction, with the visitor's
 * acknowledgement when it is not held as spam; once this resolves, the request is committed and
 * the visitor may be told it was sent (then wake the outbox).
 */
export async function storeContactRequest(
  input: ContactInput,
  options: StoreOptions,
): Promise<{ id: number; leadId: string }> {
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
    const lead = await recordLead(tx, {
      kind: "contact",
      contactRequestId: row.id,
      name: input.name,
      email: input.email,
      organization: input.company,
      summary: input.message,
      receivedAt: row.receivedAt,
      spam: options.spam,
    });
    if (!options.spam) await queueContactAcknowledgement(tx, { ...input, id: row.id }, lead.respondBy);
    return { id: row.id, leadId: lead.id };
  });
}

/** The database or a transaction of it. */
type Executor = Pick<Database, "update" | "insert" | "delete">;

/**
 * Staff judged a request kept as spam to be a person's: it joins the delivery queue as a new
 * request would, and the visitor is acknowledged with the lead's clock, started now (call
 * wakeContactDelivery and wakeOutbox once the transaction commits). False when it was not held as
 * spam, so nothing is sent twice.
 */
export async function releaseContactFromSpam(tx: Executor, id: number, respondBy: Date): Promise<boolean> {
  const [released] = await tx
    .update(contactRequests)
    .set({ status: "pending", attempts: 0, lastError: null, nextAttemptAt: sql`now()` })
    .where(and(eq(contactRequests.id, id), eq(contactRequests.status, "spam")))
    .returning({
      id: contactRequests.id,
      name: contactRequests.name,
      email: contactRequests.email,
      company: contactRequests.company,
      phone: contactRequests.phone,
      service: contactRequests.service,
      message: contactRequests.message,
    });
  if (!released) return false;
  await queueContactAcknowledgement(
    tx,
    {
      ...released,
      company: released.company ?? undefined,
      phone: released.phone ?? undefined,
      service: (released.service ?? undefined) as AcknowledgedRequest["service"],
    },
    respondBy,
  );
  return true;
}
