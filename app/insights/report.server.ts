import { addDays } from "~/calendar/days";
import { getDb } from "~/lib/db/client.server";
import {
  everyDay,
  noSteps,
  rate,
  type AttributedFigures,
  type CampaignFigures,
  type Headline,
  type InsightsReport,
  type SourceFigures,
  type StepCounts,
} from "./report";
import { conversionsByCampaign, conversionsBySource, convertedTotal, stepTotals } from "./report-conversions.server";
import { notFoundPages, notFoundTotal, topPages, viewTotal, viewsByDay } from "./report-pages.server";
import type { DayRange, ReportPeriod } from "./report-period";
import {
  entryPages,
  visitorTotal,
  visitorsByDay,
  visitsByBrowser,
  visitsByCampaign,
  visitsByDevice,
  visitsBySource,
  type Db,
} from "./report-visits.server";
import { CONVERSION_KINDS } from "./conversion-kinds";

/** How many rows the page and the CSV show of the long lists (pages, entry pages, pages not found). */
export const LIST_LIMIT = 50;

/** The totals the headline compares. */
async function totals(db: Db, range: DayRange) {
  const [visitors, views, notFound, steps, converted] = await Promise.all([
    visitorTotal(db, range),
    viewTotal(db, range),
    notFoundTotal(db, range),
    stepTotals(db, range),
    convertedTotal(db, range),
  ]);
  return { visitors, views, notFound, steps, converted };
}

function attributed(visits: number, found: { steps: StepCounts; converted: number } | undefined): AttributedFigures {
  const converted = found?.converted ?? 0;
  return { visits, steps: found?.steps ?? noSteps(), converted, rate: rate(converted, visits) };
}

/** Most visits first; conversions with no visit of their own in the period (visits 0) after them. */
const byVisits = <Row extends AttributedFigures>(rows: Row[], name: (row: Row) => string) =>
  rows.sort((a, b) => b.visits - a.visits || b.converted - a.converted || name(a).localeCompare(name(b)));

async function sources(db: Db, range: DayRange): Promise<SourceFigures[]> {
  const [visits, conversions] = await Promise.all([visitsBySource(db, range), conversionsBySource(db, range)]);
  const rows = visits.map(({ source, medium, visits: count }) => {
    const key = JSON.stringify({ source, medium });
    const found = conversions.get(key);
    conversions.delete(key);
    return { source, medium, ...attributed(count, found) };
  });
  for (const found of conversions.values()) rows.push({ ...found.key, ...attributed(0, found) });
  return byVisits(rows, (row) => `${row.source} ${row.medium}`);
}

async function campaigns(db: Db, range: DayRange): Promise<CampaignFigures[]> {
  const [visits, conversions] = await Promise.all([visitsByCampaign(db, range), conversionsByCampaign(db, range)]);
  const rows = visits.map(({ campaign, visits: count }) => {
    const key = JSON.stringify(campaign);
    const found = conversions.get(key);
    conversions.delete(key);
    return { campaign, ...attributed(count, found) };
  });
  for (const found of conversions.values()) rows.push({ campaign: found.key, ...attributed(0, found) });
  return byVisits(rows, (row) => row.campaign);
}

/** Every day of a range, oldest first. */
function daysOf(range: DayRange): string[] {
  const days: string[] = [];
  for (let day = range.from; day <= range.to; day = addDays(day, 1)) days.push(day);
  return days;
}

/**
 * The report of a period, with its totals beside those of the same number of days before it. Raw
 * views and daily totals are read together, so the period may reach back past the raw retention.
 */
export async function loadInsightsReport(period: ReportPeriod, db: Db = getDb()): Promise<InsightsReport> {
  const [now, before, visitorDays, viewDays, pages, entries, sourceRows, campaignRows, devices, browsers, notFound] =
    await Promise.all([
      totals(db, period),
      totals(db, period.previous),
      visitorsByDay(db, period),
      viewsByDay(db, period),
      topPages(db, period, LIST_LIMIT),
      entryPages(db, period, LIST_LIMIT),
      sources(db, period),
      campaigns(db, period),
      visitsByDevice(db, period),
      visitsByBrowser(db, period),
      notFoundPages(db, period, LIST_LIMIT),
    ]);
  const compare = (pick: (figures: typeof now) => number) => ({ current: pick(now), previous: pick(before) });
  const headline: Headline = {
    visitors: compare((figures) => figures.visitors),
    views: compare((figures) => figures.views),
    converted: compare((figures) => figures.converted),
    notFound: compare((figures) => figures.notFound),
    steps: Object.fromEntries(
      CONVERSION_KINDS.map((kind) => [kind, compare((figures) => figures.steps[kind])]),
    ) as Headline["steps"],
  };
  return {
    period,
    headline,
    days: everyDay(daysOf(period), visitorDays, viewDays),
    pages,
    entries,
    sources: sourceRows,
    campaigns: campaignRows,
    devices,
    browsers,
    notFound,
  };
}
