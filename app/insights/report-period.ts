// The report's periods, apart from reading them (report-range.ts, which brings the business
// calendar): the page's form and links use these in the browser.

/** The presets staff can pick, in days, and the one shown first. */
export const PRESET_DAYS = [7, 30, 90] as const;
export type PresetDays = (typeof PRESET_DAYS)[number];

/** Eastern days, both ends included ("YYYY-MM-DD"). */
export type DayRange = { from: string; to: string };

export type ReportPeriod = DayRange & {
  days: number;
  /** The preset it is, or null for a chosen from/to. */
  preset: PresetDays | null;
  /** The same number of days just before it, for the comparison. */
  previous: DayRange;
};

export type RangeErrors = { from?: string; to?: string };

/** The query string of a period, for its links (the CSV, the same page bookmarked). */
export function periodQuery(value: ReportPeriod): string {
  return value.preset === null ? `from=${value.from}&to=${value.to}` : `days=${value.preset}`;
}
