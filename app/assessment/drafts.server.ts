import { eq, sql } from "drizzle-orm";
import { getDb } from "~/lib/db/client.server";
import { assessmentDrafts, assessments } from "./tables";
import { isWellFormedId } from "./ids";
import { newId } from "./ids.server";
import { COMPLIANCE_BY_TYPE, ORG_TYPES, type OrgType } from "./questions";

export type Draft = { id: string; answers: Record<string, unknown>; page: string };

/** Starts a draft with the first step's answers; returns its id (its address). */
export async function createDraft(
  answers: Record<string, unknown>,
  options: { page: string; clientIp: string | null },
): Promise<string> {
  const id = newId();
  await getDb()
    .insert(assessmentDrafts)
    .values({ id, answers, page: options.page, clientIp: options.clientIp || null });
  return id;
}

/** The draft behind an address, or null for an id that is malformed, unknown, finished or expired. */
export async function loadDraft(id: string): Promise<Draft | null> {
  if (!isWellFormedId(id)) return null;
  const [row] = await getDb()
    .select({ id: assessmentDrafts.id, answers: assessmentDrafts.answers, page: assessmentDrafts.page })
    .from(assessmentDrafts)
    .where(eq(assessmentDrafts.id, id));
  return row ?? null;
}

/** The result's public id when this draft has already been finished (a second Send, Back after the result). */
export async function finishedFromDraft(id: string): Promise<string | null> {
  if (!isWellFormedId(id)) return null;
  const [row] = await getDb()
    .select({ publicId: assessments.publicId })
    .from(assessments)
    .where(eq(assessments.draftId, id));
  return row?.publicId ?? null;
}

/**
 * Keeps one step's answers in the draft. A change of organization type drops the regulations it
 * is not asked about, so the compliance step asks again rather than keeping answers that no
 * longer fit. Returns false when the draft is gone (finished or deleted meanwhile).
 */
export async function saveStep(id: string, stepAnswers: Record<string, unknown>): Promise<boolean> {
  const draft = await loadDraft(id);
  if (!draft) return false;
  const answers = withoutStaleCompliance({ ...draft.answers, ...stepAnswers });
  // A step's optional answer left empty must clear what was kept before.
  for (const [name, value] of Object.entries(stepAnswers)) if (value === undefined) delete answers[name];
  const rows = await getDb()
    .update(assessmentDrafts)
    .set({ answers, updatedAt: sql`now()` })
    .where(eq(assessmentDrafts.id, id))
    .returning({ id: assessmentDrafts.id });
  return rows.length === 1;
}

function withoutStaleCompliance(answers: Record<string, unknown>): Record<string, unknown> {
  const orgType = answers.orgType as OrgType;
  if (!ORG_TYPES.includes(orgType) || !Array.isArray(answers.compliance)) return answers;
  const allowed: readonly string[] = COMPLIANCE_BY_TYPE[orgType];
  const kept = answers.compliance.filter((value) => allowed.includes(value as string));
  const next = { ...answers };
  if (kept.length === 0) delete next.compliance;
  else next.compliance = kept;
  return next;
}
