import { randomUUID } from "node:crypto";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "~/lib/db/client.server";
import { emailOutbox } from "./tables";
import type { Claim, DeliveryQueue } from "./queue-worker.server";

export type OutboxItem = { id: number; key: string; template: string; params: Record<string, string> };

/**
 * The email_outbox table as a worker's queue, limited to the templates this process can send:
 * an e-mail whose template has no EmailJS id here stays pending, untouched, until one does.
 * Claims work as for contact requests (app/contact/delivery-queue.server.ts): `SKIP LOCKED`, the
 * attempt counted at claim time, a lease past the send, and a claim token guarding the outcome.
 */
export function outboxQueue(db: Database, templates: readonly string[]): DeliveryQueue<OutboxItem> {
  const sendable = sql`${emailOutbox.template} in (${sql.join(
    templates.map((t) => sql`${t}`),
    sql`, `,
  )})`;
  const ours = (claim: Claim<OutboxItem>) => and(eq(emailOutbox.id, claim.id), eq(emailOutbox.claimToken, claim.token));

  return {
    async claimNextDue(leaseSeconds) {
      if (templates.length === 0) return undefined;
      const token = randomUUID();
      const result = await db.execute<{
        id: string;
        key: string;
        template: string;
        params: Record<string, string>;
        attempts: number;
      }>(sql`
        update ${emailOutbox}
        set attempts = attempts + 1,
            claim_token = ${token},
            next_attempt_at = now() + make_interval(secs => ${leaseSeconds})
        where id = (
          select id from ${emailOutbox}
          where status = 'pending' and next_attempt_at <= now() and ${sendable}
          order by next_attempt_at, id
          limit 1
          for update skip locked
        )
        returning id, key, template, params, attempts`);
      const row = result.rows[0];
      if (!row) return undefined;
      const id = Number(row.id);
      return {
        token,
        id,
        attempt: row.attempts,
        item: { id, key: row.key, template: row.template, params: row.params },
      };
    },

    async markSent(claim) {
      const rows = await db
        .update(emailOutbox)
        .set({ status: "sent", sentAt: sql`now()`, lastError: null, claimToken: null })
        .where(ours(claim))
        .returning({ id: emailOutbox.id });
      return rows.length > 0;
    },

    async markFailedAttempt(claim, failure) {
      const rows = await db
        .update(emailOutbox)
        .set({
          status: failure.giveUp ? "failed" : "pending",
          lastError: failure.error,
          claimToken: null,
          nextAttemptAt: sql`now() + make_interval(secs => ${failure.retryInSeconds})`,
        })
        .where(ours(claim))
        .returning({ id: emailOutbox.id });
      return rows.length > 0;
    },

    async nextDueAt() {
      if (templates.length === 0) return undefined;
      const [row] = await db
        .select({ at: sql<Date | string | null>`min(${emailOutbox.nextAttemptAt})` })
        .from(emailOutbox)
        .where(and(eq(emailOutbox.status, "pending"), inArray(emailOutbox.template, [...templates])));
      return row?.at ? new Date(row.at) : undefined;
    },
  };
}
