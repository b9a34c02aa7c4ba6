import { lt, sql } from "drizzle-orm";
import type { Database } from "~/lib/db/client.server";
import { contactRequests } from "./tables";

/** Deletes contact requests received more than `days` ago, whatever their status; returns how many. */
export async function deleteExpiredContactRequests(db: Database, days: number): Promise<number> {
  const rows = await db
    .delete(contactRequests)
    .where(lt(contactRequests.receivedAt, sql`now() - make_interval(days => ${days})`))
    .returning({ id: contactRequests.id });
  return rows.length;
}
