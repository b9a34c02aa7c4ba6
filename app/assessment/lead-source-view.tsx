import { AssessmentDetailView } from "./admin/assessment-views";
import type { AssessmentLeadSource } from "./lead-source.server";

/** A finished audit on its lead's page: the same view staff read under Audits. */
export function AssessmentLeadSourceView({ assessment }: { assessment: AssessmentLeadSource }) {
  return <AssessmentDetailView assessment={assessment} />;
}
