// Every /admin route and every write to the JSON API, read from the route table itself (so pages
// added later are covered without touching this file), refuses anonymous visitors, signed-in
// non-admins and forged, tampered, expired or replayed session cookies, for GET and POST alike.
import { createCookieSessionStorage } from "react-router";
import { expect, test } from "@playwright/test";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import routes from "../../app/routes";
import { startFakeSupabaseAuth, type FakeSupabaseAuth } from "../fakes/supabase-auth";
import { startServer, type RunningServer } from "../support/server-process";
import { TEST_SESSION_SECRET } from "../support/session-secret";
import { initialisedDataDir } from "../support/data-dirs";
import { CookieClient, pathOf } from "./auth-client";
import { cleanUp } from "./helpers";

const PASSWORD = "enforcement-admin-password-0123";
const API_TOKEN = "enforcement-api-token-0123456789abcdef";
const ADMIN = { email: "ada@example.com", password: "ada-password-123" };
const NOT_ADMIN = { email: "bob@example.com", password: "bob-password-123" };

type Entry = { path: string; file: string };

function flatten(entries: RouteConfigEntry[], parent = ""): Entry[] {
  return entries.flatMap((entry) => {
    const path = entry.index ? parent || "/" : `${parent}/${entry.path ?? ""}`.replace(/\/+/g, "/");
    return [{ path, file: entry.file }, ...flatten(entry.children ?? [], path)];
  });
}

/** A concrete URL for a route pattern: params and splats get sample values. */
function concrete(pattern: string): string {
  return pattern.replace(/:[^/]+/g, "1").replace(/\*$/, "anything-at-all");
}

const ALL = flatten(routes);
const ADMIN_ROUTES = ALL.filter((r) => r.path === "/admin" || r.path.startsWith("/admin/"));
const API_ROUTES = ALL.filter((r) => r.path.startsWith("/api/"));

let fake: FakeSupabaseAuth;
let localServer: RunningServer;
let supabaseServer: RunningServer;
const dataDirs: string[] = [];

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  fake = await startFakeSupabaseAuth({ siteUrl: () => "" });
  fake.addUser(ADMIN);
  fake.addUser(NOT_ADMIN);
  dataDirs.push(await initialisedDataDir("auth-local"), await initialisedDataDir("auth-supabase"));
  [localServer, supabaseServer] = await Promise.all([
    startServer({ dataDir: dataDirs[0], env: { ADMIN_PASSWORD: PASSWORD, API_TOKEN, BLOG_SEED: "off" } }),
    startServer({
      dataDir: dataDirs[1],
      env: {
        SUPABASE_URL: fake.url,
        SUPABASE_ANON_KEY: fake.anonKey,
        ADMIN_EMAILS: ADMIN.email,
        API_TOKEN,
        BLOG_SEED: "off",
      },
    }),
  ]);
});

test.afterAll(async () => {
  await cleanUp([localServer, supabaseServer].filter(Boolean), dataDirs);
  await fake?.close();
});

/** A client carrying exactly these cookies. */
function withCookies(server: RunningServer, cookies: Map<string, string> | Record<string, string>): CookieClient {
  const client = new CookieClient(server.url);
  for (const [name, value] of cookies instanceof Map ? cookies : Object.entries(cookies))
    client.cookies.set(name, value);
  return client;
}

