import { sql } from "drizzle-orm";
import type { Database } from "~/lib/db/client.server";

/** The channel open lead desk pages hear from (app/leads/live.server.ts LISTENs on it). */
export const LEADS_CHANNEL = "leads_changed";

/**
 * Tells every instance's open lead desk pages that this lead was created or changed. Call it in
 * the transaction that makes the change: PostgreSQL delivers a notification only when its
 * transaction commits, so a rolled-back change is never announced and no page reloads before the
 * change can be read. The payload is the lead's id alone: nothing of the person travels.
 */
export async function notifyLeadChanged(tx: Pick<Database, "execute">, leadId: string): Promise<void> {
  await tx.execute(sql`select pg_notify(${LEADS_CHANNEL}, ${leadId})`);
}
