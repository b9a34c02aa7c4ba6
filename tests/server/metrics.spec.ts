// Prometheus metrics: off by default, and once on, reachable only on their own port or with their
// token. A scrape after real traffic finds every metric operators were promised, labelled by
// route pattern (never by the raw address a visitor typed).
import { expect, test } from "@playwright/test";
import { setEmailJsMode, startFakeEmailJs, type FakeEmailJs } from "../fakes/emailjs/control";
import { eventually, freePort, startServer, type RunningServer } from "../support/server-process";
import { trackedResources } from "./helpers";

const tracked = trackedResources();
const TOKEN = "metrics-token-for-tests-0123456789abcdef";
let fake: FakeEmailJs | undefined;

test.afterEach(async () => {
  await fake?.stop();
  fake = undefined;
});

async function launch(env: Record<string, string>): Promise<RunningServer> {
  const server = await startServer({ env: { CONTACT_MIN_FILL_SECONDS: "0", ...env } });
  tracked.servers.push(server);
  tracked.dataDirs.push(server.dataDir);
  return server;
}

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** The Prometheus text format's samples (comments and HELP/TYPE lines skipped). */
function samples(text: string): Sample[] {
  return text
    .split("\n")
    .filter((line) => line && !line.startsWith("#"))
    .map((line) => {
      const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
      if (!match) throw new Error(`not a Prometheus sample: ${line}`);
      const labels: Record<string, string> = {};
      for (const [, key, value] of match[2]?.matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g) ?? []) labels[key!] = value!;
      return { name: match[1]!, labels, value: Number(match[3]) };
    });
}

function find(all: Sample[], name: string, labels: Record<string, string> = {}): Sample | undefined {
  return all.find(
    (sample) => sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
  );
}

async function scrape(url: string, token = TOKEN): Promise<Sample[]> {
  const response = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toContain("text/plain; version=0.0.4");
  return samples(await response.text());
}

async function sendContact(server: RunningServer, email: string): Promise<void> {
  const html = await (await fetch(`${server.url}/contact`)).text();
  const trap = /name="website_url"[^>]*value="([^"]*)"/.exec(html)?.[1] ?? "";
  const started = /name="form_started" value="([^"]+)"/.exec(html)?.[1] ?? "";
  const response = await fetch(`${server.url}/contact`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url },
    body: new URLSearchParams({
      name: "Metrics Test",
      email,
      message: "Checking the outbox gauge.",
      page: "/contact",
      website_url: trap,
      form_started: started,
    }).toString(),
    redirect: "manual",
  });
  await response.arrayBuffer();
  expect(response.status).toBe(303);
}

