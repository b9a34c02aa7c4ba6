// Spam defences of the contact action, each against its own production server: the per-IP rate
// limit (429 with a clear toast, values kept, nothing stored), the honeypot and the minimum fill
// time (stored as spam behind the normal success, never e-mailed).
import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { expect, test } from "@playwright/test";
import { sendsTo, startFakeEmailJs, type FakeEmailJs } from "../fakes/emailjs/control";
import { connectToDataDir } from "../support/database";
import { eventually, freePort, ROOT, startServer, type RunningServer } from "../support/server-process";
import { errorLines } from "../support/log-lines";
import { trackedResources } from "./helpers";

const tracked = trackedResources();
let fake: FakeEmailJs | undefined;

test.afterEach(async () => {
  await fake?.stop();
  fake = undefined;
});

async function launch(env: Record<string, string>): Promise<RunningServer> {
  fake = await startFakeEmailJs(await freePort());
  // TRUST_PROXY=loopback lets each test speak for the client IP it chooses, as a proxy would.
  // A test's own preload (the clock) runs beside the fake EmailJS's, not instead of it.
  const preloads = [fake.serverEnv.NODE_OPTIONS, env.NODE_OPTIONS].filter(Boolean).join(" ");
  const server = await startServer({
    env: { ...fake.serverEnv, TRUST_PROXY: "loopback", ...env, NODE_OPTIONS: preloads },
  });
  tracked.servers.push(server);
  tracked.dataDirs.push(server.dataDir);
  return server;
}

type Row = { status: string; client_ip: string; message: string };

async function rowsFor(server: RunningServer, email: string): Promise<Row[]> {
  const client = await connectToDataDir(server.dataDir);
  try {
    const result = await client.query<Row>(
      "select status, client_ip, message from contact_requests where email = $1 order by id",
      [email],
    );
    return result.rows;
  } finally {
    await client.end();
  }
}

/** The honeypot fields of a freshly loaded contact page, as a browser would submit them. */
async function honeypotOf(server: RunningServer): Promise<Record<string, string>> {
  const html = await (await fetch(`${server.url}/contact`)).text();
  const trap = /name="website_url"[^>]*value="([^"]*)"/.exec(html);
  const started = /name="form_started" value="([^"]+)"/.exec(html);
  expect(trap, "the trap field is in the page").not.toBeNull();
  expect(started, "the form's start time is in the page").not.toBeNull();
  return { website_url: trap![1]!, form_started: started![1]! };
}

async function post(server: RunningServer, fields: Record<string, string>, ip = "203.0.113.10") {
  const response = await fetch(`${server.url}/contact`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url, "X-Forwarded-For": ip },
    body: new URLSearchParams(fields).toString(),
    redirect: "manual",
  });
  return { status: response.status, headers: response.headers, html: await response.text() };
}

