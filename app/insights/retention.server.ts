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
    await tx.execute(sql`
      insert into insights_daily (day, path, source, medium, campaign, device, browser, views, visitors)
      select day, path, source, medium, campaign, device, browser, count(*), count(distinct visitor)
      from insights_views where kind = 'view' and day < ${cutoff}
      group by day, path, source, medium, campaign, device, browser
      on conflict (day, path, source, medium, campaign, device, browser) do update
        set views = insights_daily.views + excluded.views, visitors = insights_daily.visitors + excluded.visitors`);
    const deleted = await tx.execute(sql`delete from insights_views where day < ${cutoff}`);
    return deleted.rowCount ?? 0;
  });
}
