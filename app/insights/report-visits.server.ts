import { sql, type SQL } from "drizzle-orm";
import type { Database } from "~/lib/db/client.server";
import type { EntryFigures, ShareFigures } from "./report";
import type { DayRange } from "./report-period";

export type Db = Pick<Database, "execute">;

/**
 * One row per visit, or per group of visits once rolled up, with what the visit is known by: the
 * page, source, campaign, device and browser of the visitor's first view that day. Raw days take
 * each (day, visitor)'s earliest view (in a tie, one from outside the site). Rolled-up days keep
 * no visitor, only each combination's entries: the visits that began with it, counted the same way
 * when the day was rolled up.
 */
export function visitsOf(range: DayRange): SQL {
  return sql`
    select day, path, source, medium, campaign, device, browser, 1 as visits
    from (
      select distinct on (day, visitor) day, path, source, medium, campaign, device, browser
      from insights_views
      where kind = 'view' and day between ${range.from}::date and ${range.to}::date
      order by day, visitor, at, source = 'internal', path
    ) first_views
    union all
    select day, path, source, medium, campaign, device, browser, entries
    from insights_daily
    where day between ${range.from}::date and ${range.to}::date and entries > 0`;
}

/** Visits grouped by some of their columns (trusted fragments), most first, then by the columns. */
async function visitsBy<Row extends Record<string, unknown>>(
  db: Db,
  range: DayRange,
  columns: SQL,
  options: { where?: SQL; limit?: number } = {},
): Promise<(Row & { visits: number })[]> {
  const result = await db.execute<Row & { visits: number }>(sql`
    with visits as (${visitsOf(range)})
    select ${columns}, sum(visits)::int as visits
    from visits
    ${options.where ? sql`where ${options.where}` : sql``}
    group by ${columns}
    order by visits desc, ${columns}
    ${options.limit ? sql`limit ${options.limit}` : sql``}`);
  return result.rows as (Row & { visits: number })[];
}

/** The period's visitors: each day's distinct visitors, added up. */
export async function visitorTotal(db: Db, range: DayRange): Promise<number> {
  const result = await db.execute<{ visits: number }>(
    sql`with visits as (${visitsOf(range)}) select coalesce(sum(visits), 0)::int as visits from visits`,
  );
  return result.rows[0]?.visits ?? 0;
}

export async function visitorsByDay(db: Db, range: DayRange): Promise<Map<string, number>> {
  const rows = await visitsBy<{ day: string }>(db, range, sql`day::text`);
  return new Map(rows.map((row) => [row.day, row.visits]));
}

/** Pages visits began on. */
export async function entryPages(db: Db, range: DayRange, limit: number): Promise<EntryFigures[]> {
  return visitsBy<{ path: string }>(db, range, sql`path`, { limit });
}

/** Visits by their source and medium, every one (the rate by source needs them all). */
export async function visitsBySource(db: Db, range: DayRange) {
  return visitsBy<{ source: string; medium: string }>(db, range, sql`source, medium`);
}

/** Visits of named campaigns only. */
export async function visitsByCampaign(db: Db, range: DayRange) {
  return visitsBy<{ campaign: string }>(db, range, sql`campaign`, { where: sql`campaign <> ''` });
}

export async function visitsByDevice(db: Db, range: DayRange): Promise<ShareFigures[]> {
  const rows = await visitsBy<{ device: string }>(db, range, sql`device`);
  return rows.map((row) => ({ name: row.device, visits: row.visits }));
}

export async function visitsByBrowser(db: Db, range: DayRange): Promise<ShareFigures[]> {
  const rows = await visitsBy<{ browser: string }>(db, range, sql`browser`);
  return rows.map((row) => ({ name: row.browser, visits: row.visits }));
}
