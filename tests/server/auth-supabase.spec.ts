// Staff sign-in through Supabase Auth, end to end: the real @supabase/ssr and supabase-js in the
// production build talk to a fake Auth server on loopback (tests/fakes/supabase-auth.ts).
import { expect, test } from "@playwright/test";
import { startFakeSupabaseAuth, type FakeSupabaseAuth } from "../fakes/supabase-auth";
import { startServer, type RunningServer } from "../support/server-process";
import { initialisedDataDir } from "../support/data-dirs";
import { CookieClient, pathOf } from "./auth-client";
import { cleanUp } from "./helpers";

const ADMIN = { email: "ada@example.com", password: "ada-password-123" };
const STAFF_WITHOUT_ACCESS = { email: "bob@example.com", password: "bob-password-123" };
const MFA_ADMIN = {
  email: "carol@example.com",
  password: "carol-password-123",
  totp: { factorId: "factor-carol", code: "246810" },
};
const SESSION_COOKIE = /^sb-127-auth-token(\.\d+)?$/;

let fake: FakeSupabaseAuth;
let server: RunningServer;
let dataDir: string;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  let siteUrl = "";
  fake = await startFakeSupabaseAuth({ siteUrl: () => siteUrl });
  fake.addUser(ADMIN);
  fake.addUser(STAFF_WITHOUT_ACCESS);
  fake.addUser(MFA_ADMIN);
  dataDir = await initialisedDataDir("auth-supabase");
  server = await startServer({
    dataDir,
    env: {
      SUPABASE_URL: fake.url,
      SUPABASE_ANON_KEY: fake.anonKey,
      ADMIN_EMAILS: `${ADMIN.email}, ${MFA_ADMIN.email.toUpperCase()}`,
      BLOG_SEED: "off",
      // The sign-in limit counts per client address: with one proxy trusted, each limit test names
      // an address of its own, so the other tests (all from loopback) are not held back.
      TRUST_PROXY: "1",
    },
  });
  siteUrl = `http://localhost:${server.port}`;
});

test.afterEach(async ({}, testInfo) => {
  if (testInfo.status !== testInfo.expectedStatus) console.log(server.output());
});

test.afterAll(async () => {
  await cleanUp(server ? [server] : [], dataDir ? [dataDir] : []);
  await fake?.close();
});

function sessionCookies(client: CookieClient): string[] {
  return [...client.cookies.keys()].filter((name) => SESSION_COOKIE.test(name));
}

async function signInWithPassword(
  client: CookieClient,
  who: { email: string; password: string },
  redirectTo = "/admin/blog",
) {
  return client.post("/login", { intent: "email-password", email: who.email, password: who.password, redirectTo });
}

/** The admin layout rendered for this client (the admin pages themselves have their own tests). */
async function expectAdminArea(client: CookieClient, email: string) {
  const index = await client.get("/admin");
  expect(index.status).toBe(302);
  expect(pathOf(index.location)).toBe("/admin/leads");
  const page = await client.get("/admin/blog");
  expect(page.text).toContain(`Signed in as <!-- -->${email}`);
  expect(page.headers.get("cache-control")).toMatch(/no-store/);
}

async function expectSentToLogin(client: CookieClient, path = "/admin/blog") {
  const answer = await client.get(path);
  expect(answer.status).toBe(302);
  expect(pathOf(answer.location)).toBe(`/login?redirectTo=${encodeURIComponent(path)}`);
}

test("the login page offers Google and email sign-in, and no sign-up", async () => {
  const page = await new CookieClient(server.url).get("/login");
  expect(page.status).toBe(200);
  expect(page.text).toContain("Sign in to manage your account and access restricted areas.");
  expect(page.text).toContain("Sign In with Google");
  expect(page.text).toMatch(/<label[^>]*>Email<\/label>/);
  expect(page.text).toMatch(/<label[^>]*>Password<\/label>/);
  expect(page.text).not.toMatch(/sign up|create an account|register/i);
});

