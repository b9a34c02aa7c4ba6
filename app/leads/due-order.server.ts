import { asc, desc, sql, type SQL } from "drizzle-orm";
import type { LeadCursor } from "./filters";
import { leads } from "./tables";

/**
 * The list's "due" order, keyset paged. Two groups: the leads still waiting for a first response
 * (the condition of the partial index leads_awaiting_idx), soonest due first, then every other
 * lead newest first. A cursor names its row's group, its time in that group (due or received) and
 * its id, so a page costs the same deep in the list as at its top.
 */

/** Waiting for a first response: new and never answered. */
export const awaiting = sql<boolean>`(${leads.firstResponseAt} is null and ${leads.status} = 'new')`;

/** The row's time in its group, to the microsecond, as the cursor carries it. */
export const dueCursorTime = sql<string>`to_char((case when ${awaiting} then ${leads.respondBy} else ${leads.receivedAt} end) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

const group = sql`(case when ${awaiting} then 0 else 1 end)`;
const dueTime = sql`(case when ${awaiting} then ${leads.respondBy} end)`;
const dueId = sql`(case when ${awaiting} then ${leads.id} end)`;

/**
 * Forwards: waiting first by due time, then the rest by arrival, newest first. Within a group the
 * other group's columns are null, so each group sorts by its own key alone.
 */
export function dueOrder(backwards: boolean): SQL[] {
  return backwards
    ? [desc(group), desc(dueTime), desc(dueId), asc(leads.receivedAt), asc(leads.id)]
    : [asc(group), asc(dueTime), asc(dueId), desc(leads.receivedAt), desc(leads.id)];
}

/** The rows after (or before) the cursor's row in the due order. */
export function dueCursorCondition(cursor: LeadCursor & { waiting: boolean }): SQL {
  const at = sql`${cursor.receivedAt}::timestamptz`;
  const id = sql`${cursor.id}::uuid`;
  const dueKey = sql`(${leads.respondBy}, ${leads.id})`;
  const receivedKey = sql`(${leads.receivedAt}, ${leads.id})`;
  if (cursor.direction === "after") {
    return cursor.waiting
      ? sql`((${awaiting} and ${dueKey} > (${at}, ${id})) or not ${awaiting})`
      : sql`(not ${awaiting} and ${receivedKey} < (${at}, ${id}))`;
  }
  return cursor.waiting
    ? sql`(${awaiting} and ${dueKey} < (${at}, ${id}))`
    : sql`(${awaiting} or ${receivedKey} > (${at}, ${id}))`;
}
