import { businessMinutesBetween, type BusinessCalendar } from "~/calendar/calendar";
import { addDays, easternDay, weekdayOf } from "~/calendar/days";
import { LEAD_KINDS, type LeadKind } from "./kinds";

/**
 * The response-time report's figures, as pure functions over the leads' clocks (the rows come
 * from response-report.server.ts). Everything here is what the page says it is, so a person with
 * the same leads and a pencil gets the same numbers.
 */

/** The ranges staff can choose, in weeks, and the one shown first. */
export const REPORT_RANGES = [4, 12, 26] as const;
export type ReportRange = (typeof REPORT_RANGES)[number];
export const DEFAULT_RANGE: ReportRange = 12;

/** An unknown or missing range shows the default rather than an error: it is only a view. */
export function parseRange(value: string | null): ReportRange {
  return REPORT_RANGES.find((range) => String(range) === value) ?? DEFAULT_RANGE;
}

/** A lead of the report (spam is left out before it gets here). */
export type ResponseRow = {
  kind: LeadKind;
  owner: string | null;
  receivedAt: Date;
  respondBy: Date;
  firstResponseAt: Date | null;
};

/**
 * Where a lead stands against the promise: answered by its due time, answered after it, still
 * waiting past it (missed), or still waiting with time left (not counted yet).
 */
export type Outcome = "in-time" | "late" | "missed" | "waiting";

export function outcomeOf(row: Pick<ResponseRow, "respondBy" | "firstResponseAt">, now: Date): Outcome {
  if (row.firstResponseAt) return row.firstResponseAt <= row.respondBy ? "in-time" : "late";
  return row.respondBy < now ? "missed" : "waiting";
}

/** Business minutes from arrival to the first response, to the nearest minute; null while unanswered. */
export function minutesToFirstResponse(row: ResponseRow, calendar: BusinessCalendar): number | null {
  return row.firstResponseAt ? Math.round(businessMinutesBetween(row.receivedAt, row.firstResponseAt, calendar)) : null;
}

/**
 * The p-th percentile by the nearest-rank method: sort the values, take the one at rank
 * ceil(p/100 × n), counting from 1. Always one of the values; for the median of an even count,
 * the lower of the two middle ones.
 */
export function nearestRank(values: readonly number[], p: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1]!;
}

export type Figures = {
  /** Every lead received (not spam). */
  leads: number;
  /** Still waiting and not yet due: left out of the share. */
  waiting: number;
  /** Answered by the due time. */
  inTime: number;
  /** Answered, but after the due time. */
  late: number;
  /** Still waiting, past the due time. */
  missed: number;
  /** inTime / (inTime + late + missed); null when no lead is counted yet. */
  share: number | null;
  /** Of the answered leads, in business minutes. */
  median: number | null;
  p90: number | null;
};

type Measured = { row: ResponseRow; outcome: Outcome; minutes: number | null };

function figuresOf(measured: readonly Measured[]): Figures {
  const count = (outcome: Outcome) => measured.filter((each) => each.outcome === outcome).length;
  const [inTime, late, missed, waiting] = [count("in-time"), count("late"), count("missed"), count("waiting")];
  const counted = inTime + late + missed;
  const minutes = measured.flatMap((each) => (each.minutes === null ? [] : [each.minutes]));
  return {
    leads: measured.length,
    waiting,
    inTime,
    late,
    missed,
    share: counted === 0 ? null : inTime / counted,
    median: nearestRank(minutes, 50),
    p90: nearestRank(minutes, 90),
  };
}

/** The Monday (Eastern day name) of the week an instant falls in. */
export function weekOf(instant: Date): string {
  const day = easternDay(instant);
  return addDays(day, -((weekdayOf(day) + 6) % 7));
}

/** The Mondays of the last `range` weeks, oldest first, the current week last. */
export function reportWeeks(now: Date, range: number): string[] {
  const current = weekOf(now);
  return Array.from({ length: range }, (_, index) => addDays(current, 7 * (index - range + 1)));
}

/** Figures of one group of leads: an owner (null: nobody) or a kind. */
export type Group<Key> = { key: Key; figures: Figures };

export type Breakdown = {
  figures: Figures;
  /** Owners with leads, by name, nobody last. */
  byOwner: Group<string | null>[];
  /** Every kind, in the desk's order. */
  byKind: Group<LeadKind>[];
};

export type WeekFigures = Breakdown & { week: string; current: boolean };

export type ResponseReport = { weeks: WeekFigures[]; total: Breakdown };

function breakdown(measured: readonly Measured[]): Breakdown {
  const owners = [...new Set(measured.map((each) => each.row.owner))].sort((a, b) =>
    a === null ? 1 : b === null ? -1 : a.localeCompare(b),
  );
  return {
    figures: figuresOf(measured),
    byOwner: owners.map((key) => ({ key, figures: figuresOf(measured.filter((each) => each.row.owner === key)) })),
    byKind: LEAD_KINDS.map((key) => ({ key, figures: figuresOf(measured.filter((each) => each.row.kind === key)) })),
  };
}

/**
 * The report over these weeks (Mondays, oldest first): each lead in the week it arrived, Monday
 * to Sunday on the Eastern calendar; leads outside the weeks are left out.
 */
export function buildReport(
  rows: readonly ResponseRow[],
  options: { weeks: readonly string[]; now: Date; calendar: BusinessCalendar },
): ResponseReport {
  const { weeks, now, calendar } = options;
  const inRange = new Set(weeks);
  const measured = rows
    .map((row) => ({ row, week: weekOf(row.receivedAt) }))
    .filter(({ week }) => inRange.has(week))
    .map(({ row, week }) => ({
      row,
      week,
      outcome: outcomeOf(row, now),
      minutes: minutesToFirstResponse(row, calendar),
    }));
  const current = weekOf(now);
  return {
    weeks: weeks.map((week) => ({
      week,
      current: week === current,
      ...breakdown(measured.filter((each) => each.week === week)),
    })),
    total: breakdown(measured),
  };
}
