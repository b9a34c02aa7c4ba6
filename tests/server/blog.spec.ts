// The blog's states that need a server of their own: an empty blog (BLOG_SEED=off), a database
// that stops answering, the API with no API_TOKEN, and seeding with two instances booting at once.
import { expect, test, type Browser } from "@playwright/test";
import pg from "pg";
import { startEmbeddedPostgres, type EmbeddedPostgres } from "../../app/lib/db/embedded-postgres.server";
import { logger } from "../../app/lib/log.server";
import { auditServedHtml } from "../e2e/fixtures";
import { axeViolations } from "../support/axe";
import { SEEDED } from "../support/blog";
import { startServer, type RunningServer } from "../support/server-process";
import { initialisedDataDir, tempDataDir } from "../support/data-dirs";
import { cleanUp } from "./helpers";

const TOKEN = "process-test-api-token-0123456789abcdef";
const EMPTY = "No blog posts found. Check back soon!";

let servers: RunningServer[] = [];
let dataDirs: string[] = [];
let databases: EmbeddedPostgres[] = [];

test.beforeEach(() => {
  servers = [];
  dataDirs = [];
  databases = [];
});

test.afterEach(async () => {
  await Promise.all(databases.map((db) => db.stop().catch(() => {})));
  await cleanUp(servers, dataDirs);
});

/** For a server that uses DATABASE_URL, or an empty one to set up (`initialised`: set up already). */
async function newDataDir(label: string, { initialised = false } = {}): Promise<string> {
  const dir = initialised ? await initialisedDataDir(label) : tempDataDir(label);
  dataDirs.push(dir);
  return dir;
}

async function standalonePostgres(label: string): Promise<EmbeddedPostgres> {
  const db = await startEmbeddedPostgres({
    dataDir: await newDataDir(label, { initialised: true }),
    runAsUser: "postgres",
    log: logger("test"),
    onUnexpectedExit: () => {},
  });
  databases.push(db);
  return db;
}

async function query<T extends pg.QueryResultRow>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}

type Visit = { status: number; html: string };

/**
 * Opens `path` with JavaScript on and off, hands each page to `check`, and runs axe on what the
 * visitor saw (with JavaScript: the live page; without: the exact HTML served).
 */
async function inBothModes(
  browser: Browser,
  url: string,
  check: (page: import("@playwright/test").Page, visit: Visit, jsOn: boolean) => Promise<void>,
) {
  for (const jsOn of [true, false]) {
    const context = await browser.newContext({ javaScriptEnabled: jsOn });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("console", (message) => {
      if (
        message.type() === "error" &&
        !/Failed to load resource: the server responded with a status of (4\d\d|503)/.test(message.text())
      ) {
        errors.push(message.text());
      }
    });
    page.on("pageerror", (error) => errors.push(error.message));
    const response = await page.goto(url);
    const visit = { status: response!.status(), html: await response!.text() };
    if (jsOn) await expect(page.getByRole("banner").locator('button[aria-controls="mobile-menu"]')).toHaveCount(1);
    await check(page, visit, jsOn);
    if (jsOn) {
      expect(await axeViolations(page), `axe on ${url}`).toEqual([]);
    } else {
      await auditServedHtml(browser, [{ url, status: visit.status, html: visit.html }]);
    }
    expect(errors, `console errors on ${url} (JavaScript ${jsOn ? "on" : "off"})`).toEqual([]);
    await context.close();
  }
}

test("an empty blog (BLOG_SEED=off) says so; without API_TOKEN the API refuses writes and reads a bearer as anonymous", async ({
  browser,
}) => {
  const server = await startServer({
    dataDir: await newDataDir("blog-empty", { initialised: true }),
    env: { BLOG_SEED: "off", SITE_URL: "https://www.example.com" },
  });
  servers.push(server);
  expect(server.output()).toContain("BLOG_SEED=off: no sample blog posts");

  await inBothModes(browser, `${server.url}/blog`, async (page, visit) => {
    expect(visit.status).toBe(200);
    await expect(page.getByText(EMPTY)).toBeVisible();
    await expect(page.getByRole("article")).toHaveCount(0);
    await expect(page.getByRole("navigation", { name: "Blog pages" })).toHaveCount(0);
    await expect(page.getByRole("alert")).toHaveCount(0);
  });
  expect((await fetch(`${server.url}/blog?page=2`)).status).toBe(404);

  const feed = await (await fetch(`${server.url}/blog/rss.xml`)).text();
  expect(feed).toContain(
    '<atom:link href="https://www.example.com/blog/rss.xml" rel="self" type="application/rss+xml"/>',
  );
  expect(feed).not.toContain("<item>");
  const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
  expect(sitemap).toContain("<loc>https://www.example.com/blog</loc>");
  expect(sitemap).not.toContain("https://www.example.com/blog/");

  // The API without API_TOKEN: public reads only, writes off (503), a bearer changes nothing.
  const withBearer = { Authorization: `Bearer ${TOKEN}`, "Content-Type": "application/json" };
  const list = await fetch(`${server.url}/api/posts`, { headers: withBearer });
  expect(list.status).toBe(200);
  expect(await list.json()).toEqual([]);
  const body = JSON.stringify({ title: "Should not be stored", content: "<p>x</p>", status: "published" });
  for (const [method, path] of [
    ["POST", "/api/posts"],
    ["PUT", "/api/posts/1"],
  ] as const) {
    const refused = await fetch(`${server.url}${path}`, { method, headers: withBearer, body });
    expect(refused.status, `${method} ${path}`).toBe(503);
    expect(refused.headers.get("cache-control")).toBe("no-store");
    expect(await refused.json()).toEqual({
      error: {
        code: "writes_disabled",
        message: "Writing posts through the API is off: the server has no API_TOKEN configured.",
      },
    });
  }
  expect(await (await fetch(`${server.url}/api/posts`)).json()).toEqual([]);
});