test("Google: the PKCE round trip from a form action to the callback signs an admin in", async () => {
  const client = new CookieClient(server.url);
  fake.setGoogleUser(ADMIN.email);
  const start = await client.post("/login", { intent: "google", redirectTo: "/admin/blog?tab=drafts" });
  expect(start.status).toBe(303);
  const authorize = new URL(start.location!);
  expect(`${authorize.origin}${authorize.pathname}`).toBe(`${fake.url}/auth/v1/authorize`);
  expect(authorize.searchParams.get("provider")).toBe("google");
  expect(authorize.searchParams.get("code_challenge_method")).toBe("s256");
  expect(authorize.searchParams.get("redirect_to")).toBe(`http://localhost:${server.port}/auth/callback`);
  // The code verifier stays with this browser, in an httpOnly cookie.
  const verifier = start.setCookies.find((c) => c.startsWith("sb-127-auth-token-code-verifier="));
  expect(verifier).toMatch(/HttpOnly/i);
  expect(verifier).toMatch(/SameSite=Lax/i);

  const provider = await fetch(start.location!, { redirect: "manual" });
  expect(provider.status).toBe(302);
  const callback = await client.get(pathOf(provider.headers.get("location")));
  expect(callback.status).toBe(302);
  expect(pathOf(callback.location)).toBe("/admin/blog?tab=drafts");
  expect(fake.calls).toContain("POST /token?grant_type=pkce");
  const session = callback.setCookies.filter((c) => SESSION_COOKIE.test(c.split("=")[0]!));
  expect(session.length).toBeGreaterThan(0);
  for (const cookie of session) {
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Secure/i);
  }
  expect(callback.headers.get("cache-control")).toMatch(/no-store/);
  expect(client.cookies.has("sb-127-auth-token-code-verifier")).toBe(false);
  await expectAdminArea(client, ADMIN.email);

  const login = await client.get("/login");
  expect(login.text).toContain(`Welcome, <strong class="font-semibold text-slate-900">${ADMIN.email}</strong>!`);
  expect(login.text).toContain("Sign Out");
});

test("Google: a redirectTo that resolves to another host is not where the callback sends the browser", async () => {
  const client = new CookieClient(server.url);
  fake.setGoogleUser(ADMIN.email);
  const start = await client.post("/login", { intent: "google", redirectTo: "/admin/..//evil.example/x" });
  expect(start.status).toBe(303);
  const provider = await fetch(start.location!, { redirect: "manual" });
  const callback = await client.get(pathOf(provider.headers.get("location")));
  expect(callback.status).toBe(302);
  // The raw header: pathOf would read "//evil.example/x" as a path.
  expect(callback.location).toBe("/admin/leads");
});

test("Google: a cancelled sign-in and a callback from another browser fail with the product's toast", async () => {
  const client = new CookieClient(server.url);
  fake.setGoogleUser(null);
  const start = await client.post("/login", { intent: "google", redirectTo: "/admin/blog" });
  const provider = await fetch(start.location!, { redirect: "manual" });
  const callback = await client.get(pathOf(provider.headers.get("location")));
  expect(pathOf(callback.location)).toBe("/login?redirectTo=%2Fadmin%2Fblog");
  const page = await client.get(pathOf(callback.location));
  expect(page.text).toContain("Google Sign in Failed");
  expect(page.text).toContain("Google sign-in was cancelled.");
  // The provider's own text is never shown: anyone can write it into the callback URL.
  expect(page.text).not.toContain("555-0100");
  expect(sessionCookies(client)).toEqual([]);

  // A code arriving in a browser that never started the flow (no verifier cookie) is refused.
  fake.setGoogleUser(ADMIN.email);
  const elsewhere = await new CookieClient(server.url).post("/login", { intent: "google", redirectTo: "/admin/blog" });
  const code = await fetch(elsewhere.location!, { redirect: "manual" });
  const stranger = new CookieClient(server.url);
  const refused = await stranger.get(pathOf(code.headers.get("location")));
  expect(pathOf(refused.location)).toMatch(/^\/login/);
  expect((await stranger.get(pathOf(refused.location))).text).toContain(
    "This sign-in was started in another browser or has expired.",
  );
  expect(sessionCookies(stranger)).toEqual([]);
});

test("email and password: admins get in; wrong credentials get the Auth server's message", async () => {
  const wrong = new CookieClient(server.url);
  const refused = await signInWithPassword(wrong, { email: ADMIN.email, password: "not-the-password" });
  expect(refused.status).toBe(400);
  expect(refused.text).toContain("Sign in Failed");
  expect(refused.text).toContain("Invalid login credentials");
  expect(refused.text).not.toContain("not-the-password");
  expect(sessionCookies(wrong)).toEqual([]);

  const client = new CookieClient(server.url);
  const answer = await signInWithPassword(client, ADMIN, "/admin/blog?from=email");
  expect(answer.status).toBe(303);
  expect(answer.location).toBe("/admin/blog?from=email");
  await expectAdminArea(client, ADMIN.email);
});

