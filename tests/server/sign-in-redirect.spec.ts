// Where /login sends staff afterwards, as a browser meets it: the Location of the sign-in POST and
// the signed-in page's link. A redirectTo that resolves to another host (`/..//evil.example`
// becomes `//evil.example`) must never come out of either; same-site paths still work.
import { expect, test } from "@playwright/test";
import { startServer, type RunningServer } from "../support/server-process";
import { CookieClient } from "./auth-client";
import { cleanUp } from "./helpers";

const PASSWORD = "redirect-admin-password-0123";

const OFF_SITE = [
  "/..//evil.example/x",
  "/%2e%2e//evil.example/x",
  "/admin/..//evil.example/x",
  "/.//evil.example/x",
  "/./..//evil.example",
  "/%5cevil.example",
  "/%252e%252e//evil.example",
  "/\t/evil.example",
  "//evil.example/x",
  "https://evil.example/x",
];

/** Where a browser on the site goes when it follows `target` (a Location or an href). */
function destination(server: RunningServer, target: string): URL {
  return new URL(target, `${server.url}/login`);
}

let server: RunningServer;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  server = await startServer({ env: { ADMIN_PASSWORD: PASSWORD, BLOG_SEED: "off" } });
});

test.afterAll(async () => {
  if (server) await cleanUp([server], [server.dataDir]);
});

test("signing in with an off-site redirectTo lands on the staff area, never on another host", async () => {
  for (const redirectTo of OFF_SITE) {
    const answer = await new CookieClient(server.url).post("/login", {
      intent: "password",
      password: PASSWORD,
      redirectTo,
    });
    expect(answer.status, redirectTo).toBe(303);
    expect(answer.location, redirectTo).toBe("/admin/leads");
    expect(destination(server, answer.location!).origin, redirectTo).toBe(server.url);
  }
  const home = await new CookieClient(server.url).post("/login", {
    intent: "password",
    password: PASSWORD,
    redirectTo: "/admin/messages?page=2",
  });
  expect(home.location).toBe("/admin/messages?page=2");
});

test("the signed-in /login page links to the staff area, never to another host", async () => {
  const client = new CookieClient(server.url);
  expect((await client.post("/login", { intent: "password", password: PASSWORD, redirectTo: "/admin" })).status).toBe(
    303,
  );
  for (const redirectTo of OFF_SITE) {
    const page = await client.get(`/login?redirectTo=${encodeURIComponent(redirectTo)}`);
    expect(page.status, redirectTo).toBe(200);
    const link = /<a[^>]*href="([^"]*)"[^>]*>Go to the staff area<\/a>/.exec(page.text);
    expect(link, `${redirectTo}: the signed-in page offers the staff area`).not.toBeNull();
    expect(link![1], redirectTo).toBe("/admin/leads");
    // Every form on the page carries the same cleaned value, not the visitor's.
    expect(page.text, redirectTo).not.toContain("evil.example");
  }
  const kept = await client.get(`/login?redirectTo=${encodeURIComponent("/admin/blog/7/edit")}`);
  expect(kept.text).toContain('href="/admin/blog/7/edit"');
});