test("off by default: /metrics is the site's 404 page", async () => {
  const server = await launch({});
  const response = await fetch(`${server.url}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } });
  expect(response.status).toBe(404);
  expect(await response.text()).not.toContain("http_requests_total");
});

test("on METRICS_PORT with a token: every named metric after real traffic, nothing without the token", async () => {
  test.setTimeout(120_000);
  fake = await startFakeEmailJs(await freePort());
  const metricsPort = await freePort();
  const server = await launch({
    ...fake.serverEnv,
    METRICS_PORT: String(metricsPort),
    METRICS_TOKEN: TOKEN,
    // A failed send stays pending for an hour: the outbox gauge can be read while it waits.
    EMAIL_RETRY_BASE_SECONDS: "3600",
  });
  const metricsUrl = `http://127.0.0.1:${metricsPort}/metrics`;

  // Not on the site's port, and not on its own without the token.
  expect((await fetch(`${server.url}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } })).status).toBe(404);
  for (const headers of [
    {} as Record<string, string>,
    { Authorization: "Bearer wrong-token-wrong-token-wrong-token-x" },
    { Authorization: TOKEN },
  ]) {
    const refused = await fetch(metricsUrl, { headers });
    expect(refused.status).toBe(401);
    expect(await refused.text()).not.toContain("http_requests_total");
  }

  // Traffic: a page twice (rendered, then shared from memory), a made-up post address, a contact
  // request EmailJS keeps failing (retried later, so pending) and one it refuses for good.
  for (let i = 0; i < 3; i++) await (await fetch(`${server.url}/`)).arrayBuffer();
  await (await fetch(`${server.url}/blog/no-such-post-${Date.now()}`)).arrayBuffer();
  await setEmailJsMode("down@example.com", "down", fake.url);
  await setEmailJsMode("reject@example.com", "reject", fake.url);
  await sendContact(server, "down@example.com");
  await sendContact(server, "reject@example.com");

  const scraped = await eventually(async () => {
    const scraped = await scrape(metricsUrl);
    const retry = find(scraped, "site_email_send_failures_total", { kind: "retry" })?.value ?? 0;
    const permanent = find(scraped, "site_email_send_failures_total", { kind: "permanent" })?.value ?? 0;
    return retry >= 1 && permanent >= 1 ? scraped : undefined;
  }, 30_000);
  const all = scraped!;

  // Request rate and latency by route pattern.
  expect(find(all, "http_requests_total", { route: "/", method: "GET", status: "200" })?.value).toBeGreaterThanOrEqual(
    3,
  );
  expect(find(all, "http_requests_total", { route: "/contact", method: "POST", status: "303" })?.value).toBe(2);
  expect(find(all, "http_request_duration_seconds_count", { route: "/blog/:slug", method: "GET" })?.value).toBe(1);
  expect(find(all, "http_request_duration_seconds_bucket", { route: "/", le: "+Inf" })?.value).toBeGreaterThanOrEqual(
    3,
  );
  expect(all.some((sample) => sample.labels.route?.includes("no-such-post"))).toBe(false);
  // The page cache.
  expect(find(all, "site_page_cache_hits_total")?.value).toBeGreaterThanOrEqual(1);
  expect(find(all, "site_page_cache_misses_total")?.value).toBeGreaterThanOrEqual(1);
  expect(find(all, "site_page_cache_bytes")?.value).toBeGreaterThan(0);
  // The outbox: the request EmailJS failed waits for its retry; the refused one is not waiting.
  expect(find(all, "site_outbox_depth", { outbox: "contact_requests" })?.value).toBe(1);
  // The queue of other e-mails (app/outbox) is counted too; no contact request goes through it.
  expect(find(all, "site_outbox_depth", { outbox: "email_outbox" })?.value).toBe(0);
  // EmailJS's failures are not the chat webhooks' (none configured here, none failed).
  expect(find(all, "site_webhook_send_failures_total", { kind: "retry" })?.value).toBe(0);
  expect(find(all, "site_webhook_send_failures_total", { kind: "permanent" })?.value).toBe(0);
  // The database pool and the event loop.
  expect(find(all, "site_db_pool_clients", { state: "total" })?.value).toBeGreaterThanOrEqual(1);
  expect(find(all, "site_db_pool_clients", { state: "waiting" })).toBeDefined();
  expect(find(all, "nodejs_eventloop_lag_seconds")).toBeDefined();
  expect(find(all, "nodejs_eventloop_lag_p99_seconds")).toBeDefined();
});

test("METRICS_TOKEN alone: /metrics on the site's port, for the bearer of the token only", async () => {
  const server = await launch({ METRICS_TOKEN: TOKEN });
  const refused = await fetch(`${server.url}/metrics`);
  expect(refused.status).toBe(401);
  expect(refused.headers.get("www-authenticate")).toContain("Bearer");
  expect((await fetch(`${server.url}/metrics`, { headers: { Authorization: "Bearer not-it" } })).status).toBe(401);
  const all = await scrape(`${server.url}/metrics`);
  // startServer waited on /healthz; the two refused scrapes are counted under their own route.
  expect(
    find(all, "http_requests_total", { route: "/healthz", method: "GET", status: "200" })?.value,
  ).toBeGreaterThanOrEqual(1);
  expect(find(all, "http_requests_total", { route: "/metrics", method: "GET", status: "401" })?.value).toBe(2);
});
