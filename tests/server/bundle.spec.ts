// Nothing secret, and nothing naming the server's secrets, reaches the files served to browsers.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { startFakeSupabaseAuth } from "../fakes/supabase-auth";
import { ROOT, startServer } from "../support/server-process";
import { TEST_SESSION_SECRET } from "../support/session-secret";
import { initialisedDataDir } from "../support/data-dirs";
import { cleanUp } from "./helpers";

const CLIENT = path.join(ROOT, "build", "client");

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : entry.isFile() ? [full] : [];
  });
}

/** The files under build/client that contain `needle` (byte-wise, so binaries are searched too). */
function filesContaining(files: string[], needle: string): string[] {
  const bytes = Buffer.from(needle, "utf8");
  return files.filter((file) => readFileSync(file).includes(bytes)).map((file) => path.relative(CLIENT, file));
}

/** The development fallback secret, read from the source rather than copied here. */
function devSessionSecret(): string {
  const source = readFileSync(path.join(ROOT, "app", "lib", "env", "rules.server.ts"), "utf8");
  const match = /const\s+DEV_SESSION_SECRET\s*=\s*(["'`])(.+?)\1/.exec(source);
  if (!match?.[2]) throw new Error("DEV_SESSION_SECRET not found in app/lib/env/rules.server.ts");
  return match[2];
}

test("the browser bundle contains no secret and no server configuration names", () => {
  test.skip(
    !statSync(CLIENT, { throwIfNoEntry: false })?.isDirectory(),
    "build/client is missing: run npm run build first",
  );
  const files = walk(CLIENT);

  // The walker sees the real bundle, and the search finds what is there.
  const scripts = files.filter((file) => file.endsWith(".js"));
  expect(scripts.length).toBeGreaterThan(0);
  expect(filesContaining(files, "Send Message").length).toBeGreaterThan(0);
  expect(walk(CLIENT).some((file) => file.includes(`${path.sep}assets${path.sep}`))).toBe(true);

  const devSecret = devSessionSecret();
  expect(devSecret.length).toBeGreaterThanOrEqual(16);

  const forbidden = [
    TEST_SESSION_SECRET,
    devSecret,
    "SESSION_SECRET",
    "DATABASE_URL",
    "pg-password",
    "ADMIN_PASSWORD",
    "ADMIN_EMAILS",
    "API_TOKEN",
    "SUPABASE_URL",
    "SUPABASE_ANON_KEY",
    // Staff sign-in runs on the server only: no Supabase client code ships to browsers.
    "GoTrueClient",
    "@supabase",
  ];
  for (const needle of forbidden) {
    expect(filesContaining(files, needle), `"${needle}" found in build/client`).toEqual([]);
  }
});

const SECRETS = {
  SESSION_SECRET: "bundle-test-session-secret-0123456789abcdef",
  API_TOKEN: "bundle-test-api-token-0123456789abcdefghij",
  ADMIN_PASSWORD: "bundle-test-admin-password-0123",
};

/** Pages a visitor who is not signed in can reach: every sitemap page and the staff pages' doors. */
async function anonymousPages(baseUrl: string): Promise<Map<string, string>> {
  const sitemap = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
  const paths = [...sitemap.matchAll(/<loc>[^<]*?(\/[^<]*)<\/loc>/g)].map((m) => new URL(m[1]!, baseUrl).pathname);
  paths.push(
    "/login",
    "/login?redirectTo=%2Fadmin%2Fblog",
    "/admin",
    "/admin/blog",
    "/logout",
    "/auth/callback?error=access_denied",
    "/no-such-page",
  );
  const pages = new Map<string, string>();
  for (const path of new Set(paths)) {
    const response = await fetch(`${baseUrl}${path}`, { redirect: "follow" });
    pages.set(path, await response.text());
  }
  return pages;
}

test("no secret reaches a visitor who is not signed in, with either way of staff sign-in configured", async () => {
  const fake = await startFakeSupabaseAuth({ siteUrl: () => "" });
  const dataDirs = [await initialisedDataDir("bundle-local"), await initialisedDataDir("bundle-supabase")];
  const servers = await Promise.all([
    startServer({ dataDir: dataDirs[0], env: { ...SECRETS, SITE_URL: "https://www.example.com" } }),
    startServer({
      dataDir: dataDirs[1],
      env: {
        SESSION_SECRET: SECRETS.SESSION_SECRET,
        API_TOKEN: SECRETS.API_TOKEN,
        SUPABASE_URL: fake.url,
        SUPABASE_ANON_KEY: fake.anonKey,
        ADMIN_EMAILS: "secret-admin@example.com",
      },
    }),
  ]);
  try {
    const values = [...Object.values(SECRETS), fake.anonKey, "secret-admin@example.com", fake.url];
    for (const server of servers) {
      const pages = await anonymousPages(server.url);
      expect(pages.size).toBeGreaterThan(20);
      expect(
        [...pages.values()].some((html) =>
          html.includes("Sign in to manage your account and access restricted areas."),
        ),
      ).toBe(true);
      for (const [path, html] of pages) {
        for (const value of values) expect(html.includes(value), `${value} in the HTML of ${path}`).toBe(false);
      }
    }
  } finally {
    await cleanUp(servers, dataDirs);
    await fake.close();
  }
});
