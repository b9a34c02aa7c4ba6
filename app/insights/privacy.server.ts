import { sql } from "drizzle-orm";
import type { Database } from "~/lib/db/client.server";

/**
 * A privacy erasure's part here, in its transaction and before the person's leads go: their
 * leads' conversions (which the leads' cascade would take anyway) and the conversions of the same
 * visits that no lead holds (the audit they started), so nothing is left of how the person came.
 * Another lead's rows stay, even of the same visitor hash. Returns how many went.
 */
export async function deleteConversionsOf(tx: Pick<Database, "execute">, address: string): Promise<number> {
  const result = await tx.execute(sql`
    with theirs as (select id from leads where lower(email) = ${address}),
    visits as (
      select distinct day, visitor from insights_conversions
      where lead_id in (select id from theirs) and visitor is not null
    )
    delete from insights_conversions c
    where c.lead_id in (select id from theirs)
      or (c.lead_id is null and (c.day, c.visitor) in (select day, visitor from visits))`);
  return result.rowCount ?? 0;
}