/** Every admin route, GET and POST: sent to the login page (anonymous) or refused with 403. */
async function expectRefusedEverywhere(client: () => CookieClient, label: string, expected: "login" | 403) {
  for (const route of ADMIN_ROUTES) {
    const url = concrete(route.path);
    for (const method of ["GET", "POST"]) {
      const answer = await client().request(url, {
        method,
        ...(method === "POST" ? { form: { title: "x", content: "y", intent: "delete" } } : {}),
      });
      const where = `${label}: ${method} ${url} (${route.file})`;
      if (expected === "login") {
        expect([302, 303], where).toContain(answer.status);
        expect(pathOf(answer.location), where).toBe(`/login?redirectTo=${encodeURIComponent(url)}`);
      } else {
        expect(answer.status, where).toBe(403);
        // A page route shows the 403 page; a resource route (an action-only endpoint) answers text.
        if (answer.headers.get("content-type")?.startsWith("text/html"))
          expect(answer.text, where).toContain("Access denied");
      }
      expect(answer.text, where).not.toContain("Signed in as");
      expect(answer.headers.get("cache-control"), where).toMatch(/no-store/);
    }
    // The data request a client-side navigation makes is gated the same way.
    const data = await client().get(`${url === "/" ? "/_root" : url}.data`);
    expect(data.text, `${label}: GET ${url}.data`).not.toContain("Signed in as");
    expect(data.status, `${label}: GET ${url}.data`).not.toBe(200);
  }
}

test("the route table has the admin layout and its pages, and the API's write routes", () => {
  expect(ADMIN_ROUTES.map((r) => r.path)).toEqual(
    expect.arrayContaining([
      "/admin",
      "/admin/*",
      "/admin/assessments",
      "/admin/assessments/:id",
      "/admin/leads",
      "/admin/leads/:id",
      "/admin/leads/export.csv",
      "/admin/privacy",
    ]),
  );
  expect(API_ROUTES.map((r) => r.path)).toEqual(expect.arrayContaining(["/api/posts", "/api/posts/:id"]));
});

test("local password: anonymous, tampered, foreign-secret, expired and old-password cookies are all refused", async () => {
  const admin = new CookieClient(localServer.url);
  const signIn = await admin.post("/login", { intent: "password", password: PASSWORD, redirectTo: "/admin" });
  expect(signIn.status).toBe(303);
  const real = admin.cookies.get("en_staff")!;
  expect(real).toBeTruthy();

  // The positive control: the same requests with the real cookie get through.
  for (const route of ADMIN_ROUTES) {
    const answer = await admin.get(concrete(route.path));
    expect(answer.status, `admin GET ${route.path}`).not.toBe(403);
    expect(pathOf(answer.location), `admin GET ${route.path}`).not.toMatch(/^\/login/);
  }

  const [value, signature] = decodeURIComponent(real).split(/\.(?=[^.]+$)/);
  const flipped = signature!.replace(/^./, (c) => (c === "A" ? "B" : "A"));
  const sameSecret = createCookieSessionStorage({ cookie: { name: "en_staff", secrets: [TEST_SESSION_SECRET] } });
  const otherSecret = createCookieSessionStorage({
    cookie: { name: "en_staff", secrets: ["another-secret-0123456789abcdef-0123456789"] },
  });
  const payload = JSON.parse(Buffer.from(value!, "base64").toString("utf8")) as {
    sid: string;
    iat: number;
    proof: string;
  };
  const mint = async (storage: typeof sameSecret, data: Record<string, unknown>) => {
    const session = await storage.getSession();
    for (const [key, v] of Object.entries(data)) session.set(key, v);
    return (await storage.commitSession(session)).split(";")[0]!.replace(/^en_staff=/, "");
  };

  const forged: Record<string, string> = {
    "no cookie": "",
    "a bad signature": encodeURIComponent(`${value}.${flipped}`),
    "the real session signed with another secret": await mint(otherSecret, payload),
    "a session issued 9 hours ago": await mint(sameSecret, { ...payload, iat: payload.iat - 9 * 3600 }),
    "a session minted with SESSION_SECRET alone": await mint(sameSecret, {
      sid: "attacker",
      iat: payload.iat,
      proof: payload.proof,
    }),
  };
  for (const [label, cookie] of Object.entries(forged)) {
    await expectRefusedEverywhere(() => withCookies(localServer, cookie ? { en_staff: cookie } : {}), label, "login");
  }
});

