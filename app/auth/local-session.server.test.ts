import path from "node:path";
import { createCookieSessionStorage } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectDatabase, disconnectDatabase } from "~/lib/db/client.server";
import { applyMigrations } from "~/lib/db/migrate.server";
import { getEnv } from "~/lib/env.server";
import {
  LOCAL_SESSION_MAX_AGE_SECONDS,
  deleteExpiredRevocations,
  endLocalSession,
  hasLocalSession,
  sendsLocalSessionCookie,
  startLocalSession,
} from "./local-session.server";
import { workerDatabaseUrl } from "../../tests/support/worker-database";

beforeAll(async () => {
  const db = connectDatabase(workerDatabaseUrl());
  await applyMigrations(db, path.resolve(import.meta.dirname, "../../drizzle"));
});
afterAll(() => disconnectDatabase());

const PASSWORD = "local-admin-password-for-tests";

/** A request carrying the cookie a Set-Cookie header would leave in the browser. */
function requestWith(setCookie: string): Request {
  return new Request("http://localhost/admin", { headers: { Cookie: setCookie.split(";")[0]! } });
}

describe("local admin session", () => {
  it("is accepted with the password that opened it, as an httpOnly SameSite=Lax cookie with a max age", async () => {
    const setCookie = await startLocalSession(PASSWORD);
    expect(setCookie).toMatch(/^en_staff=/);
    expect(setCookie).toContain("HttpOnly");
    expect(setCookie).toContain("SameSite=Lax");
    expect(setCookie).toContain(`Max-Age=${LOCAL_SESSION_MAX_AGE_SECONDS}`);
    expect(await hasLocalSession(requestWith(setCookie), PASSWORD)).toBe(true);
  });

  it("is refused after the password changes", async () => {
    const setCookie = await startLocalSession(PASSWORD);
    expect(await hasLocalSession(requestWith(setCookie), "another-password-entirely")).toBe(false);
  });

  it("is refused once older than the maximum age, and when issued in the future", async () => {
    const now = Date.now();
    const old = await startLocalSession(PASSWORD, now - LOCAL_SESSION_MAX_AGE_SECONDS * 1000);
    expect(await hasLocalSession(requestWith(old), PASSWORD, now)).toBe(false);
    const almost = await startLocalSession(PASSWORD, now - (LOCAL_SESSION_MAX_AGE_SECONDS - 5) * 1000);
    expect(await hasLocalSession(requestWith(almost), PASSWORD, now)).toBe(true);
    const future = await startLocalSession(PASSWORD, now + 10 * 60 * 1000);
    expect(await hasLocalSession(requestWith(future), PASSWORD, now)).toBe(false);
  });

  it("is refused with a tampered value or a signature from another secret", async () => {
    const setCookie = await startLocalSession(PASSWORD);
    const cookie = setCookie.split(";")[0]!;
    const tampered = cookie.slice(0, 12) + (cookie[12] === "A" ? "B" : "A") + cookie.slice(13);
    expect(await hasLocalSession(new Request("http://localhost/", { headers: { Cookie: tampered } }), PASSWORD)).toBe(
      false,
    );

    const foreign = createCookieSessionStorage({
      cookie: { name: "en_staff", secrets: ["another-secret-0123456789abcdef0123456789"] },
    });
    const session = await foreign.getSession();
    session.set("sid", "x");
    session.set("iat", Math.floor(Date.now() / 1000));
    session.set("proof", "y");
    expect(await hasLocalSession(requestWith(await foreign.commitSession(session)), PASSWORD)).toBe(false);
  });

  it("is refused when correctly signed but without the password's proof (SESSION_SECRET alone mints nothing)", async () => {
    const same = createCookieSessionStorage({ cookie: { name: "en_staff", secrets: getEnv().SESSION_SECRET } });
    const session = await same.getSession();
    session.set("sid", "chosen-by-attacker");
    session.set("iat", Math.floor(Date.now() / 1000));
    session.set("proof", "guessed");
    expect(await hasLocalSession(requestWith(await same.commitSession(session)), PASSWORD)).toBe(false);
  });

  it("is removed by sign-out, and noticed only when sent", async () => {
    const setCookie = await startLocalSession(PASSWORD);
    const request = requestWith(setCookie);
    expect(sendsLocalSessionCookie(request)).toBe(true);
    expect(sendsLocalSessionCookie(new Request("http://localhost/", { headers: { Cookie: "en_toast=1" } }))).toBe(
      false,
    );
    const cleared = await endLocalSession(request);
    expect(cleared).toMatch(/^en_staff=;/);
    expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970|Max-Age=0/);
  });

  it("is refused after sign-out even when a copy of the cookie is sent again; other sessions go on", async () => {
    const copied = requestWith(await startLocalSession(PASSWORD));
    const other = requestWith(await startLocalSession(PASSWORD));
    expect(await hasLocalSession(copied, PASSWORD)).toBe(true);
    await endLocalSession(copied);
    expect(await hasLocalSession(copied, PASSWORD)).toBe(false);
    expect(await hasLocalSession(other, PASSWORD)).toBe(true);
    // Signing out twice (two tabs) is fine.
    await expect(endLocalSession(copied)).resolves.toMatch(/^en_staff=;/);
  });

  it("forgets signed-out sessions only once they would have expired anyway", async () => {
    const now = Date.now();
    const old = requestWith(await startLocalSession(PASSWORD, now - (LOCAL_SESSION_MAX_AGE_SECONDS - 60) * 1000));
    const fresh = requestWith(await startLocalSession(PASSWORD, now));
    await endLocalSession(old);
    await endLocalSession(fresh);
    expect(await deleteExpiredRevocations(new Date(now + 120_000))).toBeGreaterThanOrEqual(1);
    // The fresh session's revocation is kept: its copy stays refused.
    expect(await hasLocalSession(fresh, PASSWORD, now + 120_000)).toBe(false);
  });
});
