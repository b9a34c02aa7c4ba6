// The public forms' gate on a real PostgreSQL (the token's uses are counted there); the per-IP
// limit is a stand-in, so each case can be allowed, refused or broken at will.
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectDatabase, disconnectDatabase } from "~/lib/db/client.server";
import { applyMigrations } from "~/lib/db/migrate.server";
import { logger } from "~/lib/log.server";
import type { RateLimit } from "~/lib/rate-limit.server";
import { readFormToken } from "./form-token.server";
import { guardPublicForm } from "./guard.server";
import { honeypotInputProps } from "./honeypot.server";
import { workerDatabaseUrl } from "../../tests/support/worker-database";

const HOUR = 3_600_000;

beforeAll(async () => {
  const db = connectDatabase(workerDatabaseUrl());
  await applyMigrations(db, path.resolve(import.meta.dirname, "../../drizzle"));
});
afterAll(() => disconnectDatabase());

/** A form loaded `ago` ms before it is sent (long enough to fill it, by default). */
function formLoadedAgo(ago = 10_000, trap = "") {
  const props = honeypotInputProps(Date.now() - ago);
  const form = new FormData();
  form.set(props.trapField, trap);
  form.set(props.tokenField, props.token);
  return { form, token: props.token };
}

function limitOf(consume: RateLimit["consume"]): () => RateLimit {
  const limit: RateLimit = { consume, reset: async () => {} };
  return () => limit;
}

const allowed = limitOf(async () => ({ allowed: true, remaining: 1 }));
const options = { clientIp: "203.0.113.9", log: logger("test"), what: "test" } as const;

describe("guardPublicForm", () => {
  it("lets a person's form through", async () => {
    const { form } = formLoadedAgo();
    expect(await guardPublicForm(form, { ...options, limit: allowed, spam: "store" })).toEqual({ kind: "ok" });
  });

  it("stops spam, or lets it through named, as the feature chooses; stopped spam keeps its own token", async () => {
    const { form, token } = formLoadedAgo(10_000, "https://spam.example");
    expect(await guardPublicForm(form, { ...options, limit: allowed, spam: "refuse" })).toEqual({
      kind: "spam",
      reason: "honeypot field not empty",
      formToken: token,
    });
    expect(await guardPublicForm(form, { ...options, limit: allowed, spam: "store" })).toEqual({
      kind: "ok",
      spam: "honeypot field not empty",
    });
  });

  it("answers an expired or used-up token with one that can be sent at once", async () => {
    const expired = formLoadedAgo(5 * HOUR).form;
    const outcome = await guardPublicForm(expired, { ...options, limit: allowed, spam: "store" });
    expect(outcome.kind).toBe("stale");
    const fresh = readFormToken(outcome.kind === "stale" ? outcome.formToken : null);
    expect(fresh!.validFrom).toBeLessThanOrEqual(Date.now());

    // The default allowance is three uses of one token.
    const { form } = formLoadedAgo();
    for (let use = 0; use < 3; use += 1) {
      expect((await guardPublicForm(form, { ...options, limit: allowed, spam: "store" })).kind).toBe("ok");
    }
    expect((await guardPublicForm(form, { ...options, limit: allowed, spam: "store" })).kind).toBe("stale");
  });

  it("refuses an IP over its limit with the visitor's own token, so the fill time is not restarted", async () => {
    const { form, token } = formLoadedAgo();
    const over = limitOf(async () => ({ allowed: false, retryAfterSeconds: 42 }));
    expect(await guardPublicForm(form, { ...options, limit: over, spam: "refuse" })).toEqual({
      kind: "limited",
      retryAfterSeconds: 42,
      formToken: token,
    });
  });

  it("lets the form through when the limit cannot be read", async () => {
    const { form } = formLoadedAgo();
    const broken = limitOf(async () => {
      throw new Error("database down");
    });
    expect(await guardPublicForm(form, { ...options, limit: broken, spam: "store" })).toEqual({ kind: "ok" });
  });
});
