import { parseWithZod } from "@conform-to/zod/v4";
import { journeyLine } from "~/insights/attribution";
import { leadJourney } from "~/insights/lead-attribution.server";
import { getDb } from "~/lib/db/client.server";
import { logger } from "~/lib/log.server";
import { formatDateTime } from "~/lib/time";
import { clockLabel } from "./clock-wording";
import { leadActionSchema } from "./forms";
import type { LeadPageData } from "./lead-detail-view";
import { getLead } from "./query.server";
import { leadSource } from "./source.server";
import { leadOwners } from "./staff.server";
import type { WorkflowActionData } from "./workflow-forms";
import { addNote, changeStatus, markNotSpam, setOwner, type ChangeOutcome } from "./workflow.server";

const log = logger("admin-leads");

/** How the lead came, in words; the lead's page still shows when this cannot be read. */
async function originLine(id: string): Promise<string> {
  try {
    return journeyLine(await leadJourney(getDb(), id));
  } catch (error) {
    log.warn("could not read how a lead came", { reason: (error as Error).message, id });
    return "Not available just now: the database did not answer.";
  }
}

/** One lead as its staff page shows it, with its source's details and the staff who may own it. */
export async function loadLeadPage(id: string) {
  try {
    const lead = await getLead(id);
    if (!lead) return { state: "missing" as const };
    const [source, origin] = await Promise.all([leadSource(lead), originLine(lead.id)]);
    const page: LeadPageData = {
      id: lead.id,
      kind: lead.kind,
      name: lead.name,
      email: lead.email,
      organization: lead.organization,
      summary: lead.summary,
      origin,
      received: formatDateTime(lead.receivedAt),
      respondBy: formatDateTime(lead.respondBy),
      clock: clockLabel(lead, new Date()),
      status: lead.status,
      owner: lead.owner,
      delivery: lead.delivery,
      version: lead.version,
      notes: lead.notes.map(({ createdAt, ...note }) => ({ ...note, at: formatDateTime(createdAt) })),
      events: lead.events.map(({ at, ...event }) => ({ ...event, at: formatDateTime(at) })),
    };
    return { state: "ok" as const, lead: page, source, owners: leadOwners() };
  } catch (error) {
    log.error("could not load a lead", { error: error as Error, id });
    return { state: "error" as const };
  }
}

export const LEAD_CONFLICT =
  "It was changed by someone else after you opened it, so nothing was saved. The page now shows its current state: check it, then try again.";
export const NO_ANSWER = "The database did not answer. Try again in a moment.";

type Intent = WorkflowActionData["intent"];

/** What one of the lead page's forms came to; refusals carry the answer the form shows. */
export type LeadChange =
  | { kind: "invalid" | "failed" | "conflict"; answer: WorkflowActionData }
  | { kind: "done"; intent: Intent }
  | { kind: "unchanged" | "missing" };

/** Checks one of the lead page's forms and makes its change as `actor`, against the version the form was shown. */
export async function changeLead(id: string, actor: string, form: FormData): Promise<LeadChange> {
  const submission = parseWithZod(form, { schema: leadActionSchema(leadOwners()) });
  const intent =
    (["status", "owner", "note", "not-spam"] as const).find((name) => name === form.get("intent")) ?? "note";
  if (submission.status !== "success") return { kind: "invalid", answer: { intent, lastResult: submission.reply() } };
  const input = submission.value;
  let outcome: ChangeOutcome;
  try {
    outcome =
      input.intent === "status"
        ? await changeStatus(id, {
            actor,
            version: input.version,
            to: input.status,
            note: input.note || undefined,
          })
        : input.intent === "owner"
          ? await setOwner(id, { actor, version: input.version, owner: input.owner || null })
          : input.intent === "not-spam"
            ? await markNotSpam(id, { actor, version: input.version })
            : await addNote(id, { actor, body: input.body, reply: input.reply === true });
  } catch (error) {
    log.error("could not change a lead", { error: error as Error, id, intent: input.intent });
    return { kind: "failed", answer: { intent, lastResult: submission.reply({ formErrors: [NO_ANSWER] }) } };
  }
  switch (outcome.kind) {
    case "done":
      return { kind: "done", intent: input.intent };
    case "conflict":
      return {
        kind: "conflict",
        answer: { intent, conflict: true, lastResult: submission.reply({ formErrors: [LEAD_CONFLICT] }) },
      };
    default:
      return { kind: outcome.kind };
  }
}
