import { stringify } from "csv-stringify/sync";
import type { WeekFigures } from "./response-report";

export const RESPONSE_CSV_HEADER = [
  "Week starting (Monday, Eastern)",
  "Current week",
  "Leads",
  "Answered within 2 business hours",
  "Late",
  "Missed (still waiting)",
  "Not yet due",
  "Share within 2 business hours (%)",
  "Median time to first response (business minutes)",
  "90th percentile (business minutes)",
] as const;

const cell = (value: number | null) => (value === null ? "" : String(value));

/**
 * The weekly table as CSV, oldest week first, with the same options as the lead export (BOM for
 * Excel, CRLF, formulas escaped) though every cell here is a date or a number. The share keeps one
 * decimal so a spreadsheet can sum it back; the page rounds to whole percents.
 */
export function weeklyCsv(weeks: readonly WeekFigures[]): string {
  return stringify(
    weeks.map(({ week, current, figures }) => [
      week,
      current ? "yes" : "no",
      String(figures.leads),
      String(figures.inTime),
      String(figures.late),
      String(figures.missed),
      String(figures.waiting),
      figures.share === null ? "" : (Math.round(figures.share * 1000) / 10).toFixed(1),
      cell(figures.median),
      cell(figures.p90),
    ]),
    { bom: true, header: true, columns: [...RESPONSE_CSV_HEADER], record_delimiter: "\r\n", escape_formulas: true },
  );
}
