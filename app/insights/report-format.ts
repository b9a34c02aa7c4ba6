import { UNKNOWN_SOURCE } from "./attribution";
import { change, type Compared } from "./report";
import type { ReportPeriod } from "./report-period";
import type { ConversionKind } from "./conversion-kinds";

/** Each conversion as staff call it, on the page and in the CSV. */
export const STEP_LABELS: Record<ConversionKind, string> = {
  audit_started: "Audits started",
  audit_finished: "Audits finished",
  call_booked: "Calls booked",
  contact_stored: "Contact requests",
  call_held: "Calls held",
  won: "Won",
};

/**
 * A source as staff read it. "internal" is a visit whose first view that day came from a link on
 * the site itself: it began before midnight (the visitor hash is new each day) or in a tab left open.
 */
export function sourceName(source: string): string {
  // Conversions whose visit was not seen carry UNKNOWN_SOURCE (attribution.ts).
  if (source === "" || source === UNKNOWN_SOURCE) return "Not known";
  if (source === "direct") return "Direct (no referrer)";
  if (source === "internal") return "Continued from an earlier visit";
  return source;
}

const counts = new Intl.NumberFormat("en-US");

export const formatCount = (value: number) => counts.format(value);

/** A share as a percentage with up to one decimal ("12.5%"); a dash when there is none. */
export function formatPercent(fraction: number | null): string {
  if (fraction === null) return "—";
  return `${Math.round(fraction * 1000) / 10}%`;
}

/**
 * The change from the period before, in words a screen reader says well: "up 25%", "down 10%",
 * "no change", or "up" alone from nothing (no percentage of zero).
 */
export function formatChange(figure: Compared): string {
  const fraction = change(figure);
  if (fraction === null) return figure.current === 0 ? "no change" : "up";
  if (fraction === 0) return "no change";
  return `${fraction > 0 ? "up" : "down"} ${formatPercent(Math.abs(fraction))}`;
}

const dayFormat = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });
const fullDayFormat = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});

/** "Mar 1" of a day name: the name is already the Eastern day, so it is read as UTC. */
export const formatDay = (day: string) => dayFormat.format(new Date(`${day}T12:00:00Z`));
const formatFullDay = (day: string) => fullDayFormat.format(new Date(`${day}T12:00:00Z`));

/** "Mar 1 – Mar 30, 2027", and "(30 days)" after it when `days` is given. */
export function rangeLabel(range: { from: string; to: string }, days?: number): string {
  const from = range.from.slice(0, 4) === range.to.slice(0, 4) ? formatDay(range.from) : formatFullDay(range.from);
  const dates = range.from === range.to ? formatFullDay(range.to) : `${from} – ${formatFullDay(range.to)}`;
  return days === undefined ? dates : `${dates} (${days} day${days === 1 ? "" : "s"})`;
}

/** What the period is called in headings: "the last 30 days", or its dates. */
export function periodName(period: ReportPeriod): string {
  return period.preset === null ? rangeLabel(period, period.days) : `the last ${period.preset} days`;
}
