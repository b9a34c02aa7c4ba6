// Every cookie a production server sets while staff sign in and out, and for the flash toast, is
// Secure, HttpOnly and SameSite=Lax: the clearing ones too, since a cookie set without Secure
// would travel over plain http and could be overwritten from there.
import { expect, test } from "@playwright/test";
import { startFakeSupabaseAuth, type FakeSupabaseAuth } from "../fakes/supabase-auth";
import { startServer, type RunningServer } from "../support/server-process";
import { CookieClient, pathOf, type Answer } from "./auth-client";
import { trackedResources } from "./helpers";

const tracked = trackedResources();
const PASSWORD = "cookie-admin-password-0123456789";
const ADMIN = { email: "ada@example.com", password: "ada-password-123" };

let fake: FakeSupabaseAuth | undefined;
test.afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

async function launch(env: Record<string, string>): Promise<RunningServer> {
  // startServer runs the build as production deployments do (NODE_ENV=production).
  const server = await startServer({ env: { BLOG_SEED: "off", CONTACT_MIN_FILL_SECONDS: "0", ...env } });
  tracked.servers.push(server);
  tracked.dataDirs.push(server.dataDir);
  return server;
}

/** Records every Set-Cookie line of the answers it is given. */
function cookieLog() {
  const lines: string[] = [];
  return {
    lines,
    keep(answer: Answer): Answer {
      lines.push(...answer.setCookies);
      return answer;
    },
    names: () => new Set(lines.map((line) => line.slice(0, line.indexOf("=")))),
  };
}

function expectLockedDown(lines: string[]) {
  for (const line of lines) {
    const attributes = line
      .split(";")
      .slice(1)
      .map((part) => part.trim().toLowerCase());
    expect(attributes, line).toContain("secure");
    expect(attributes, line).toContain("httponly");
    expect(attributes, line).toContain("samesite=lax");
  }
}

test("local password: the session cookie and the toast cookie, set and cleared, are Secure, HttpOnly and SameSite=Lax", async () => {
  const server = await launch({ ADMIN_PASSWORD: PASSWORD });
  const client = new CookieClient(server.url);
  const log = cookieLog();

  const signIn = log.keep(
    await client.post("/login", { intent: "password", password: PASSWORD, redirectTo: "/admin/blog" }),
  );
  expect(signIn.status).toBe(303);
  expect(signIn.setCookies.some((line) => line.startsWith("en_staff="))).toBe(true);
  expect(log.keep(await client.get("/admin/blog")).status).toBe(200);

  // A stored contact request answers with a redirect that carries its toast in a cookie; the page
  // it leads to shows the toast and clears the cookie.
  const sent = log.keep(
    await client.post("/contact", { name: "Ada", email: "ada@example.com", message: "Hello", page: "/contact" }),
  );
  expect(sent.status).toBe(303);
  expect(sent.setCookies.some((line) => line.startsWith("en_toast="))).toBe(true);
  const shown = log.keep(await client.get(pathOf(sent.location)));
  expect(shown.text).toContain("Message Sent!");
  expect(shown.setCookies.some((line) => line.startsWith("en_toast="))).toBe(true);

  const out = log.keep(await client.post("/logout", {}));
  expect(out.status).toBe(303);
  expect(client.cookies.has("en_staff"), "sign-out clears the session cookie").toBe(false);

  expect([...log.names()].sort()).toEqual(["en_staff", "en_toast"]);
  expectLockedDown(log.lines);
});

test("Supabase: session, PKCE and sign-in cookies, set and cleared, are Secure, HttpOnly and SameSite=Lax", async () => {
  let siteUrl = "";
  fake = await startFakeSupabaseAuth({ siteUrl: () => siteUrl });
  fake.addUser(ADMIN);
  const server = await launch({ SUPABASE_URL: fake.url, SUPABASE_ANON_KEY: fake.anonKey, ADMIN_EMAILS: ADMIN.email });
  siteUrl = `http://localhost:${server.port}`;
  const log = cookieLog();

  const byPassword = new CookieClient(server.url);
  expect(
    log.keep(await byPassword.post("/login", { intent: "email-password", ...ADMIN, redirectTo: "/admin/blog" })).status,
  ).toBe(303);
  expect(log.keep(await byPassword.post("/logout", {})).status).toBe(303);

  const byGoogle = new CookieClient(server.url);
  fake.setGoogleUser(ADMIN.email);
  const start = log.keep(await byGoogle.post("/login", { intent: "google", redirectTo: "/admin/blog" }));
  expect(start.status).toBe(303);
  const provider = await fetch(start.location!, { redirect: "manual" });
  const callback = log.keep(await byGoogle.get(pathOf(provider.headers.get("location"))));
  expect(pathOf(callback.location)).toBe("/admin/blog");
  expect(log.keep(await byGoogle.get("/admin/blog")).status).toBe(200);

  const names = log.names();
  for (const name of ["sb-127-auth-token", "sb-127-auth-token-code-verifier", "en_signin_next"])
    expect(names, name).toContain(name);
  expectLockedDown(log.lines);
});
