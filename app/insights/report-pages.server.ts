import { sql } from "drizzle-orm";
import type { NotFoundFigures, PageFigures } from "./report";
import type { DayRange } from "./report-period";
import type { Db } from "./report-visits.server";

const inRange = (range: DayRange) => sql`day between ${range.from}::date and ${range.to}::date`;

/**
 * Views and visitors per page and day, raw and rolled up together. A page's visitors are its
 * distinct visitors each day, added up; on rolled-up days a visitor who saw a page both as their
 * entry and again later from a link is in two of its combinations, so counts there may be higher.
 */
const pageDays = (range: DayRange) => sql`
  select day, path, sum(views) as views, count(distinct visitor) as visitors
  from insights_views
  where kind = 'view' and ${inRange(range)}
  group by day, path
  union all
  select day, path, sum(views), sum(visitors)
  from insights_daily
  where ${inRange(range)}
  group by day, path`;

export async function viewTotal(db: Db, range: DayRange): Promise<number> {
  const result = await db.execute<{ views: number }>(
    sql`select coalesce(sum(views), 0)::int as views from (${pageDays(range)}) page_days`,
  );
  return result.rows[0]?.views ?? 0;
}

export async function viewsByDay(db: Db, range: DayRange): Promise<Map<string, number>> {
  const result = await db.execute<{ day: string; views: number }>(
    sql`select day::text as day, sum(views)::int as views from (${pageDays(range)}) page_days group by day`,
  );
  return new Map(result.rows.map((row) => [row.day, row.views]));
}

/** The most viewed pages, most first (ties by path, so the order never changes between loads). */
export async function topPages(db: Db, range: DayRange, limit: number): Promise<PageFigures[]> {
  const result = await db.execute<PageFigures>(sql`
    select path, sum(views)::int as views, sum(visitors)::int as visitors
    from (${pageDays(range)}) page_days
    group by path
    order by views desc, path
    limit ${limit}`);
  return result.rows;
}

/**
 * Pages not found with the page that linked to them (empty: typed, or a bookmark). Raw rows only:
 * they are not rolled up, as a broken link a month old has been seen or fixed.
 */
export async function notFoundPages(db: Db, range: DayRange, limit: number): Promise<NotFoundFigures[]> {
  const result = await db.execute<NotFoundFigures>(sql`
    select path, referrer, sum(views)::int as hits, count(distinct (day, visitor))::int as visitors
    from insights_views
    where kind = 'not_found' and ${inRange(range)}
    group by path, referrer
    order by hits desc, path, referrer
    limit ${limit}`);
  return result.rows;
}

export async function notFoundTotal(db: Db, range: DayRange): Promise<number> {
  const result = await db.execute<{ hits: number }>(
    sql`select coalesce(sum(views), 0)::int as hits from insights_views where kind = 'not_found' and ${inRange(range)}`,
  );
  return result.rows[0]?.hits ?? 0;
}
