import { eq, sql } from "drizzle-orm";
import { getDb } from "~/lib/db/client.server";
import { logger } from "~/lib/log.server";
import { awaiting } from "./due-order.server";
import type { LeadDeskCounts } from "./desk-counts";
import { leads } from "./tables";

const log = logger("admin-leads");

/**
 * The lead desk's counts for the staff navigation, in one query over the new leads only (status
 * new is a small slice, read by its index): how many are new, and how many of those still wait
 * for a first response past their due time. Null when the database does not answer: the
 * navigation then leaves them out rather than fail every staff page.
 */
export async function loadLeadDeskCounts(): Promise<LeadDeskCounts | null> {
  try {
    const [row] = await getDb()
      .select({
        fresh: sql<number>`count(*)::int`,
        overdue: sql<number>`(count(*) filter (where ${awaiting} and ${leads.respondBy} < now()))::int`,
      })
      .from(leads)
      .where(eq(leads.status, "new"));
    return { new: row?.fresh ?? 0, overdue: row?.overdue ?? 0 };
  } catch (error) {
    log.warn("could not count the leads for the staff navigation", { error: error as Error });
    return null;
  }
}
