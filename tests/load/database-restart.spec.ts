// PostgreSQL stopped and started again while the site is under load: pages that need it answer
// 503 with a clear page, /healthz says so, everything comes back without restarting the app (same
// pid), and every contact request the site acknowledged is in the database afterwards.
import { expect, test } from "@playwright/test";
import { through } from "../support/stable-address";
import { measure } from "./measures";
import {
  countBy,
  eventually,
  expectRunning,
  hammer,
  loadResources,
  portOf,
  postContacts,
  query,
  requestMix,
} from "./support";

const resources = loadResources();

const BEFORE_SECONDS = 8;
const DOWN_SECONDS = 8;
const AFTER_SECONDS = 12;

type Health = { at: number; status: number | "error"; database?: string };
const API_TOKEN = "load-api-token-0123456789abcdefghijklmnop";

/**
 * Writers saving one post through the JSON API over and over: each save is one of the post
 * service's transactions (a row lock, then the update), so the restart cuts some in the middle.
 */
async function writePosts(base: string, until: () => boolean, writers: number): Promise<(number | "error")[]> {
  const created = await fetch(`${base}/api/posts`, {
    method: "POST",
    headers: { Authorization: `Bearer ${API_TOKEN}`, "Content-Type": "application/json" },
    body: JSON.stringify({ title: "Saved during a restart", content: "<p>Version 0.</p>", status: "published" }),
  });
  if (created.status !== 201) throw new Error(`POST /api/posts answered ${created.status}`);
  const { id } = (await created.json()) as { id: number };
  const statuses: (number | "error")[] = [];
  let version = 0;
  const loop = async () => {
    while (!until()) {
      version += 1;
      try {
        const response = await fetch(`${base}/api/posts/${id}`, {
          method: "PUT",
          headers: { Authorization: `Bearer ${API_TOKEN}`, "Content-Type": "application/json" },
          body: JSON.stringify({
            title: "Saved during a restart",
            content: `<p>Version ${version}.</p>`,
            status: "published",
          }),
          signal: AbortSignal.timeout(30_000),
        });
        await response.arrayBuffer();
        statuses.push(response.status);
      } catch {
        statuses.push("error");
      }
    }
  };
  await Promise.all(Array.from({ length: writers }, loop));
  return statuses;
}

