import { sql } from "drizzle-orm";
import type { Database } from "~/lib/db/client.server";
import { businessDay } from "./visitor.server";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Views older than `rawDays` become daily totals (views and visitors per page, source, campaign,
 * device and browser) and are deleted, in one transaction so nothing is counted twice or lost.
 * Not-found rows go without totals: a broken link a month old has been seen or fixed.
 */
export async function rollUpOldViews(db: Database, rawDays: number, now = new Date()): Promise<number> {
  const cutoff = businessDay(new Date(now.getTime() - rawDays * DAY_MS));
  return db.transaction(async (tx) => {
    // Only a visitor's first view of the day keeps its source (the visit's); the others become
    // internal. Each combination's entries are its visits, as raw days count them: a visit begun
    // on a page open since before midnight is one too, though its source is internal.
    await tx.execute(sql`
      insert into insights_daily (day, path, source, medium, campaign, device, browser, views, visitors, entries)
      select day, path, source, medium, campaign, device, browser, sum(views), count(distinct visitor),
        count(distinct visitor) filter (where entry)
      from (
        select day, path, device, browser, visitor, views, entry,
          case when entry then source else 'internal' end as source,
          case when entry then medium else 'internal' end as medium,
          case when entry then campaign else '' end as campaign
        from (
          select *, row_number() over (
            partition by day, visitor order by at, (source = 'internal'), path
          ) = 1 as entry
          from insights_views where kind = 'view' and day < ${cutoff}
        ) ranked
      ) visits
      group by day, path, source, medium, campaign, device, browser
      on conflict (day, path, source, medium, campaign, device, browser) do update
        set views = insights_daily.views + excluded.views, visitors = insights_daily.visitors + excluded.visitors,
          entries = insights_daily.entries + excluded.entries`);
    // The conversions of those days keep their attribution; their visitor code goes with the views.
    await tx.execute(sql`update insights_conversions set visitor = null where day < ${cutoff} and visitor is not null`);
    const deleted = await tx.execute(sql`delete from insights_views where day < ${cutoff}`);
    return deleted.rowCount ?? 0;
  });
}
