import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "~/lib/db/client.server";
import { contactRequests } from "./tables";
import type { Claim as QueueClaim, DeliveryQueue } from "~/outbox/queue-worker.server";
import type { OutgoingRequest } from "./email.server";

export type Claim = QueueClaim<OutgoingRequest>;

/** The contact requests table as the outbox worker's queue. */
export function contactQueue(db: Database): DeliveryQueue<OutgoingRequest> {
  return {
    claimNextDue: (leaseSeconds) => claimNextDue(db, leaseSeconds),
    markSent: (claim) => markSent(db, claim),
    markFailedAttempt: (claim, failure) => markFailedAttempt(db, claim, failure),
    nextDueAt: () => nextDueAt(db),
  };
}

/**
 * Claims the oldest due pending request for one send. `FOR UPDATE SKIP LOCKED` lets several
 * workers (several app instances on one database) claim at once without waiting on each other or
 * taking the same row; the claim commits at once, so no transaction stays open during the send.
 * The attempt is counted here, before the send: a request that kills its worker every time still
 * runs out of attempts instead of looping forever. `leaseSeconds` must outlast the send.
 */
export async function claimNextDue(db: Database, leaseSeconds: number): Promise<Claim | undefined> {
  const token = randomUUID();
  const result = await db.execute<{
    id: string;
    name: string;
    email: string;
    company: string | null;
    phone: string | null;
    service: string | null;
    message: string;
    page: string;
    received_at: Date | string;
    attempts: number;
  }>(sql`
    update ${contactRequests}
    set attempts = attempts + 1,
        claim_token = ${token},
        next_attempt_at = now() + make_interval(secs => ${leaseSeconds})
    where id = (
      select id from ${contactRequests}
      where status = 'pending' and next_attempt_at <= now()
      order by next_attempt_at, id
      limit 1
      for update skip locked
    )
    returning id, name, email, company, phone, service, message, page, received_at, attempts`);
  const row = result.rows[0];
  if (!row) return undefined;
  return {
    token,
    id: Number(row.id),
    attempt: row.attempts,
    item: {
      id: Number(row.id),
      name: row.name,
      email: row.email,
      company: row.company,
      phone: row.phone,
      service: row.service,
      message: row.message,
      page: row.page,
      receivedAt: new Date(row.received_at),
    },
  };
}

/** Both return false when the claim is no longer ours (its lease ran out and it was claimed again). */
export async function markSent(db: Database, claim: Claim): Promise<boolean> {
  const rows = await db
    .update(contactRequests)
    .set({ status: "sent", sentAt: sql`now()`, lastError: null, claimToken: null })
    .where(and(eq(contactRequests.id, claim.id), eq(contactRequests.claimToken, claim.token)))
    .returning({ id: contactRequests.id });
  return rows.length > 0;
}

async function markFailedAttempt(
  db: Database,
  claim: Claim,
  failure: { error: string; giveUp: boolean; retryInSeconds: number },
): Promise<boolean> {
  const rows = await db
    .update(contactRequests)
    .set({
      status: failure.giveUp ? "failed" : "pending",
      lastError: failure.error,
      claimToken: null,
      nextAttemptAt: sql`now() + make_interval(secs => ${failure.retryInSeconds})`,
    })
    .where(and(eq(contactRequests.id, claim.id), eq(contactRequests.claimToken, claim.token)))
    .returning({ id: contactRequests.id });
  return rows.length > 0;
}

/** When the next pending request falls due (including claimed ones whose lease may run out). */
async function nextDueAt(db: Database): Promise<Date | undefined> {
  const [row] = await db
    .select({ at: sql<Date | string | null>`min(${contactRequests.nextAttemptAt})` })
    .from(contactRequests)
    .where(eq(contactRequests.status, "pending"));
  return row?.at ? new Date(row.at) : undefined;
}
