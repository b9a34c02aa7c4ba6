// Two app instances on one PostgreSQL (DATABASE_URL), as the site scales out: the contact rate
// limit is one limit across both, every contact request is e-mailed exactly once with both
// workers running, and a post saved through one instance is on the other at once.
import { expect, test } from "@playwright/test";
import { sendsTo } from "../fakes/emailjs/control";
import type { RunningServer } from "../support/server-process";
import { measure } from "./measures";
import {
  contactBody,
  countBy,
  deliveredById,
  eventually,
  expectRunning,
  honeypotOf,
  loadResources,
  query,
} from "./support";

const resources = loadResources();
const API_TOKEN = "load-api-token-0123456789abcdefghijklmnop";
const LIMIT = 5;

async function post(server: RunningServer, body: string, ip: string): Promise<number> {
  const response = await fetch(`${server.url}/contact`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url, "X-Forwarded-For": ip },
    body,
    redirect: "manual",
  });
  await response.arrayBuffer();
  return response.status;
}

test("two instances on one PostgreSQL: shared rate limit, each request e-mailed once, posts visible on both at once", async () => {
  test.setTimeout(150_000);
  const db = await resources.postgres(resources.dataDir("pg"));
  const fake = await resources.fakeEmailJs();
  const env = { ...fake.serverEnv, DATABASE_URL: db.url, API_TOKEN, CONTACT_RATE_LIMIT_MAX: String(LIMIT) };
  // Started together: migrations and the blog seed take turns under their advisory locks.
  const [a, b] = await Promise.all([resources.site(env), resources.site(env)]);
  const honeypot = await honeypotOf(a.url);

  // 1. One rate limit across both: alternate instances from one client IP.
  const limitedEmail = "two-instances-limit@example.com";
  const limited: number[] = [];
  for (let i = 0; i < LIMIT + 2; i++) {
    const body = contactBody({ name: "Limit Test", email: limitedEmail, message: `Rate limit request ${i}` }, honeypot);
    limited.push(await post(i % 2 === 0 ? a : b, body, "203.0.113.77"));
  }
  expect(limited, "5 stored across both instances, then 429 on either").toEqual([303, 303, 303, 303, 303, 429, 429]);
  const [limitedRows] = await query<{ n: number }>(
    db.url,
    "select count(*)::int as n from contact_requests where email = $1",
    [limitedEmail],
  );
  expect(limitedRows?.n).toBe(LIMIT);

  // 2. A burst of requests through both instances, each client IP its own: every one e-mailed once.
  const email = "two-instances@example.com";
  const perInstance = 150;
  let counter = 0;
  const burst = async (server: RunningServer) => {
    const statuses: number[] = [];
    for (let i = 0; i < perInstance; i += 10) {
      statuses.push(
        ...(await Promise.all(
          Array.from({ length: 10 }, () => {
            counter += 1;
            const body = contactBody({ name: "Two Instances", email, message: `Burst request ${counter}` }, honeypot);
            return post(server, body, `10.9.${Math.floor(counter / 250)}.${(counter % 250) + 1}`);
          }),
        )),
      );
    }
    return statuses;
  };
  const started = Date.now();
  const statuses = (await Promise.all([burst(a), burst(b)])).flat();
  expect(countBy(statuses, (s) => s)).toEqual({ "303": 2 * perInstance });
  await eventually(async () => {
    const [row] = await query<{ n: number }>(
      db.url,
      "select count(*)::int as n from contact_requests where email = $1 and status = 'sent'",
      [email],
    );
    return row?.n === 2 * perInstance;
  }, 60_000);
  const allSentAfter = (Date.now() - started) / 1000;
  const sends = await sendsTo(email, fake.url);
  const delivered = deliveredById(sends);
  expect(delivered.size).toBe(2 * perInstance);
  expect(
    [...delivered.entries()].filter(([, n]) => n !== 1),
    "requests e-mailed more than once",
  ).toEqual([]);
  // Which worker sent it: the link in the e-mail carries the sending instance's SITE_URL
  // (http://localhost:<its port> by default).
  const senderOf = (page: string | undefined) => {
    const port = page ? new URL(page).port : "";
    return port === String(a.port) ? "a" : port === String(b.port) ? "b" : "other";
  };
  const bySender = countBy(
    sends.filter((send) => send.mode === "up"),
    (send) => senderOf(send.body.template_params.page),
  );
  expect(bySender.a ?? 0, "instance A's worker sent some").toBeGreaterThan(0);
  expect(bySender.b ?? 0, "instance B's worker sent some").toBeGreaterThan(0);
  expect(bySender.other).toBeUndefined();

  // 3. A post saved through A is on B at once: its page, and the list B had already served.
  expect((await fetch(`${b.url}/blog`)).status).toBe(200);
  const title = `Saved on one instance ${Date.now().toString(36)}`;
  const created = await fetch(`${a.url}/api/posts`, {
    method: "POST",
    headers: { Authorization: `Bearer ${API_TOKEN}`, "Content-Type": "application/json" },
    body: JSON.stringify({ title, content: "<p>Written through instance A.</p>", status: "published" }),
  });
  expect(created.status).toBe(201);
  const savedAt = Date.now();
  const { slug } = (await created.json()) as { slug: string };
  const onB = await fetch(`${b.url}/blog/${slug}`);
  expect(onB.status, "the post's page on B, first request").toBe(200);
  expect(await onB.text()).toContain(title);
  const listOnB = await (await fetch(`${b.url}/blog`)).text();
  const listLagMs = Date.now() - savedAt;
  expect(listOnB, "B's /blog lists the post on the first request after the save").toContain(title);

  expectRunning(a);
  expectRunning(b);
  await measure({
    measure: "two instances: shared rate limit",
    result: `answers ${limited.join(", ")} alternating A, B from one IP (limit ${LIMIT})`,
    compared: "bound: exactly 5 stored across both",
  });
  await measure({
    measure: "two instances: delivery",
    result: `${2 * perInstance} requests through both, ${delivered.size} e-mailed exactly once (worker A ${bySender.a}, worker B ${bySender.b}), all sent ${allSentAfter.toFixed(1)} s after the burst began`,
    compared: "bound: each once, both workers sending",
  });
  await measure({
    measure: "two instances: blog",
    result: `post saved on A: its page and B's /blog list show it on the first request (${listLagMs} ms after the save)`,
    compared: "bound: first request after the save",
  });
});
