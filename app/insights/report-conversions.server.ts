import { sql, type SQL } from "drizzle-orm";
import { LEAD_CONVERSIONS, noSteps, type StepCounts } from "./report";
import type { DayRange } from "./report-period";
import type { Db } from "./report-visits.server";
import { CONVERSION_KINDS, type ConversionKind } from "./conversion-kinds";

/**
 * How many did a step: a known visitor once a day however often they did it (two audits started
 * on one visit are one visit that started an audit), a conversion whose visitor is unknown (counting
 * off, a staff step) once per row.
 */
const visitsThatDid = sql`(count(distinct (day, visitor)) filter (where visitor is not null)
  + count(*) filter (where visitor is null))::int`;

/**
 * The conversions that count: those of a lead held as spam do not (a spam lead is no client), yet
 * they are kept, so a lead staff release as "Not spam" keeps the visit that brought it and counts
 * from then on, on the day it converted.
 */
const counted = sql`(select c.* from insights_conversions c where c.lead_id is null
  or not exists (select 1 from leads l where l.id = c.lead_id and l.status = 'spam')) counted`;

const inRange = (range: DayRange) => sql`day between ${range.from}::date and ${range.to}::date`;
const leadKinds = sql`kind in (${sql.join(
  LEAD_CONVERSIONS.map((kind) => sql`${kind}`),
  sql`, `,
)})`;

const isKind = (value: string): value is ConversionKind => (CONVERSION_KINDS as readonly string[]).includes(value);

/** Each step's count over the period. */
export async function stepTotals(db: Db, range: DayRange): Promise<StepCounts> {
  const result = await db.execute<{ kind: string; count: number }>(sql`
    select kind, ${visitsThatDid} as count from ${counted} where ${inRange(range)} group by kind`);
  const steps = noSteps();
  for (const row of result.rows) if (isKind(row.kind)) steps[row.kind] = row.count;
  return steps;
}

/** Visits that became a lead, each once however many ways it did. */
export async function convertedTotal(db: Db, range: DayRange): Promise<number> {
  const result = await db.execute<{ count: number }>(sql`
    select ${visitsThatDid} as count from ${counted} where ${inRange(range)} and ${leadKinds}`);
  return result.rows[0]?.count ?? 0;
}

type Attributed<Key> = { key: Key; steps: StepCounts; converted: number };

/**
 * Conversions grouped by the attribution they were recorded with (`columns`, trusted fragments;
 * `keyOf` names a group), each group's steps and its visits that became a lead.
 */
async function conversionsBy<Key>(
  db: Db,
  range: DayRange,
  columns: SQL,
  keyOf: (row: Record<string, unknown>) => Key,
  where: SQL = sql`true`,
): Promise<Map<string, Attributed<Key>>> {
  const [steps, converted] = await Promise.all([
    db.execute(sql`
      select ${columns}, kind, ${visitsThatDid} as count from ${counted}
      where ${inRange(range)} and ${where} group by ${columns}, kind`),
    db.execute(sql`
      select ${columns}, ${visitsThatDid} as count from ${counted}
      where ${inRange(range)} and ${where} and ${leadKinds} group by ${columns}`),
  ]);
  const groups = new Map<string, Attributed<Key>>();
  const groupOf = (row: Record<string, unknown>) => {
    const key = keyOf(row);
    const name = JSON.stringify(key);
    let group = groups.get(name);
    if (!group) groups.set(name, (group = { key, steps: noSteps(), converted: 0 }));
    return group;
  };
  for (const row of steps.rows) {
    const kind = String(row.kind);
    if (isKind(kind)) groupOf(row).steps[kind] = Number(row.count);
  }
  for (const row of converted.rows) groupOf(row).converted = Number(row.count);
  return groups;
}

type SourceKey = { source: string; medium: string };

/** By source and medium, keyed by JSON.stringify({ source, medium }). */
export function conversionsBySource(db: Db, range: DayRange) {
  return conversionsBy<SourceKey>(db, range, sql`source, medium`, (row) => ({
    source: String(row.source),
    medium: String(row.medium),
  }));
}

/** By named campaign, keyed by JSON.stringify(campaign). */
export function conversionsByCampaign(db: Db, range: DayRange) {
  return conversionsBy<string>(db, range, sql`campaign`, (row) => String(row.campaign), sql`campaign <> ''`);
}
