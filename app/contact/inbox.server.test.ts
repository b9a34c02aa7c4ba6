import { eq } from "drizzle-orm";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectDatabase, disconnectDatabase, getDb } from "~/lib/db/client.server";
import { applyMigrations } from "~/lib/db/migrate.server";
import { contactRequests } from "./tables";
import { storeContactRequest } from "./inbox.server";
import { workerDatabaseUrl } from "../../tests/support/worker-database";

beforeAll(async () => {
  const db = connectDatabase(workerDatabaseUrl());
  await applyMigrations(db, path.resolve(import.meta.dirname, "../../drizzle"));
});
afterAll(() => disconnectDatabase());

describe("storeContactRequest", () => {
  it("commits the request with the page it came from and the time it arrived", async () => {
    const before = Date.now();
    const { id } = await storeContactRequest(
      {
        name: "Grace Hopper",
        email: "grace@example.com",
        message: "Our Wi-Fi drops every afternoon.",
        service: "Network Infrastructure",
      },
      { page: "/contact", clientIp: "203.0.113.9" },
    );
    const [row] = await getDb().select().from(contactRequests).where(eq(contactRequests.id, id));
    expect(row).toMatchObject({
      name: "Grace Hopper",
      email: "grace@example.com",
      company: null,
      phone: null,
      service: "Network Infrastructure",
      page: "/contact",
      clientIp: "203.0.113.9",
      status: "pending",
      attempts: 0,
      sentAt: null,
    });
    expect(row!.receivedAt.getTime()).toBeGreaterThanOrEqual(before - 5_000);
  });

  it("applying the migrations twice is harmless (every instance runs them at boot)", async () => {
    await expect(applyMigrations(getDb(), path.resolve(import.meta.dirname, "../../drizzle"))).resolves.toBeUndefined();
  });
});
