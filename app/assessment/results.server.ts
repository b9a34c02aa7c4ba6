import { eq } from "drizzle-orm";
import { getDb } from "~/lib/db/client.server";
import { assessments } from "./tables";
import { formatDate } from "~/lib/time";
import { isWellFormedId } from "./ids";
import { AREAS, AREA_KEYS, ratingOf, type AreaScores, type NextStep } from "./rules";
import { describeAnswers } from "./summary";
import { toDay } from "./print-page";
import type { ResultView } from "./result-view-model";

/** A finished audit as its result page shows it, or null for an id that is malformed or unknown. */
export async function loadResult(publicId: string): Promise<ResultView | null> {
  if (!isWellFormedId(publicId)) return null;
  const [row] = await getDb()
    .select({
      organization: assessments.organization,
      scores: assessments.scores,
      overall: assessments.overall,
      nextSteps: assessments.nextSteps,
      answers: assessments.answers,
      finishedAt: assessments.finishedAt,
    })
    .from(assessments)
    .where(eq(assessments.publicId, publicId));
  if (!row) return null;
  const scores = row.scores as AreaScores;
  return {
    publicId,
    organization: row.organization,
    finished: formatDate(row.finishedAt),
    finishedDay: toDay(row.finishedAt),
    overall: row.overall,
    overallRating: ratingOf(row.overall),
    areas: AREA_KEYS.map((area) => ({
      name: AREAS[area],
      score: scores[area] ?? 0,
      rating: ratingOf(scores[area] ?? 0),
    })),
    nextSteps: row.nextSteps as NextStep[],
    answers: describeAnswers(row.answers),
    bookingHref: `/book?assessment=${encodeURIComponent(publicId)}`,
  };
}
