import { count, desc, eq } from "drizzle-orm";
import { getDb } from "~/lib/db/client.server";
import { assessments } from "../tables";
import { formatDateTime } from "~/lib/time";
import { deliveryStates, type DeliveryState } from "~/outbox/delivery-state.server";
import { OPTIONS } from "../questions";
import { AREAS, AREA_KEYS, type AreaScores, type NextStep } from "../rules";
import { describeAnswers, type AnsweredQuestion } from "../summary";

const PAGE_SIZE = 25;

/** The staff e-mail's idempotency key for a finished audit (finish.server.ts enqueues it). */
export const staffEmailKey = (id: number) => `assessment:${id}:staff`;

/** What staff see of the staff e-mail: its state, or "not e-mailed" for suspected spam. */
export type Delivery = { state: "sent" | "pending" | "failed" | "spam"; detail: string | null };

function deliveryOf(spam: boolean, state: DeliveryState | undefined): Delivery {
  if (spam || !state) return { state: "spam", detail: "Held as suspected spam: not e-mailed." };
  if (state.status === "sent")
    return { state: "sent", detail: state.sentAt ? `sent ${formatDateTime(state.sentAt)}` : null };
  const tries = `${state.attempts} attempt${state.attempts === 1 ? "" : "s"}`;
  return { state: state.status, detail: state.lastError ? `${tries}: ${state.lastError}` : tries };
}

const orgTypeLabel = (value: string) => OPTIONS.orgType.find((option) => option.value === value)?.label ?? value;

export type AssessmentRow = {
  id: number;
  finished: string;
  organization: string;
  name: string;
  email: string;
  orgType: string;
  overall: number;
  delivery: Delivery;
};

/** One page of finished audits, newest first, each with its e-mail's delivery state. */
export async function listAssessments(page: number) {
  const db = getDb();
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: assessments.id,
        finishedAt: assessments.finishedAt,
        organization: assessments.organization,
        name: assessments.name,
        email: assessments.email,
        orgType: assessments.orgType,
        overall: assessments.overall,
        spam: assessments.spam,
      })
      .from(assessments)
      .orderBy(desc(assessments.finishedAt), desc(assessments.id))
      .limit(PAGE_SIZE)
      .offset((page - 1) * PAGE_SIZE),
    db.select({ n: count() }).from(assessments),
  ]);
  const states = await deliveryStates(rows.map((row) => staffEmailKey(row.id)));
  const items: AssessmentRow[] = rows.map((row) => ({
    id: row.id,
    finished: formatDateTime(row.finishedAt),
    organization: row.organization,
    name: row.name,
    email: row.email,
    orgType: orgTypeLabel(row.orgType),
    overall: row.overall,
    delivery: deliveryOf(row.spam, states.get(staffEmailKey(row.id))),
  }));
  const totalCount = total?.n ?? 0;
  return { items, page, total: totalCount, pageCount: Math.max(1, Math.ceil(totalCount / PAGE_SIZE)) };
}

export type AssessmentDetail = AssessmentRow & {
  phone: string | null;
  page: string;
  clientIp: string | null;
  publicId: string;
  areas: { name: string; score: number }[];
  nextSteps: NextStep[];
  answers: AnsweredQuestion[];
};

/** One finished audit as staff read it, or null when there is none with this id. */
export async function getAssessment(id: number): Promise<AssessmentDetail | null> {
  const [row] = await getDb().select().from(assessments).where(eq(assessments.id, id));
  if (!row) return null;
  const states = await deliveryStates([staffEmailKey(row.id)]);
  const scores = row.scores as AreaScores;
  return {
    id: row.id,
    finished: formatDateTime(row.finishedAt),
    organization: row.organization,
    name: row.name,
    email: row.email,
    phone: row.phone,
    orgType: orgTypeLabel(row.orgType),
    overall: row.overall,
    delivery: deliveryOf(row.spam, states.get(staffEmailKey(row.id))),
    page: row.page,
    clientIp: row.clientIp,
    publicId: row.publicId,
    areas: AREA_KEYS.map((area) => ({ name: AREAS[area], score: scores[area] ?? 0 })),
    nextSteps: row.nextSteps as NextStep[],
    answers: describeAnswers(row.answers),
  };
}
