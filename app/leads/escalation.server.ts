import { and, asc, eq, inArray, isNull, lte } from "drizzle-orm";
import type { Database } from "~/lib/db/client.server";
import { logger } from "~/lib/log.server";
import { wakeOutbox } from "~/outbox/enqueue.server";
import { alertedLeadColumns, deleteOrphanLeadAlerts, queueEscalationAlert } from "./alerts.server";
import { leads } from "./tables";
import { runEvery } from "~/lib/every.server";

const log = logger("leads");

/** Leads escalated per transaction: a backlog (every instance down for a day) goes in short steps. */
const BATCH = 50;

/**
 * A lead to escalate at `now`: still new and unanswered, its escalation time passed, and not
 * escalated yet. The partial index leads_escalation_due_idx holds exactly the first three.
 */
const dueForEscalation = (now: Date) =>
  and(eq(leads.status, "new"), isNull(leads.firstResponseAt), isNull(leads.escalatedAt), lte(leads.escalateAt, now));

/**
 * Marks a batch of due leads escalated and queues their alerts, in one transaction. The leads are
 * taken with SKIP LOCKED: two instances never take the same one, and a lead staff are changing at
 * this moment (workflow.server.ts locks it) is left to the next look, which sees whether they
 * answered it. A response recorded after this commits withdraws the alert if it has not gone yet.
 */
async function escalateBatch(db: Database, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const due = tx
      .select({ id: leads.id })
      .from(leads)
      .where(dueForEscalation(now))
      .orderBy(asc(leads.escalateAt))
      .limit(BATCH)
      .for("update", { skipLocked: true });
    const escalated = await tx
      .update(leads)
      .set({ escalatedAt: now })
      .where(inArray(leads.id, due))
      .returning(alertedLeadColumns);
    for (const lead of escalated) await queueEscalationAlert(tx, lead);
    for (const lead of escalated) log.info("lead escalated to all staff", { id: lead.id });
    return escalated.length;
  });
}

/** Queues the escalation of every lead due at `now` that no instance escalated yet; returns how many. */
export async function queueDueEscalations(db: Database, now: Date): Promise<number> {
  let total = 0;
  for (;;) {
    const count = await escalateBatch(db, now);
    total += count;
    if (count < BATCH) break;
  }
  if (total > 0) wakeOutbox();
  return total;
}

/**
 * Looks for leads to escalate now and then every `everySeconds`, in every instance: the database
 * makes sure each is escalated once. The clock is read at each tick, so a test that moves the
 * process's clock (tests/fakes/clock/preload.mjs) moves the escalations with it.
 */
export function startLeadEscalations(db: Database, everySeconds: number): { stop(): Promise<void> } {
  return runEvery(
    everySeconds * 1000,
    async () => {
      await queueDueEscalations(db, new Date());
      // Leads aged out by retention took their sources' e-mails with them, not their alerts.
      await deleteOrphanLeadAlerts(db);
    },
    // The database away: a lead due now is still due at the next tick.
    (error) => log.warn("could not check leads to escalate", { error }),
  );
}
