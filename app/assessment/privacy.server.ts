import { desc, sql } from "drizzle-orm";
import type { Database } from "~/lib/db/client.server";
import { assessmentDrafts, assessments } from "./tables";
import { deleteOutboxEmails } from "~/outbox/enqueue.server";

type Executor = Pick<Database, "select" | "delete">;

// The privacy desk compares addresses lower-cased; `address` must already be (app/privacy/address.ts).
const sameAddress = (address: string) => sql`lower(${assessments.email}) = ${address}`;
// A draft keeps its steps' answers under the fields' names; the contact step's address would be
// `email`. Today the contact step finishes the audit without saving into the draft, so a draft
// rarely holds one, but any that does is found.
const draftWithAddress = (address: string) => sql`lower(${assessmentDrafts.answers} ->> 'email') = ${address}`;

/** The outbox keys of a finished audit's e-mails (see staffEmailKey) all start with this. */
export const assessmentEmailPrefix = (id: number) => `assessment:${id}:`;

export type HeldAssessment = { id: number; finishedAt: Date; organization: string; overall: number; spam: boolean };
export type HeldDraft = { id: string; createdAt: Date; updatedAt: Date };

/** Every finished audit sent with this address, newest first. */
export function assessmentsBy(db: Executor, address: string): Promise<HeldAssessment[]> {
  return db
    .select({
      id: assessments.id,
      finishedAt: assessments.finishedAt,
      organization: assessments.organization,
      overall: assessments.overall,
      spam: assessments.spam,
    })
    .from(assessments)
    .where(sameAddress(address))
    .orderBy(desc(assessments.finishedAt), desc(assessments.id));
}

/** Unfinished audits whose answers carry this address. */
export function draftsWith(db: Executor, address: string): Promise<HeldDraft[]> {
  return db
    .select({ id: assessmentDrafts.id, createdAt: assessmentDrafts.createdAt, updatedAt: assessmentDrafts.updatedAt })
    .from(assessmentDrafts)
    .where(draftWithAddress(address))
    .orderBy(desc(assessmentDrafts.updatedAt));
}

/** Deletes the finished audits with their e-mails, and the drafts carrying the address. */
export async function deleteAssessmentsBy(
  db: Executor,
  address: string,
): Promise<{ assessments: number; drafts: number; emails: number }> {
  const rows = await db.delete(assessments).where(sameAddress(address)).returning({ id: assessments.id });
  let emails = 0;
  for (const row of rows) emails += await deleteOutboxEmails(db, assessmentEmailPrefix(row.id));
  const drafts = await db
    .delete(assessmentDrafts)
    .where(draftWithAddress(address))
    .returning({ id: assessmentDrafts.id });
  return { assessments: rows.length, drafts: drafts.length, emails };
}
