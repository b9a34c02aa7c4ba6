import { resultPath } from "./paths";
import { and, eq } from "drizzle-orm";
import { assessments } from "./tables";
import type { Database } from "~/lib/db/client.server";
import { getEnv } from "~/lib/env.server";
import { enqueueEmail } from "~/outbox/enqueue.server";
import { staffEmailKey } from "./admin/assessments.server";
import type { AreaScores, NextStep } from "./rules";
import { describeAnswers, describeScores } from "./summary";

/** The database or a transaction of it. */
type Executor = Pick<Database, "insert" | "update" | "delete">;

type StoredAudit = Pick<
  typeof assessments.$inferSelect,
  "id" | "publicId" | "name" | "email" | "organization" | "phone" | "orgType" | "answers" | "overall" | "page"
> & { scores: AreaScores; nextSteps: NextStep[] };

/**
 * Puts the staff e-mail of a finished audit in the outbox, in the caller's transaction. Built from
 * the stored row, so an audit released from spam later sends exactly what a normal one would.
 */
export async function enqueueAuditStaffEmail(tx: Executor, audit: StoredAudit): Promise<void> {
  const siteUrl = getEnv().SITE_URL;
  await enqueueEmail(tx, {
    template: "assessment-staff",
    key: staffEmailKey(audit.id),
    replyTo: audit.email,
    params: {
      name: audit.name,
      email: audit.email,
      organization: audit.organization,
      phone: audit.phone ?? "",
      org_type: audit.orgType,
      overall: String(audit.overall),
      scores: describeScores(audit.scores),
      next_steps: audit.nextSteps.map((step) => step.title).join("; "),
      answers: describeAnswers(audit.answers)
        .map(({ question, answer }) => `${question} ${answer}`)
        .join("\n"),
      worry: typeof audit.answers.worry === "string" ? audit.answers.worry : "",
      page: `${siteUrl}${audit.page}`,
      result_url: `${siteUrl}${resultPath(audit.publicId)}`,
      admin_url: `${siteUrl}/admin/assessments/${audit.id}`,
    },
  });
}

/**
 * Staff judged an audit kept as spam to be a person's: it is no longer spam, and its staff e-mail
 * goes out as if it had never been held. False when it was not held as spam (nothing changes).
 */
export async function releaseAuditFromSpam(tx: Executor, id: number): Promise<boolean> {
  const [audit] = await tx
    .update(assessments)
    .set({ spam: false })
    .where(and(eq(assessments.id, id), eq(assessments.spam, true)))
    .returning();
  if (!audit) return false;
  // Stored by finishAssessment from the rules' own types (jsonb columns are untyped in the schema).
  await enqueueAuditStaffEmail(tx, {
    ...audit,
    scores: audit.scores as AreaScores,
    nextSteps: audit.nextSteps as NextStep[],
  });
  return true;
}