const unique = (label: string) => `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

test("the rate limit: after the allowed requests from one IP, 429 with a clear toast, the values kept, nothing stored", async () => {
  test.setTimeout(90_000);
  const server = await launch({
    CONTACT_RATE_LIMIT_MAX: "2",
    CONTACT_RATE_LIMIT_WINDOW_MINUTES: "10",
    CONTACT_MIN_FILL_SECONDS: "0",
  });
  const email = unique("limited");
  const form = (n: number) => ({
    ...{ name: "Ada Lovelace", email, page: "/contact" },
    message: `Request number ${n}`,
  });

  // Invalid submissions store nothing, so they do not use up the allowance.
  for (let i = 0; i < 3; i++) expect((await post(server, { name: "Ada", email, message: "" })).status).toBe(400);

  expect((await post(server, { ...form(1), ...(await honeypotOf(server)) })).status).toBe(303);
  expect((await post(server, { ...form(2), ...(await honeypotOf(server)) })).status).toBe(303);
  const refused = await post(server, { ...form(3), company: "Analytical Engines", ...(await honeypotOf(server)) });
  expect(refused.status).toBe(429);
  expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(500);
  expect(refused.html).toContain("⏳ Too many messages.");
  expect(refused.html).toContain("Please wait a few minutes and try again");
  // What was typed is in the form again.
  expect(refused.html).toContain("Request number 3");
  expect(refused.html).toContain('value="Analytical Engines"');
  expect(refused.html).not.toContain("✅ Message Sent!");

  const rows = await rowsFor(server, email);
  expect(rows.map((r) => r.message)).toEqual(["Request number 1", "Request number 2"]);
  expect(rows.every((r) => r.client_ip === "203.0.113.10")).toBe(true);

  // Another address is counted on its own.
  expect((await post(server, { ...form(4), ...(await honeypotOf(server)) }, "198.51.100.20")).status).toBe(303);
  expect(errorLines(server.output())).toEqual([]);
});

test("the honeypot: a filled trap or a post without the form's fields is stored as spam, answered with success, never e-mailed", async () => {
  test.setTimeout(90_000);
  const server = await launch({ CONTACT_RATE_LIMIT_MAX: "1000", CONTACT_MIN_FILL_SECONDS: "0" });
  const trapped = unique("trap");
  const scripted = unique("scripted");
  const person = unique("person");
  const base = { name: "Bot", message: "Cheap followers!!!", page: "/contact" };

  const caught = await post(server, {
    ...base,
    email: trapped,
    ...(await honeypotOf(server)),
    website_url: "https://spam.example",
  });
  expect(caught.status).toBe(303);
  expect(caught.headers.get("location")).toBe("/contact");
  expect((await post(server, { ...base, email: scripted })).status).toBe(303);
  expect((await rowsFor(server, trapped)).map((r) => r.status)).toEqual(["spam"]);
  expect((await rowsFor(server, scripted)).map((r) => r.status)).toEqual(["spam"]);

  // A real request sent after them is delivered; by then the worker has seen the spam and skipped it.
  expect(
    (
      await post(server, {
        name: "Ada",
        email: person,
        message: "Hello",
        page: "/contact",
        ...(await honeypotOf(server)),
      })
    ).status,
  ).toBe(303);
  await eventually(async () => (await rowsFor(server, person))[0]?.status === "sent");
  expect(await sendsTo(trapped, fake!.url)).toEqual([]);
  expect(await sendsTo(scripted, fake!.url)).toEqual([]);
  expect(await sendsTo(person, fake!.url)).toHaveLength(1);
});

test("the minimum fill time: a form sent sooner is stored as spam; the same form sent later is delivered", async () => {
  test.setTimeout(90_000);
  const server = await launch({ CONTACT_RATE_LIMIT_MAX: "1000", CONTACT_MIN_FILL_SECONDS: "2" });
  const hasty = unique("hasty");
  const patient = unique("patient");

  const fields = await honeypotOf(server);
  expect(
    (await post(server, { name: "Quick", email: hasty, message: "Fast", page: "/contact", ...fields })).status,
  ).toBe(303);
  await new Promise((resolve) => setTimeout(resolve, 2_500));
  expect(
    (await post(server, { name: "Slow", email: patient, message: "Took my time", page: "/contact", ...fields })).status,
  ).toBe(303);

  expect((await rowsFor(server, hasty)).map((r) => r.status)).toEqual(["spam"]);
  await eventually(async () => (await rowsFor(server, patient))[0]?.status === "sent");
  expect(await sendsTo(hasty, fake!.url)).toEqual([]);
});

/** The token in a page the server answered (a refusal renders the form again with a fresh one). */
const tokenIn = (html: string) => /name="form_started" value="([^"]+)"/.exec(html)?.[1];

test("the form's token: one page's token is not replayed beyond CONTACT_FORM_MAX_USES; the refusal keeps the text, stores nothing, and its fresh token works at once", async () => {
  test.setTimeout(90_000);
  const server = await launch({
    CONTACT_RATE_LIMIT_MAX: "1000",
    CONTACT_MIN_FILL_SECONDS: "2",
    CONTACT_FORM_MAX_USES: "2",
  });
  const email = unique("replayed");
  const fields = await honeypotOf(server);
  await new Promise((resolve) => setTimeout(resolve, 2_500));
  const form = (n: number) => ({
    name: "Ada Lovelace",
    email,
    page: "/contact",
    message: `Replay number ${n}`,
    ...fields,
  });

  // The shared page's token serves a few visitors, then no more: a script fetching one page and
  // posting it again and again gets nothing stored past that.
  expect((await post(server, form(1))).status).toBe(303);
  expect((await post(server, form(2))).status).toBe(303);
  for (const n of [3, 4, 5]) {
    const replay = await post(server, { ...form(n), company: "Analytical Engines" });
    expect(replay.status).toBe(400);
    expect(replay.html).toContain("⏳ This form had expired.");
    expect(replay.html).toContain(`Replay number ${n}`);
    expect(replay.html).toContain('value="Analytical Engines"');
    expect(replay.html).not.toContain("✅ Message Sent!");
    expect(tokenIn(replay.html)).toBeTruthy();
    expect(tokenIn(replay.html)).not.toBe(fields.form_started);
  }
  expect((await rowsFor(server, email)).map((r) => r.message)).toEqual(["Replay number 1", "Replay number 2"]);

  // A person told so presses Send again at once: the fresh token needs no fill time, and it is
  // delivered (not held as spam).
  const refused = await post(server, form(6));
  const again = await post(server, { ...form(6), form_started: tokenIn(refused.html)! });
  expect(again.status).toBe(303);
  await eventually(
    async () => (await rowsFor(server, email)).find((r) => r.message === "Replay number 6")?.status === "sent",
  );
  expect(errorLines(server.output())).toEqual([]);
});

test("the form's token: a form sent after CONTACT_FORM_MAX_AGE_MINUTES is refused with nothing stored; sent again, it is delivered", async () => {
  test.setTimeout(90_000);
  // The server's clock is moved past the token's minute rather than waited out.
  const clock = path.join(mkdtempSync(path.join(os.tmpdir(), "contact-clock-")), "offset");
  writeFileSync(clock, "0");
  tracked.dataDirs.push(path.dirname(clock));
  const server = await launch({
    CONTACT_RATE_LIMIT_MAX: "1000",
    CONTACT_MIN_FILL_SECONDS: "0",
    CONTACT_FORM_MAX_AGE_MINUTES: "1",
    NODE_OPTIONS: `--import=${pathToFileURL(path.join(ROOT, "tests/fakes/clock/preload.mjs")).href}`,
    FAKE_CLOCK_FILE: clock,
  });
  const email = unique("expired");
  const form = {
    name: "Grace Hopper",
    email,
    page: "/contact",
    message: "Left the tab open over lunch.",
    ...(await honeypotOf(server)),
  };
  writeFileSync(clock, String(62_000));
  // The preload reads the offset again after 50 ms.
  await new Promise((resolve) => setTimeout(resolve, 200));

  const stale = await post(server, form);
  expect(stale.status).toBe(400);
  expect(stale.html).toContain("⏳ This form had expired.");
  expect(stale.html).toContain("Left the tab open over lunch.");
  expect(await rowsFor(server, email)).toEqual([]);

  expect((await post(server, { ...form, form_started: tokenIn(stale.html)! })).status).toBe(303);
  await eventually(async () => (await rowsFor(server, email))[0]?.status === "sent");
});