/** Sign-in posts from one client address, as the trusted proxy reports it. */
function from(address: string) {
  return { "X-Forwarded-For": address };
}
const passwordGrants = () => fake.calls.filter((call) => call === "POST /token?grant_type=password").length;
const codeChecks = () => fake.calls.filter((call) => /^POST \/factors\/[^/]+\/verify$/.test(call)).length;

test("email and password: after 5 failures from one address the 6th is refused with 429 unasked, even the right one", async () => {
  const client = new CookieClient(server.url);
  const guess = (password: string) =>
    client.post(
      "/login",
      { intent: "email-password", email: ADMIN.email, password, redirectTo: "/admin/blog" },
      from("198.51.100.21"),
    );
  for (let i = 1; i <= 5; i++) expect((await guess(`wrong-${i}`)).status, `guess ${i}`).toBe(400);
  const asked = passwordGrants();
  const refused = await guess(ADMIN.password);
  expect(refused.status).toBe(429);
  expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
  expect(refused.text).toContain("Too many failed sign-in attempts");
  expect(passwordGrants(), "the Auth server is not asked once the limit is reached").toBe(asked);
  expect(sessionCookies(client)).toEqual([]);

  // Another address has its own allowance.
  const elsewhere = await new CookieClient(server.url).post(
    "/login",
    { intent: "email-password", email: ADMIN.email, password: ADMIN.password, redirectTo: "/admin/blog" },
    from("198.51.100.22"),
  );
  expect(elsewhere.status).toBe(303);
});

test("the second step: after 5 wrong codes from one address the 6th is refused with 429 unasked, even the right one", async () => {
  const client = new CookieClient(server.url);
  const address = from("198.51.100.23");
  const signIn = await client.post(
    "/login",
    { intent: "email-password", email: MFA_ADMIN.email, password: MFA_ADMIN.password, redirectTo: "/admin/blog" },
    address,
  );
  expect(signIn.status).toBe(303);
  const code = (value: string) =>
    client.post("/login", { intent: "mfa", code: value, redirectTo: "/admin/blog" }, address);
  for (let i = 1; i <= 5; i++) expect((await code("000000")).status, `code ${i}`).toBe(400);
  const checked = codeChecks();
  const refused = await code(MFA_ADMIN.totp.code);
  expect(refused.status).toBe(429);
  expect(refused.text).toContain("Too many failed sign-in attempts");
  expect(codeChecks(), "the Auth server is not asked once the limit is reached").toBe(checked);
  await expectSentToLogin(client);
});

test("a verified user whose address is not in ADMIN_EMAILS gets 403", async () => {
  const client = new CookieClient(server.url);
  await signInWithPassword(client, STAFF_WITHOUT_ACCESS);
  for (const method of ["GET", "POST"]) {
    const answer = await client.request("/admin/blog", { method });
    expect(answer.status, method).toBe(403);
    expect(answer.text).toContain("Access denied");
  }
  const login = await client.get("/login");
  expect(login.text).toContain(STAFF_WITHOUT_ACCESS.email);
  expect(login.text).toContain("This account may not use the staff area.");
});

test("a tampered access token, an expired one that cannot be refreshed, and a token signed by someone else are refused", async () => {
  const client = new CookieClient(server.url);
  await signInWithPassword(client, STAFF_WITHOUT_ACCESS);
  const [name] = sessionCookies(client);
  expect(name).toBe("sb-127-auth-token");
  const session = JSON.parse(
    Buffer.from(client.cookies.get(name!)!.replace(/^base64-/, ""), "base64url").toString("utf8"),
  );
  const write = (value: unknown) =>
    client.cookies.set(name!, `base64-${Buffer.from(JSON.stringify(value)).toString("base64url")}`);
  const [head, body, signature] = (session.access_token as string).split(".");
  const claims = JSON.parse(Buffer.from(body!, "base64url").toString("utf8"));

  // Bob makes himself Ada: the claims and the user in the cookie say admin, the signature does not.
  const asAdmin = { ...claims, email: ADMIN.email };
  write({
    ...session,
    access_token: `${head}.${Buffer.from(JSON.stringify(asAdmin)).toString("base64url")}.${signature}`,
    user: { ...session.user, email: ADMIN.email },
  });
  await expectSentToLogin(client);

  // A token signed with another key (a forger's own session), claiming an admin at aal2.
  write({
    ...session,
    access_token: fake.signToken({ ...asAdmin, aal: "aal2" }, "attacker-key"),
    user: { ...session.user, email: ADMIN.email },
  });
  await expectSentToLogin(client);

  // Expired: the library refreshes first; once the refresh token is revoked, nobody is signed in.
  const expired = { ...session, expires_at: Math.floor(Date.now() / 1000) - 60 };
  fake.revokeAllSessions();
  write(expired);
  await expectSentToLogin(client);
});