test("Supabase: anonymous, non-admin, forged, expired and signed-out sessions are all refused", async () => {
  const admin = new CookieClient(supabaseServer.url);
  await admin.post("/login", { intent: "email-password", ...ADMIN, redirectTo: "/admin" });
  const adminCookies = new Map(admin.cookies);
  expect([...adminCookies.keys()]).toContain("sb-127-auth-token");
  for (const route of ADMIN_ROUTES) {
    const answer = await admin.get(concrete(route.path));
    expect(answer.status, `admin GET ${route.path}`).not.toBe(403);
    expect(pathOf(answer.location), `admin GET ${route.path}`).not.toMatch(/^\/login/);
  }

  const bob = new CookieClient(supabaseServer.url);
  await bob.post("/login", { intent: "email-password", ...NOT_ADMIN, redirectTo: "/admin" });
  await expectRefusedEverywhere(() => withCookies(supabaseServer, bob.cookies), "a signed-in non-admin", 403);
  await expectRefusedEverywhere(() => new CookieClient(supabaseServer.url), "anonymous", "login");

  const session = JSON.parse(
    Buffer.from(adminCookies.get("sb-127-auth-token")!.replace(/^base64-/, ""), "base64url").toString("utf8"),
  );
  const claims = JSON.parse(Buffer.from(session.access_token.split(".")[1], "base64url").toString("utf8"));
  const cookieFor = (value: unknown) => ({
    "sb-127-auth-token": `base64-${Buffer.from(JSON.stringify(value)).toString("base64url")}`,
  });
  const now = Math.floor(Date.now() / 1000);
  await expectRefusedEverywhere(
    () =>
      withCookies(
        supabaseServer,
        cookieFor({ ...session, access_token: fake.signToken({ ...claims, aal: "aal2" }, "forger-key") }),
      ),
    "a token signed with another key",
    "login",
  );
  await expectRefusedEverywhere(
    () =>
      withCookies(
        supabaseServer,
        cookieFor({
          ...session,
          access_token: fake.signToken({ ...claims, exp: now - 60 }),
          expires_at: now + 3600,
          refresh_token: "unknown",
        }),
      ),
    "an expired token presented as fresh",
    "login",
  );

  expect((await admin.post("/logout", {})).status).toBe(303);
  await expectRefusedEverywhere(
    () => withCookies(supabaseServer, adminCookies),
    "the admin's cookies replayed after sign-out",
    "login",
  );
});

test("no session cookie opens the JSON API's writes: only the bearer token does", async () => {
  const admin = new CookieClient(localServer.url);
  await admin.post("/login", { intent: "password", password: PASSWORD, redirectTo: "/admin" });
  const clients: Record<string, CookieClient> = {
    anonymous: new CookieClient(localServer.url),
    "a signed-in admin without the token": admin,
    "a forged session cookie": withCookies(localServer, { en_staff: "forged.signature" }),
  };
  const body = JSON.stringify({ title: "Should not be stored", content: "<p>x</p>", status: "published" });
  for (const route of API_ROUTES) {
    const url = concrete(route.path);
    for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
      for (const [label, client] of Object.entries(clients)) {
        const answer = await fetch(`${localServer.url}${url}`, {
          method,
          body,
          headers: { "Content-Type": "application/json", Origin: localServer.url, Cookie: client.cookieHeader() },
          redirect: "manual",
        });
        expect(answer.status, `${label}: ${method} ${url}`).toBeGreaterThanOrEqual(400);
        await answer.arrayBuffer();
      }
    }
  }
  const stored = await fetch(`${localServer.url}/api/posts`, { headers: { Authorization: `Bearer ${API_TOKEN}` } });
  expect(await stored.json()).toEqual([]);

  // The control: the token itself is accepted, so the refusals above are the guard at work.
  const created = await fetch(`${localServer.url}/api/posts`, {
    method: "POST",
    body,
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${API_TOKEN}` },
  });
  expect(created.status).toBe(201);
});