test("database restart under load: 503 while down, recovery without restarting the app, no acknowledged request lost", async () => {
  test.setTimeout(150_000);
  const pgDir = resources.dataDir("pg");
  const first = await resources.postgres(pgDir);
  // A stable address in front of PostgreSQL (as a DNS name or a pooler would be): the restarted
  // server listens on another port.
  const proxy = await resources.proxyTo(portOf(first.url));
  const databaseUrl = through(proxy, first.url);
  const fake = await resources.fakeEmailJs();
  const server = await resources.site({ ...fake.serverEnv, DATABASE_URL: databaseUrl, API_TOKEN });
  const pid = server.process.pid;

  let stop = false;
  const health: Health[] = [];
  const polling = (async () => {
    while (!stop) {
      try {
        const response = await fetch(`${server.url}/healthz`, { signal: AbortSignal.timeout(10_000) });
        const body = (await response.json()) as { database?: string };
        health.push({ at: Date.now(), status: response.status, database: body.database });
      } catch {
        health.push({ at: Date.now(), status: "error" });
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  })();
  const seconds = BEFORE_SECONDS + DOWN_SECONDS + AFTER_SECONDS;
  const pages = hammer(server.url, { seconds, connections: 90, requests: requestMix(server.url) });
  let ip = 0;
  const contacts = postContacts(server.url, {
    concurrency: 10,
    until: () => stop,
    email: "database-restart@example.com",
    label: "restart",
    ip: () => `198.51.100.${(ip++ % 250) + 1}`,
    pauseMs: 20,
  });
  const writes = writePosts(server.url, () => stop, 5);

  await new Promise((resolve) => setTimeout(resolve, BEFORE_SECONDS * 1000));
  await first.stop();
  const downAt = Date.now();
  // While it is down: the clear 503 pages, and pages without data still served.
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  // Still the same process (a lost pooled connection once crashed it here).
  expectRunning(server);
  const blogDown = await fetch(`${server.url}/blog`);
  const blogDownHtml = await blogDown.text();
  const postDown = await fetch(`${server.url}/blog/phishing-training-for-school-staff`);
  await postDown.arrayBuffer();
  const healthDown = await fetch(`${server.url}/healthz`);
  const healthDownBody = await healthDown.json();
  const homeDown = await fetch(`${server.url}/services/cybersecurity`);
  await homeDown.arrayBuffer();
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, DOWN_SECONDS * 1000 - (Date.now() - downAt))));

  const second = await resources.postgres(pgDir);
  proxy.retarget(portOf(second.url));
  const upAt = Date.now();
  await eventually(async () => (await fetch(`${server.url}/healthz`)).status === 200, 30_000);
  const healthyAfter = (Date.now() - upAt) / 1000;
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, AFTER_SECONDS * 1000 - (Date.now() - upAt))));
  stop = true;
  const [pageLoad, posted, saves] = await Promise.all([pages, contacts, writes, polling]);

  // The same process throughout.
  expectRunning(server);
  expect(server.process.pid).toBe(pid);
  expect(server.output()).not.toMatch(/uncaught|unhandled/i);

  // While down: clear answers, not errors.
  expect(blogDown.status).toBe(503);
  expect(blogDownHtml).toContain("Failed to load posts");
  expect(postDown.status).toBe(503);
  expect(healthDown.status).toBe(503);
  expect(healthDownBody).toEqual({ status: "unavailable", database: "down" });
  expect(homeDown.status, "a page without data is still served").toBe(200);

  // Under load: only 200 and 503 (no 500, no dropped connection), and the outage was seen.
  expect(pageLoad.errors, "connection errors").toBe(0);
  expect(pageLoad.timeouts).toBe(0);
  expect(
    Object.keys(pageLoad.statuses).filter((code) => code !== "200" && code !== "503"),
    "answers other than 200/503",
  ).toEqual([]);
  expect(pageLoad.statuses["503"] ?? 0, "503s during the outage").toBeGreaterThan(0);
  const answers = countBy(posted, (p) => p.status);
  expect(
    Object.keys(answers).filter((code) => code !== "303" && code !== "503"),
    `contact answers ${JSON.stringify(answers)}`,
  ).toEqual([]);
  expect(answers["303"] ?? 0).toBeGreaterThan(0);
  expect(answers["503"] ?? 0, "submissions refused while down").toBeGreaterThan(0);
  // Saves cut off by the restart are "database unavailable" (503), never a 500.
  const saveAnswers = countBy(saves, (status) => status);
  expect(
    Object.keys(saveAnswers).filter((code) => code !== "200" && code !== "503"),
    `API save answers ${JSON.stringify(saveAnswers)}`,
  ).toEqual([]);
  expect(saveAnswers["503"] ?? 0, "saves refused while down").toBeGreaterThan(0);
  const healthStatuses = countBy(health, (h) => `${h.status}/${h.database ?? "-"}`);
  expect(healthStatuses["503/down"] ?? 0, "/healthz reported the outage").toBeGreaterThan(0);
  expect(health.at(-1)?.status).toBe(200);

  // No acknowledged request lost.
  const rows = await query<{ message: string }>(second.url, "select message from contact_requests where email = $1", [
    "database-restart@example.com",
  ]);
  const stored = new Set(rows.map((row) => row.message.replace("Load test request ", "")));
  const acknowledged = posted.filter((p) => p.status === 303);
  expect(
    acknowledged.filter((p) => !stored.has(p.token)),
    "acknowledged (303) but not in the database",
  ).toEqual([]);

  // And the site works normally again.
  expect((await fetch(`${server.url}/blog`)).status).toBe(200);

  await measure({
    measure: "database restart: answers under load",
    result: `pages ${JSON.stringify(pageLoad.statuses)}, contact ${JSON.stringify(answers)}, API saves ${JSON.stringify(saveAnswers)}, 0 errors; /healthz ${JSON.stringify(healthStatuses)}`,
    compared: `PostgreSQL stopped ${DOWN_SECONDS} s in a ${seconds} s run at 100 connections; bound: only 200/303/503`,
  });
  await measure({
    measure: "database restart: recovery",
    result: `/healthz 200 again ${healthyAfter.toFixed(1)} s after PostgreSQL was back, same pid; ${acknowledged.length} acknowledged requests, ${rows.length} stored, 0 lost`,
    compared: "bound: same pid, every 303 stored",
  });
});
