import { inArray } from "drizzle-orm";
import { getDb } from "~/lib/db/client.server";
import { emailOutbox } from "./tables";

export type DeliveryState = {
  status: "pending" | "sent" | "failed";
  attempts: number;
  lastError: string | null;
  sentAt: Date | null;
};

/** Where each of these e-mails stands, by idempotency key; a key never enqueued is absent. */
export async function deliveryStates(keys: readonly string[]): Promise<Map<string, DeliveryState>> {
  if (keys.length === 0) return new Map();
  const rows = await getDb()
    .select({
      key: emailOutbox.key,
      status: emailOutbox.status,
      attempts: emailOutbox.attempts,
      lastError: emailOutbox.lastError,
      sentAt: emailOutbox.sentAt,
    })
    .from(emailOutbox)
    .where(inArray(emailOutbox.key, [...keys]));
  return new Map(rows.map(({ key, ...state }) => [key, state]));
}
