import { stringify } from "csv-stringify/sync";
import { SAFE_CSV_OPTIONS } from "~/leads/csv.server";
import { change, type AttributedFigures, type Compared, type InsightsReport } from "./report";
import { STEP_LABELS, sourceName } from "./report-format";
import { CONVERSION_KINDS } from "./conversion-kinds";

/**
 * One long table (a row per figure) rather than one table per breakdown: every row has the same
 * columns, so a spreadsheet can filter or pivot it, and each section says what it is.
 */
export const INSIGHTS_CSV_HEADER = ["Section", "Name", "Detail", "Measure", "Value"] as const;

type Cell = string | number;
type CsvRecord = [section: string, name: string, detail: string, measure: string, value: Cell];

/** A share as a percentage with one decimal, a number a spreadsheet can add up; empty when there is none. */
const percent = (fraction: number | null): Cell => (fraction === null ? "" : Math.round(fraction * 1000) / 10);

function compared(name: string, figure: Compared, when: { current: string; previous: string }): CsvRecord[] {
  return [
    ["Totals", name, when.current, "This period", figure.current],
    ["Totals", name, when.previous, "Period before", figure.previous],
    ["Totals", name, "", "Change (%)", percent(change(figure))],
  ];
}

function attributed(section: string, name: string, detail: string, figures: AttributedFigures): CsvRecord[] {
  return [
    [section, name, detail, "Visits", figures.visits],
    ...CONVERSION_KINDS.map((kind): CsvRecord => [section, name, detail, STEP_LABELS[kind], figures.steps[kind]]),
    [section, name, detail, "Visits that became a lead", figures.converted],
    [section, name, detail, "Conversion rate (%)", percent(figures.rate)],
  ];
}

/**
 * The whole report as CSV, with the lead export's protections (formulas escaped, text quoted):
 * paths, referrers, sources and campaigns come from visitors' addresses and headers.
 */
export function insightsCsv(report: InsightsReport): string {
  const { period, headline } = report;
  const when = {
    current: `${period.from} to ${period.to}`,
    previous: `${period.previous.from} to ${period.previous.to}`,
  };
  const records: CsvRecord[] = [
    ...compared("Visitors", headline.visitors, when),
    ...compared("Page views", headline.views, when),
    ...CONVERSION_KINDS.flatMap((kind) => compared(STEP_LABELS[kind], headline.steps[kind], when)),
    ...compared("Visits that became a lead", headline.converted, when),
    ...compared("Pages not found", headline.notFound, when),
    ...report.days.flatMap((day): CsvRecord[] => [
      ["Day", day.day, "", "Visitors", day.visitors],
      ["Day", day.day, "", "Page views", day.views],
    ]),
    ...report.pages.flatMap((page): CsvRecord[] => [
      ["Top pages", page.path, "", "Page views", page.views],
      ["Top pages", page.path, "", "Visitors", page.visitors],
    ]),
    ...report.entries.map((entry): CsvRecord => ["Entry pages", entry.path, "", "Visits", entry.visits]),
    ...report.sources.flatMap((row) => attributed("Sources", sourceName(row.source), row.medium, row)),
    ...report.campaigns.flatMap((row) => attributed("Campaigns", row.campaign, "", row)),
    ...report.devices.map((row): CsvRecord => ["Devices", row.name, "", "Visits", row.visits]),
    ...report.browsers.map((row): CsvRecord => ["Browsers", row.name, "", "Visits", row.visits]),
    ...report.notFound.flatMap((row): CsvRecord[] => [
      ["Pages not found", row.path, row.referrer, "Times asked for", row.hits],
      ["Pages not found", row.path, row.referrer, "Visitors", row.visitors],
    ]),
  ];
  return stringify(records, { ...SAFE_CSV_OPTIONS, header: true, columns: [...INSIGHTS_CSV_HEADER] });
}

/** "insights-2027-03-01-to-2027-03-07.csv": the period in the name, so two downloads never clash. */
export const insightsCsvName = (report: Pick<InsightsReport, "period">) =>
  `insights-${report.period.from}-to-${report.period.to}.csv`;
