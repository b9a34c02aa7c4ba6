import { loadBusinessCalendar } from "~/calendar/calendar.server";
import type { Database } from "~/lib/db/client.server";
import { queueNewLeadAlert } from "./alerts.server";
import { notifyLeadChanged } from "./live-notify.server";
import { escalateAt, respondBy } from "./response-clock";
import { leadEvents, leads } from "./tables";

/** The database or a transaction of it: call inside the transaction that stores the source. */
type Executor = Pick<Database, "insert" | "select" | "delete" | "execute">;

/** Who the history names for what the site itself did (a visitor's form created the lead). */
export const WEBSITE_ACTOR = "website";

/** The source row a lead stands for: exactly one, matching its kind. */
type LeadSource =
  | { kind: "contact"; contactRequestId: number }
  | { kind: "booking"; bookingId: string }
  | { kind: "assessment"; assessmentId: number };

export type NewLead = LeadSource & {
  name: string;
  email: string;
  organization?: string | null;
  /** What they asked, in the source's own words (message, call time and topic, score and worry). */
  summary: string;
  receivedAt: Date;
  /** Suspected spam starts as spam: kept for review, out of the way of the new leads. */
  spam?: boolean;
};

/**
 * Records the lead of a newly stored contact request, booking or finished audit, with its
 * "created" history entry. Call it with the transaction that stores the source, so a source
 * never exists without its lead (and a rolled-back source leaves no lead). Staff's alert of a new
 * lead is queued with it: the caller calls wakeOutbox() once the transaction has committed.
 */
export async function recordLead(tx: Executor, input: NewLead): Promise<{ id: string; respondBy: Date }> {
  const status = input.spam ? "spam" : "new";
  const calendar = await loadBusinessCalendar(tx, input.receivedAt);
  const [row] = await tx
    .insert(leads)
    .values({
      kind: input.kind,
      contactRequestId: input.kind === "contact" ? input.contactRequestId : null,
      bookingId: input.kind === "booking" ? input.bookingId : null,
      assessmentId: input.kind === "assessment" ? input.assessmentId : null,
      name: input.name,
      email: input.email,
      organization: input.organization || null,
      summary: input.summary,
      receivedAt: input.receivedAt,
      respondBy: respondBy(input.receivedAt, calendar),
      escalateAt: escalateAt(input.receivedAt, calendar),
      status,
    })
    .returning({ id: leads.id, respondBy: leads.respondBy });
  if (!row) throw new Error("insert returned no row");
  // Staff hear of it at once; a suspected spam waits for "Not spam" (workflow.server.ts).
  if (status === "new")
    await queueNewLeadAlert(tx, {
      ...input,
      id: row.id,
      organization: input.organization || null,
      respondBy: row.respondBy,
      owner: null,
    });
  await tx.insert(leadEvents).values({ leadId: row.id, actor: WEBSITE_ACTOR, what: "created", to: status });
  await notifyLeadChanged(tx, row.id);
  return row;
}
