// The free IT audit's per-IP limits, against a production server of their own: finished audits
// (ASSESSMENT_RATE_LIMIT_MAX) and drafts started (ten times as many). Over a limit the visitor
// gets 429 with a clear message and Retry-After, and nothing is stored; another IP is unaffected.
import { expect, test } from "@playwright/test";
import { startFakeEmailJs, type FakeEmailJs } from "../fakes/emailjs/control";
import { connectToDataDir } from "../support/database";
import { freePort, startServer, type RunningServer } from "../support/server-process";
import { cleanUp } from "./helpers";

test.describe.configure({ mode: "serial" });

let fake: FakeEmailJs | undefined;
let server: RunningServer;

test.beforeAll(async () => {
  fake = await startFakeEmailJs(await freePort());
  server = await startServer({
    env: {
      ...fake.serverEnv,
      TRUST_PROXY: "loopback",
      ASSESSMENT_RATE_LIMIT_MAX: "1",
      CONTACT_MIN_FILL_SECONDS: "0",
      BLOG_SEED: "off",
    },
  });
});
test.afterAll(async () => {
  if (server) await cleanUp([server], [server.dataDir]);
  await fake?.stop();
});

async function post(path: string, fields: Record<string, string>, ip: string) {
  const response = await fetch(`${server.url}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url, "X-Forwarded-For": ip },
    body: new URLSearchParams(fields).toString(),
    redirect: "manual",
  });
  return { status: response.status, headers: response.headers, html: await response.text() };
}

const STEPS: [string, Record<string, string>][] = [
  [
    "it-today",
    { itSupport: "nobody", emailPlatform: "other", fileStorage: "cloud", updates: "rarely", wifi: "shared" },
  ],
  ["security", { mfa: "no", training: "never", antivirus: "not-sure" }],
  ["backup", { backups: "none", restoreTest: "never" }],
  ["compliance", { compliance: "none", policies: "none" }],
];
const FIRST = { orgType: "business", staffCount: "1-10", deviceCount: "under-25", locations: "one" };

/** A draft with every question answered; returns its id. */
async function answeredDraft(ip: string): Promise<string> {
  const started = await post("/free-it-audit", FIRST, ip);
  expect(started.status).toBe(303);
  const id = started.headers.get("location")!.split("/")[2]!;
  for (const [step, fields] of STEPS) expect((await post(`/free-it-audit/${id}/${step}`, fields, ip)).status).toBe(303);
  return id;
}

async function finish(id: string, email: string, ip: string) {
  const page = await (await fetch(`${server.url}/free-it-audit/${id}/contact`)).text();
  const token = /name="form_started" value="([^"]+)"/.exec(page)![1]!;
  return post(
    `/free-it-audit/${id}/contact`,
    { name: "Ada", email, organization: "Analytical Engines", website_url: "", form_started: token },
    ip,
  );
}

async function storedFor(email: string): Promise<number> {
  const client = await connectToDataDir(server.dataDir);
  try {
    return (await client.query("select 1 from assessments where email = $1", [email])).rowCount ?? 0;
  } finally {
    await client.end();
  }
}

test("a second finished audit from one IP within the window is refused with 429 and not stored; another IP goes on", async () => {
  const ip = "203.0.113.50";
  const first = await answeredDraft(ip);
  const second = await answeredDraft(ip);
  expect((await finish(first, "first@example.com", ip)).status).toBe(303);
  expect(await storedFor("first@example.com")).toBe(1);

  const refused = await finish(second, "second@example.com", ip);
  expect(refused.status).toBe(429);
  expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
  expect(refused.html).toContain("Please wait a while before starting or finishing another audit");
  // The typed details come back with the refusal.
  expect(refused.html).toContain("Analytical Engines");
  expect(await storedFor("second@example.com")).toBe(0);

  const elsewhere = "203.0.113.51";
  expect((await finish(await answeredDraft(elsewhere), "third@example.com", elsewhere)).status).toBe(303);
  expect(await storedFor("third@example.com")).toBe(1);
});

test("drafts started from one IP are limited to ten times the finished audits", async () => {
  const ip = "203.0.113.60";
  for (let n = 0; n < 10; n++) expect((await post("/free-it-audit", FIRST, ip)).status).toBe(303);
  const refused = await post("/free-it-audit", FIRST, ip);
  expect(refused.status).toBe(429);
  expect(refused.html).toContain("Too many audits from here");
  const client = await connectToDataDir(server.dataDir);
  try {
    expect((await client.query("select 1 from assessment_drafts where client_ip = $1", [ip])).rowCount).toBe(10);
  } finally {
    await client.end();
  }
});
