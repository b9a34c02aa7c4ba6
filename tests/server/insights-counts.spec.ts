// Visits counted on the server, through two instances of the site sharing one PostgreSQL: a known
// mix of requests from several addresses and browsers (bots, staff, prefetches, assets and a
// broken link among them) adds up to exactly the views, visitors and sources expected, on the
// staff's insights page. With the clock moved a day, the same visitor counts again and the first
// day's salt is gone from the database.
import path from "node:path";
import { expect, test } from "@playwright/test";
import { FAKE_CLOCK_PRELOAD, setFakeClock } from "../fakes/clock/control";
import { eventually, loadResources, query } from "../load/support";
import { signInWithAdminPassword } from "../support/password-sign-in";
import type { RunningServer } from "../support/server-process";
import { insightsFigures } from "../support/insights-page";

const resources = loadResources();
const PASSWORD = "insights-counts-password-0123456789";

const CHROME =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/132.0 Mobile/15E148 Safari/605.1.15";
const SAFARI =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

interface Visit {
  server: RunningServer;
  path: string;
  ip: string;
  userAgent: string;
  headers?: Record<string, string>;
  status?: number;
}

/** One request as a browser behind the trusted proxy sends it (the proxy names the address). */
async function visit({ server, path: page, ip, userAgent, headers = {}, status = 200 }: Visit) {
  const response = await fetch(`${server.url}${page}`, {
    headers: { "User-Agent": userAgent, "X-Forwarded-For": ip, Accept: "text/html", ...headers },
    redirect: "manual",
  });
  await response.arrayBuffer();
  expect(response.status, `${page} from ${ip}`).toBe(status);
  // Counting sets no cookie: a visitor's request is answered with none.
  if (!headers.Cookie) expect(response.headers.get("set-cookie"), page).toBeNull();
  return response.headers;
}

const viewRows = (dbUrl: string) =>
  query<{ count: string }>(dbUrl, "select count(*) from insights_views").then(([row]) => Number(row?.count));

test("a known mix through two instances is counted exactly: views, visitors and sources, nothing else", async () => {
  test.setTimeout(180_000);
  const db = await resources.postgres(resources.dataDir("pg"));
  const env = { DATABASE_URL: db.url, ADMIN_PASSWORD: PASSWORD, LOG_LEVEL: "info" };
  const [a, b] = await Promise.all([resources.site(env), resources.site(env)]);
  // A link between the site's own pages (SITE_URL is unset: the site is http://localhost:PORT).
  const own = (server: RunningServer, page: string) => ({ Referer: `http://localhost:${server.port}${page}` });

  // Counted: 8 views by 4 visitors.
  // 1. A newsletter reader on a service page, then two more pages through the other instance
  //    (one as a client-side navigation's data).
  const reader = { ip: "203.0.113.10", userAgent: CHROME };
  await visit({
    server: a,
    path: "/services/cybersecurity?utm_source=newsletter&utm_medium=email&utm_campaign=fall-schools",
    ...reader,
  });
  await visit({ server: b, path: "/about-us", ...reader, headers: own(a, "/services/cybersecurity") });
  await visit({ server: b, path: "/services.data", ...reader, headers: { ...own(b, "/about-us"), Accept: "*/*" } });
  // 2. From a Google search, on a phone, then the blog (the home page comes from the shared cache).
  const searcher = { ip: "203.0.113.20", userAgent: IPHONE };
  await visit({ server: b, path: "/", ...searcher, headers: { Referer: "https://www.google.com/" } });
  await visit({ server: a, path: "/blog", ...searcher, headers: own(b, "/") });
  // 3. An ad click (its click id names the network), answered from memory: the instance has the
  //    home page since the searcher's visit.
  const fromMemory = await visit({ server: b, path: "/?gclid=Cj0KCQ-test", ip: "198.51.100.7", userAgent: SAFARI });
  expect(fromMemory.get("x-cache")).toBe("HIT");
  // 4. The same Mac build at another address, from LinkedIn: another visitor, who comes back to
  //    the page their browser holds (answered 304, still a view).
  const linkedIn = { ip: "198.51.100.8", userAgent: SAFARI };
  const contact = await visit({
    server: b,
    path: "/contact",
    ...linkedIn,
    headers: { Referer: "https://www.linkedin.com/feed/" },
  });
  await visit({
    server: b,
    path: "/contact",
    ...linkedIn,
    headers: { "If-None-Match": contact.get("etag") ?? "", "Sec-Fetch-Dest": "document" },
    status: 304,
  });

  // Apart: one page not found, with the page that linked to it (its query is never kept).
  await visit({
    server: a,
    path: "/services/cyber-security",
    ip: "203.0.113.30",
    userAgent: CHROME,
    headers: { Referer: "https://partner.example.org/links?token=abc" },
    status: 404,
  });

  // Not counted: a bot, prefetches, staff, files and a machine endpoint.
  await visit({ server: a, path: "/", ip: "66.249.66.1", userAgent: GOOGLEBOT });
  await visit({ server: b, path: "/services", ...reader, headers: { "Sec-Purpose": "prefetch" } });
  await visit({ server: a, path: "/about-us", ...searcher, headers: { Purpose: "prefetch" } });
  const staff = await signInWithAdminPassword(b.url, PASSWORD);
  await visit({ server: b, path: "/", ip: "192.0.2.5", userAgent: CHROME, headers: { Cookie: staff } });
  await visit({ server: a, path: "/favicon.svg", ...reader });
  await visit({ server: a, path: "/robots.txt", ...reader });
  await visit({ server: b, path: "/healthz", ...reader });

  // Every count reaches the database within a flush (5 s); a moment longer shows none is extra.
  await eventually(async () => (await viewRows(db.url)) >= 9, 20_000);
  await new Promise((resolve) => setTimeout(resolve, 6_000));
  expect(await viewRows(db.url)).toBe(9);

  const figures = await insightsFigures(a.url, staff);
  expect(figures.totals).toMatchObject({ visitors: 4, views: 8 });
  expect(figures.sources).toEqual(
    expect.arrayContaining([
      { source: "newsletter", medium: "email", visits: 1 },
      { source: "Google", medium: "organic search", visits: 1 },
      { source: "Google Ads", medium: "paid", visits: 1 },
      { source: "LinkedIn", medium: "social", visits: 1 },
    ]),
  );
  expect(figures.sources).toHaveLength(4);
  expect(figures.campaigns).toEqual([{ campaign: "fall-schools", visits: 1 }]);
  expect(figures.notFound).toEqual([
    { path: "/services/cyber-security", referrer: "https://partner.example.org/links", views: 1 },
  ]);
});

