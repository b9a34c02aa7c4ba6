import path from "node:path";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectDatabase, disconnectDatabase } from "~/lib/db/client.server";
import { applyMigrations } from "~/lib/db/migrate.server";
import { loadEnv } from "./env.server";
import { configuredRateLimit, createRateLimit, deleteExpiredRateLimits } from "./rate-limit.server";
import { workerDatabaseUrl } from "../../tests/support/worker-database";

beforeAll(async () => {
  const db = connectDatabase(workerDatabaseUrl());
  await applyMigrations(db, path.resolve(import.meta.dirname, "../../drizzle"));
});
afterAll(() => disconnectDatabase());

describe("createRateLimit", () => {
  it("allows `points` hits per window and then refuses with the time until the window ends", async () => {
    const limit = createRateLimit({ name: `t-${randomUUID()}`, points: 3, windowSeconds: 600 });
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await limit.consume("203.0.113.7"));
    expect(results.slice(0, 3).map((r) => r.allowed)).toEqual([true, true, true]);
    expect(results[3]).toMatchObject({ allowed: false });
    const refused = results[3] as { retryAfterSeconds: number };
    expect(refused.retryAfterSeconds).toBeGreaterThan(590);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(600);
    // Another key is counted on its own.
    expect(await limit.consume("203.0.113.8")).toMatchObject({ allowed: true, remaining: 2 });
  });

  it("counts concurrent hits exactly (one atomic upsert each)", async () => {
    const limit = createRateLimit({ name: `t-${randomUUID()}`, points: 5, windowSeconds: 600 });
    const results = await Promise.all(Array.from({ length: 20 }, () => limit.consume("198.51.100.1")));
    expect(results.filter((r) => r.allowed)).toHaveLength(5);
  });

  it("is shared by two limiters with the same name, as two app instances would be", async () => {
    const name = `t-${randomUUID()}`;
    const a = createRateLimit({ name, points: 2, windowSeconds: 600 });
    const b = createRateLimit({ name, points: 2, windowSeconds: 600 });
    await a.consume("ip");
    await b.consume("ip");
    expect((await a.consume("ip")).allowed).toBe(false);
    await b.reset("ip");
    expect((await a.consume("ip")).allowed).toBe(true);
  });

  it("starts a new window once the old one has ended, and expired counters can be deleted", async () => {
    const limit = createRateLimit({ name: `t-${randomUUID()}`, points: 1, windowSeconds: 1 });
    expect((await limit.consume("ip")).allowed).toBe(true);
    expect((await limit.consume("ip")).allowed).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(await deleteExpiredRateLimits()).toBeGreaterThanOrEqual(1);
    expect((await limit.consume("ip")).allowed).toBe(true);
  });
});

describe("configuredRateLimit", () => {
  afterAll(() => loadEnv());

  it("sizes the limit from the environment and follows a change of it", async () => {
    const limit = configuredRateLimit({ name: `t-${randomUUID()}`, envPrefix: "BOOKING" });
    loadEnv({ BOOKING_RATE_LIMIT_MAX: "2" });
    expect(limit()).toBe(limit());
    expect((await limit().consume("a")).allowed).toBe(true);
    expect((await limit().consume("a")).allowed).toBe(true);
    expect((await limit().consume("a")).allowed).toBe(false);
    const before = limit();
    loadEnv({ BOOKING_RATE_LIMIT_MAX: "5" });
    expect(limit()).not.toBe(before);
    // The refused hits counted too: 3 so far, two more fit.
    expect((await limit().consume("a")).allowed).toBe(true);
    expect((await limit().consume("a")).allowed).toBe(true);
    expect((await limit().consume("a")).allowed).toBe(false);
  });

  it("takes any other reading of the environment", async () => {
    loadEnv({ ASSESSMENT_RATE_LIMIT_MAX: "1" });
    const limit = configuredRateLimit({
      name: `t-${randomUUID()}`,
      settings: (env) => ({ points: env.ASSESSMENT_RATE_LIMIT_MAX * 2, windowMinutes: 1 }),
    });
    expect((await limit().consume("a")).allowed).toBe(true);
    expect((await limit().consume("a")).allowed).toBe(true);
    const refused = await limit().consume("a");
    expect(refused.allowed).toBe(false);
    if (!refused.allowed) expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);
  });
});