test("an expired access token with a valid refresh token is refreshed and the new cookies are sent", async () => {
  const client = new CookieClient(server.url);
  await signInWithPassword(client, ADMIN);
  const name = "sb-127-auth-token";
  const session = JSON.parse(
    Buffer.from(client.cookies.get(name)!.replace(/^base64-/, ""), "base64url").toString("utf8"),
  );
  client.cookies.set(
    name,
    `base64-${Buffer.from(JSON.stringify({ ...session, expires_at: Math.floor(Date.now() / 1000) - 60 })).toString("base64url")}`,
  );
  const refreshes = fake.calls.filter((c) => c === "POST /token?grant_type=refresh_token").length;
  const page = await client.get("/admin/blog");
  expect(page.text).toContain(`Signed in as <!-- -->${ADMIN.email}`);
  expect(fake.calls.filter((c) => c === "POST /token?grant_type=refresh_token").length).toBe(refreshes + 1);
  expect(page.setCookies.some((c) => c.startsWith(`${name}=`))).toBe(true);
  expect(page.headers.get("cache-control")).toMatch(/no-store/);
});

test("an admin with a verified second factor is refused at aal1 and let in at aal2", async () => {
  const client = new CookieClient(server.url);
  await signInWithPassword(client, MFA_ADMIN, "/admin/blog");
  await expectSentToLogin(client);
  const post = await client.request("/admin/blog", { method: "POST" });
  expect(post.status).toBe(303);
  expect(pathOf(post.location)).toMatch(/^\/login\?redirectTo=/);

  const login = await client.get("/login?redirectTo=%2Fadmin%2Fblog");
  expect(login.text).toContain("Your account uses two-step verification.");
  expect(login.text).toMatch(/<label[^>]*>Authentication code<\/label>/);

  const wrong = await client.post("/login", { intent: "mfa", code: "000000", redirectTo: "/admin/blog" });
  expect(wrong.status).toBe(400);
  expect(wrong.text).toContain("Invalid TOTP code entered");
  await expectSentToLogin(client);

  const right = await client.post("/login", { intent: "mfa", code: MFA_ADMIN.totp.code, redirectTo: "/admin/blog" });
  expect(right.status).toBe(303);
  expect(right.location).toBe("/admin/blog");
  await expectAdminArea(client, MFA_ADMIN.email);
});

test("sign-out is a POST that ends the session at the Auth server: the old cookies no longer work", async () => {
  const client = new CookieClient(server.url);
  await signInWithPassword(client, ADMIN);
  const stolen = new Map(client.cookies);

  // A GET never signs out.
  const get = await client.get("/logout");
  expect(pathOf(get.location)).toBe("/login");
  await expectAdminArea(client, ADMIN.email);

  // Another site cannot post the form (React Router's origin check).
  const forged = await client.post("/logout", {}, { Origin: "https://evil.example" });
  expect(forged.status).toBe(400);
  await expectAdminArea(client, ADMIN.email);

  const out = await client.post("/logout", {});
  expect(out.status).toBe(303);
  expect(out.location).toBe("/");
  expect(fake.calls).toContain("POST /logout");
  expect(sessionCookies(client)).toEqual([]);
  await expectSentToLogin(client);

  const replay = new CookieClient(server.url);
  for (const [name, value] of stolen) replay.cookies.set(name, value);
  await expectSentToLogin(replay);
});

test("a sign-in form posted from another site is refused", async () => {
  const client = new CookieClient(server.url);
  const answer = await client.post(
    "/login",
    { intent: "email-password", email: ADMIN.email, password: ADMIN.password },
    { Origin: "https://evil.example" },
  );
  expect(answer.status).toBe(400);
  expect(sessionCookies(client)).toEqual([]);
});
