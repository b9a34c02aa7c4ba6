import type { ReportPeriod } from "./report-period";
import type { ConversionKind } from "./conversion-kinds";

/**
 * The insights report's figures and the arithmetic on them that needs no database (the rows come
 * from report*.server.ts). A visit is a visitor's day: the visitor hash changes every day, so the
 * same person on two days is two visits, and visitors over a range are the sum of each day's.
 */

/** The conversions that make a lead: what "converted" means in the rate by source and campaign. */
export const LEAD_CONVERSIONS = [
  "audit_finished",
  "call_booked",
  "contact_stored",
] as const satisfies readonly ConversionKind[];

/** The steps of the funnel after the visit itself, in their order. */
export const FUNNEL_STEPS = [
  "audit_started",
  "audit_finished",
  "call_booked",
] as const satisfies readonly ConversionKind[];

/** A figure of the period and of the same number of days before it. */
export type Compared = { current: number; previous: number };

/** Steps counted per visit (a known visitor once a day), or per row when the visitor is unknown. */
export type StepCounts = Record<ConversionKind, number>;

export type Headline = {
  visitors: Compared;
  views: Compared;
  /** Visits that became a lead (an audit finished, a call booked or a contact request stored). */
  converted: Compared;
  notFound: Compared;
  steps: Record<ConversionKind, Compared>;
};

export type DayFigures = { day: string; visitors: number; views: number };
export type PageFigures = { path: string; views: number; visitors: number };
export type EntryFigures = { path: string; visits: number };
/** Visitors by a trait of their entry view (device, browser). */
export type ShareFigures = { name: string; visits: number };
export type NotFoundFigures = { path: string; referrer: string; hits: number; visitors: number };

/** Visits from one source (or campaign) and what they led to. */
export type AttributedFigures = {
  visits: number;
  steps: StepCounts;
  converted: number;
  /** converted ÷ visits; null with no visit to divide by (a conversion whose visit is unknown). */
  rate: number | null;
};
export type SourceFigures = AttributedFigures & { source: string; medium: string };
export type CampaignFigures = AttributedFigures & { campaign: string };

export type InsightsReport = {
  period: ReportPeriod;
  headline: Headline;
  /** Every day of the period, oldest first, days without a visit included. */
  days: DayFigures[];
  pages: PageFigures[];
  entries: EntryFigures[];
  sources: SourceFigures[];
  campaigns: CampaignFigures[];
  devices: ShareFigures[];
  browsers: ShareFigures[];
  notFound: NotFoundFigures[];
};

/** The change from the period before, as a fraction; null when there was nothing before to compare with. */
export function change({ current, previous }: Compared): number | null {
  return previous === 0 ? null : (current - previous) / previous;
}

/** A part of a whole as a fraction; null when the whole is nothing. */
export function rate(part: number, whole: number): number | null {
  return whole === 0 ? null : part / whole;
}

export const noSteps = (): StepCounts => ({
  audit_started: 0,
  audit_finished: 0,
  call_booked: 0,
  contact_stored: 0,
  call_held: 0,
  won: 0,
});

/** Every day from `from` to `to`, with the figures of those that have some and zeros for the rest. */
export function everyDay(
  days: readonly string[],
  visitors: ReadonlyMap<string, number>,
  views: ReadonlyMap<string, number>,
): DayFigures[] {
  return days.map((day) => ({ day, visitors: visitors.get(day) ?? 0, views: views.get(day) ?? 0 }));
}