test("when the database stops, the blog pages still render with the product's messages (503), the API answers 503 JSON", async ({
  browser,
}) => {
  const db = await standalonePostgres("blog-pg");
  const server = await startServer({
    dataDir: await newDataDir("blog-app"),
    env: { DATABASE_URL: db.url, API_TOKEN: TOKEN },
  });
  servers.push(server);
  const seeded = SEEDED.published[0];
  expect((await fetch(`${server.url}/blog`)).status).toBe(200);
  expect((await fetch(`${server.url}/blog/${seeded.slug}`)).status).toBe(200);

  await db.stop();

  await inBothModes(browser, `${server.url}/blog`, async (page, visit) => {
    expect(visit.status).toBe(503);
    const alert = page.getByRole("alert").filter({ hasText: "Failed to load posts" });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText("There was a problem fetching the blog posts. Please try again later.");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("IT and cybersecurity insights");
    await expect(page.getByText(EMPTY)).toHaveCount(0);
    await expect(page.getByRole("contentinfo")).toBeVisible();
  });

  await inBothModes(browser, `${server.url}/blog/${seeded.slug}`, async (page, visit) => {
    expect(visit.status).toBe(503);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Post Not Found");
    await expect(page.getByText("Sorry, we couldn't find the post you were looking for.")).toBeVisible();
    const alert = page.getByRole("alert").filter({ hasText: "Error loading post" });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText("There was a problem fetching the blog post. Please try again later.");
    await expect(page.getByRole("link", { name: "Back to Blog" })).toHaveAttribute("href", "/blog");
  });

  for (const path of ["/api/posts", `/api/posts/slug/${seeded.slug}`, "/api/posts/1"]) {
    const response = await fetch(`${server.url}${path}`);
    expect(response.status, path).toBe(503);
    expect((await response.json()) as unknown).toMatchObject({ error: { code: "database_unavailable" } });
  }
  const write = await fetch(`${server.url}/api/posts`, {
    method: "POST",
    headers: { Authorization: `Bearer ${TOKEN}`, "Content-Type": "application/json" },
    body: JSON.stringify({ title: "During the outage", content: "<p>x</p>" }),
  });
  expect(write.status).toBe(503);
  expect(await write.json()).toMatchObject({ error: { code: "database_unavailable" } });

  expect((await fetch(`${server.url}/blog/rss.xml`)).status).toBe(503);
  // The rest of the sitemap is still served, with the blog's own page.
  const sitemap = await fetch(`${server.url}/sitemap.xml`);
  expect(sitemap.status).toBe(200);
  expect(await sitemap.text()).toContain("/blog</loc>");
  expect(server.process.exitCode).toBeNull();
});

test("two instances booting at once on one database seed the sample posts once, and never again", async () => {
  const db = await standalonePostgres("blog-seed-pg");
  const env = { DATABASE_URL: db.url };
  const both = await Promise.all([
    startServer({ dataDir: await newDataDir("blog-seed-a"), env }),
    startServer({ dataDir: await newDataDir("blog-seed-b"), env }),
  ]);
  servers.push(...both);
  const posts = await query<{ slug: string; status: string }>(db.url, "select slug, status from posts order by slug");
  expect(posts).toHaveLength(6);
  expect(await query(db.url, "select name from data_seeds")).toEqual([{ name: "blog-sample-posts" }]);
  expect(both.filter((server) => server.output().includes("wrote 6 sample blog posts"))).toHaveLength(1);

  // Staff delete the samples; a restart must not bring them back.
  await query(db.url, "delete from posts");
  const [first] = both;
  first!.kill("SIGTERM");
  expect(await first!.exited).toBe(0);
  const again = await startServer({ dataDir: first!.dataDir, env });
  servers.push(again);
  expect(await query(db.url, "select id from posts")).toEqual([]);
  expect(await (await fetch(`${again.url}/blog`)).text()).toContain(EMPTY);
});
