// The report's ranges, apart from its figures (response-report.ts needs the business calendar,
// whose code belongs to the booking pages' bundle): the page's form uses them in the browser.

/** The ranges staff can choose, in weeks, and the one shown first. */
export const REPORT_RANGES = [4, 12, 26] as const;
export type ReportRange = (typeof REPORT_RANGES)[number];
const DEFAULT_RANGE: ReportRange = 12;

/** An unknown or missing range shows the default rather than an error: it is only a view. */
export function parseRange(value: string | null): ReportRange {
  return REPORT_RANGES.find((range) => String(range) === value) ?? DEFAULT_RANGE;
}