test("with the clock moved a day, the same visitor counts twice, and the first day's salt is deleted", async () => {
  test.setTimeout(120_000);
  const db = await resources.postgres(resources.dataDir("pg"));
  const clock = path.join(resources.dataDir("clock"), "offset");
  // 10 AM in Atlanta on a Tuesday.
  await setFakeClock(clock, "2026-12-01T15:00:00Z");
  const site = await resources.site({
    DATABASE_URL: db.url,
    ADMIN_PASSWORD: PASSWORD,
    NODE_OPTIONS: `--import=${FAKE_CLOCK_PRELOAD}`,
    FAKE_CLOCK_FILE: clock,
  });
  const same = { server: site, path: "/services/managed-it-services", ip: "203.0.113.77", userAgent: CHROME };
  const days = () =>
    query<{ day: string; visitor: string }>(
      db.url,
      "select to_char(day, 'YYYY-MM-DD') as day, visitor from insights_views order by at",
    );
  const salts = () =>
    query<{ day: string }>(db.url, "select to_char(day, 'YYYY-MM-DD') as day from insights_salts order by day");

  await visit(same);
  await eventually(async () => (await days()).length === 1, 20_000);
  expect(await salts()).toEqual([{ day: "2026-12-01" }]);

  await setFakeClock(clock, "2026-12-02T15:00:00Z");
  await visit(same);
  const rows = await eventually(async () => {
    const found = await days();
    return found.length === 2 ? found : undefined;
  }, 20_000);
  if (!rows) throw new Error("unreachable: eventually returns a truthy value");
  expect(rows.map((row) => row.day)).toEqual(["2026-12-01", "2026-12-02"]);
  // Two visitors: a code of one day cannot be matched with the next day's.
  expect(rows[0]!.visitor).not.toBe(rows[1]!.visitor);
  expect(await salts()).toEqual([{ day: "2026-12-02" }]);

  const staff = await signInWithAdminPassword(site.url, PASSWORD);
  const figures = await insightsFigures(site.url, staff, { from: "2026-12-01", to: "2026-12-02" });
  expect(figures.totals).toMatchObject({ visitors: 2, views: 2 });
});
