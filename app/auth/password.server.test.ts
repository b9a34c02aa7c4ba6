import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectDatabase, disconnectDatabase } from "~/lib/db/client.server";
import { applyMigrations } from "~/lib/db/migrate.server";
import { SIGN_IN_ATTEMPTS, passwordMatches, signInAttempts } from "./password.server";
import { workerDatabaseUrl } from "../../tests/support/worker-database";

describe("passwordMatches", () => {
  it("accepts only the exact password", () => {
    expect(passwordMatches("correct horse battery", "correct horse battery")).toBe(true);
    expect(passwordMatches("correct horse battery ", "correct horse battery")).toBe(false);
    expect(passwordMatches("Correct horse battery", "correct horse battery")).toBe(false);
    expect(passwordMatches("", "correct horse battery")).toBe(false);
    expect(passwordMatches("correct", "correct horse battery")).toBe(false);
  });
});

describe("signInAttempts", () => {
  beforeAll(async () => {
    const db = connectDatabase(workerDatabaseUrl());
    await applyMigrations(db, path.resolve(import.meta.dirname, "../../drizzle"));
  });
  afterAll(() => disconnectDatabase());

  it("allows 5 attempts per IP, refuses the 6th with a wait, and starts over after a reset", async () => {
    const ip = `203.0.113.${Math.floor(Math.random() * 250)}-${Date.now()}`;
    for (let i = 0; i < SIGN_IN_ATTEMPTS; i += 1) expect((await signInAttempts.consume(ip)).allowed).toBe(true);
    const refused = await signInAttempts.consume(ip);
    expect(refused.allowed).toBe(false);
    if (!refused.allowed) expect(refused.retryAfterSeconds).toBeGreaterThan(14 * 60);
    expect((await signInAttempts.consume(`${ip}-other`)).allowed).toBe(true);
    await signInAttempts.reset(ip);
    expect((await signInAttempts.consume(ip)).allowed).toBe(true);
  });
});
