import { deliveryStates } from "~/outbox/delivery-state.server";
import { getAssessment, staffEmailKey, type AssessmentDetail } from "./admin/assessments.server";

/** A finished audit as the lead desk shows it: answers, scores and next steps. */
export type AssessmentLeadSource = AssessmentDetail;

export function loadAssessmentLeadSource(id: number): Promise<AssessmentLeadSource | null> {
  return getAssessment(id);
}

/** Where each audit's e-mail to staff stands; absent when never queued (held as spam). */
export async function assessmentStaffEmailStates(
  ids: readonly number[],
): Promise<Map<number, "pending" | "sent" | "failed">> {
  const states = await deliveryStates(ids.map(staffEmailKey));
  return new Map(
    ids.flatMap((id) => {
      const state = states.get(staffEmailKey(id));
      return state ? [[id, state.status] as const] : [];
    }),
  );
}
