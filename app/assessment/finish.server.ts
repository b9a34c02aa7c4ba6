import { eq } from "drizzle-orm";
import { getDb } from "~/lib/db/client.server";
import { assessmentDrafts, assessments } from "./tables";
import { recordLead } from "~/leads/record.server";
import { newId } from "./ids.server";
import { type StepKey } from "./questions";
import { assessAnswers } from "./rules";
import { answersSchema, firstIncompleteStep, type ContactDetails } from "./schema";
import { enqueueAuditStaffEmail } from "./staff-email.server";

export type FinishOutcome =
  | { kind: "stored"; id: number; publicId: string; leadId: string }
  /** This draft was finished before (a second Send): its result, stored once. */
  | { kind: "already"; publicId: string }
  /** No such draft: deleted after the retention period, or an id nobody was given. */
  | { kind: "missing" }
  /** A step's answers are missing or no longer fit: nothing is stored. */
  | { kind: "incomplete"; step: StepKey };

type FinishInput = {
  draftId: string;
  contact: ContactDetails;
  clientIp: string | null;
  /** Suspected spam is stored for review but not e-mailed. */
  spam: boolean;
};

/**
 * Finishes an audit in one transaction: the draft is locked, its answers checked as a whole and
 * scored, the audit stored with its scores, the staff e-mail put in the outbox and the draft
 * deleted. Either all of it commits or none does, so the visitor only sees a result that is
 * stored and will be e-mailed, and two Sends of one draft store one audit.
 */
export async function finishAssessment(input: FinishInput): Promise<FinishOutcome> {
  return getDb().transaction(async (tx) => {
    const [draft] = await tx
      .select({ answers: assessmentDrafts.answers, page: assessmentDrafts.page })
      .from(assessmentDrafts)
      .where(eq(assessmentDrafts.id, input.draftId))
      .for("update");
    if (!draft) {
      const [done] = await tx
        .select({ publicId: assessments.publicId })
        .from(assessments)
        .where(eq(assessments.draftId, input.draftId));
      return done ? { kind: "already", publicId: done.publicId } : { kind: "missing" };
    }
    const parsed = answersSchema.safeParse(draft.answers);
    if (!parsed.success) return { kind: "incomplete", step: firstIncompleteStep(draft.answers) ?? "organization" };

    const answers = parsed.data;
    const result = assessAnswers(answers);
    const publicId = newId();
    const [row] = await tx
      .insert(assessments)
      .values({
        publicId,
        draftId: input.draftId,
        name: input.contact.name,
        email: input.contact.email,
        organization: input.contact.organization,
        phone: input.contact.phone || null,
        orgType: answers.orgType,
        answers,
        scores: result.scores,
        overall: result.overall,
        nextSteps: result.nextSteps,
        page: draft.page,
        clientIp: input.clientIp || null,
        spam: input.spam,
      })
      .returning();
    if (!row) throw new Error("insert returned no row");
    const lead = await recordLead(tx, {
      kind: "assessment",
      assessmentId: row.id,
      name: input.contact.name,
      email: input.contact.email,
      organization: input.contact.organization,
      summary: `IT audit score ${result.overall}/100${answers.worry ? `. Biggest worry: ${answers.worry}` : ""}`,
      receivedAt: row.finishedAt,
      spam: input.spam,
    });

    if (!input.spam) {
      await enqueueAuditStaffEmail(tx, { ...row, scores: result.scores, nextSteps: result.nextSteps });
    }
    await tx.delete(assessmentDrafts).where(eq(assessmentDrafts.id, input.draftId));
    return { kind: "stored", id: row.id, publicId, leadId: lead.id };
  });
}
