import { lt, sql } from "drizzle-orm";
import type { Database } from "~/lib/db/client.server";
import { assessmentDrafts } from "./tables";

/**
 * Deletes unfinished audit drafts not changed for more than `days` (the period the privacy policy
 * states); returns how many. Finished audits are not drafts: their draft is deleted when they are stored.
 */
export async function deleteExpiredDrafts(db: Database, days: number): Promise<number> {
  const rows = await db
    .delete(assessmentDrafts)
    .where(lt(assessmentDrafts.updatedAt, sql`now() - make_interval(days => ${days})`))
    .returning({ id: assessmentDrafts.id });
  return rows.length;
}
