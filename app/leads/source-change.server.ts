import { eq } from "drizzle-orm";
import type { Database } from "~/lib/db/client.server";
import type { LeadStatus } from "./kinds";
import { withdrawLeadAlerts } from "./alerts.server";
import { notifyLeadChanged } from "./live-notify.server";
import { WEBSITE_ACTOR } from "./record.server";
import { leadEvents, leads } from "./tables";
import { nextVersion } from "./workflow.server";

type Executor = Pick<Database, "select" | "update" | "insert" | "delete" | "execute">;

/** The source row whose lead follows it: today only a booking changes after its lead exists. */
export type ChangedSource = { kind: "booking"; bookingId: string };

export type SourceChange = {
  /** What the lead list shows, rewritten from the source as it is now. */
  summary: string;
  /**
   * Where an untouched lead goes: applied only while the lead is still "new", so a status staff
   * chose is never overwritten. Recorded in the lead's history as the website's doing.
   */
  untouchedBecomes?: LeadStatus;
};

/**
 * Keeps a lead true to its source after the source changed. Call it in the transaction that
 * changes the source, so the lead desk never shows a time or a state the source no longer has.
 * Returns the lead's id (undefined when the source has none).
 * A status change moves the lead's version on (a form staff opened before is refused, not
 * applied over it); a new summary alone does not, since staff never edit it.
 */
export async function followSourceChange(
  tx: Executor,
  source: ChangedSource,
  change: SourceChange,
): Promise<string | undefined> {
  const [lead] = await tx
    .select({ id: leads.id, status: leads.status })
    .from(leads)
    .where(eq(leads.bookingId, source.bookingId))
    .for("update");
  if (!lead) return undefined;
  const to = change.untouchedBecomes;
  const moves = to !== undefined && lead.status === "new" && to !== "new";
  await tx
    .update(leads)
    .set(moves ? { summary: change.summary, status: to, updatedAt: nextVersion } : { summary: change.summary })
    .where(eq(leads.id, lead.id));
  if (moves) {
    await tx.insert(leadEvents).values({ leadId: lead.id, actor: WEBSITE_ACTOR, what: "status", from: "new", to });
    // No longer a lead to answer: staff's alerts not sent yet must not go.
    await withdrawLeadAlerts(tx, lead.id);
  }
  // A moved or cancelled call changes what the lead desk shows: its open pages hear of it on commit.
  await notifyLeadChanged(tx, lead.id);
  return lead.id;
}
