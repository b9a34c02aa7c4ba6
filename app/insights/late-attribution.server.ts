import { sql } from "drizzle-orm";
import type { Database } from "~/lib/db/client.server";
import { LEAD_MAKING_KINDS, UNKNOWN_SOURCE } from "./attribution";

/**
 * Gives the conversions of these days whose visitor is known but whose entry view was not yet
 * written when they were made (it sat in another instance's memory, or in this one's first
 * seconds) the attribution of that view, and the staff steps of their leads with them.
 * Cheap enough for every flush: only rows still "unknown" are looked at, by the (day, visitor) indexes.
 */
export async function fillLateAttribution(db: Database, days: Iterable<string>): Promise<void> {
  const wanted = [...days];
  if (wanted.length === 0) return;
  await db.execute(sql`
    with entries as (
      select distinct on (v.day, v.visitor) v.day, v.visitor, v.path, v.source, v.medium, v.campaign
      from insights_views v
      join insights_conversions c on c.day = v.day and c.visitor = v.visitor
      where c.source = ${UNKNOWN_SOURCE} and c.day in ${wanted} and v.kind = 'view'
      order by v.day, v.visitor, v.at
    ), filled as (
      update insights_conversions c
      set entry_path = e.path, source = e.source, medium = e.medium, campaign = e.campaign
      from entries e
      where c.day = e.day and c.visitor = e.visitor and c.source = ${UNKNOWN_SOURCE}
      returning c.lead_id, c.kind, c.entry_path, c.source, c.medium, c.campaign
    )
    update insights_conversions s
    set entry_path = f.entry_path, source = f.source, medium = f.medium, campaign = f.campaign
    from filled f
    where f.kind in ${LEAD_MAKING_KINDS} and s.lead_id = f.lead_id and s.visitor is null
      and s.source = ${UNKNOWN_SOURCE}`);
}
