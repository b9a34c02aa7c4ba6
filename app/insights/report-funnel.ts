import { FUNNEL_STEPS, type Compared, type Headline } from "./report";
import { STEP_LABELS } from "./report-format";

export type FunnelRow = { label: string; figure: Compared };

/** Visit, then each step of the funnel, with the period before: what the funnel's chart and table show. */
export function funnelRows(headline: Headline): FunnelRow[] {
  return [
    { label: "Visits", figure: headline.visitors },
    ...FUNNEL_STEPS.map((kind) => ({ label: STEP_LABELS[kind], figure: headline.steps[kind] })),
  ];
}
