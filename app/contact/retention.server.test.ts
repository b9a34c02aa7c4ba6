import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectDatabase, disconnectDatabase, getDb } from "~/lib/db/client.server";
import { applyMigrations } from "~/lib/db/migrate.server";
import { contactRequests } from "./tables";
import { storeContactRequest } from "./inbox.server";
import { deleteExpiredContactRequests } from "./retention.server";
import { workerDatabaseUrl } from "../../tests/support/worker-database";

beforeAll(async () => {
  const db = connectDatabase(workerDatabaseUrl());
  await applyMigrations(db, path.resolve(import.meta.dirname, "../../drizzle"));
});
afterAll(() => disconnectDatabase());

async function receivedDaysAgo(days: number, status: "pending" | "sent" | "spam" = "pending") {
  const { id } = await storeContactRequest(
    { name: "Old lead", email: "old@example.com", message: "Hello" },
    { page: "/contact", clientIp: "198.51.100.4", spam: status === "spam" },
  );
  await getDb()
    .update(contactRequests)
    .set({ receivedAt: sql`now() - make_interval(days => ${days})` })
    .where(eq(contactRequests.id, id));
  return id;
}

const exists = async (id: number) =>
  (await getDb().select({ id: contactRequests.id }).from(contactRequests).where(eq(contactRequests.id, id))).length ===
  1;

describe("deleteExpiredContactRequests", () => {
  it("deletes requests older than the retention period, whatever their status, and keeps newer ones", async () => {
    const old = await receivedDaysAgo(366);
    const oldSpam = await receivedDaysAgo(400, "spam");
    const recent = await receivedDaysAgo(364);
    expect(await deleteExpiredContactRequests(getDb(), 365)).toBeGreaterThanOrEqual(2);
    expect(await exists(old)).toBe(false);
    expect(await exists(oldSpam)).toBe(false);
    expect(await exists(recent)).toBe(true);
    // A shorter period reaches it too.
    await deleteExpiredContactRequests(getDb(), 30);
    expect(await exists(recent)).toBe(false);
  });
});
