// A script that posts straight to a form's action, without the hidden fields a page carries, and
// posts again at once with whatever the refusal handed it. A refusal gives such a post a token
// whose fill time starts then, never one valid at once: posting twice must not get a script past
// the check. Nothing it sends is e-mailed or booked.
import { expect, test } from "@playwright/test";
import { sendsTo, startFakeEmailJs, type FakeEmailJs } from "../fakes/emailjs/control";
import { connectToDataDir } from "../support/database";
import { eventually, freePort, startServer, type RunningServer } from "../support/server-process";
import { cleanUp } from "./helpers";
import { TEST_PHONE } from "../support/booking-form";

test.describe.configure({ mode: "serial" });

let fake: FakeEmailJs | undefined;
let server: RunningServer;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  fake = await startFakeEmailJs(await freePort());
  server = await startServer({ env: { ...fake.serverEnv, CONTACT_MIN_FILL_SECONDS: "3", BLOG_SEED: "off" } });
});
test.afterAll(async () => {
  if (server) await cleanUp([server], [server.dataDir]);
  await fake?.stop();
});

async function post(path: string, fields: Record<string, string>) {
  const response = await fetch(`${server.url}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url },
    body: new URLSearchParams(fields).toString(),
    redirect: "manual",
  });
  return { status: response.status, location: response.headers.get("location"), html: await response.text() };
}

async function query<T>(sql: string, values: unknown[]): Promise<T[]> {
  const client = await connectToDataDir(server.dataDir);
  try {
    return (await client.query(sql, values)).rows as T[];
  } finally {
    await client.end();
  }
}

/** The hidden fields of the form a refusal page shows again. */
function hiddenFieldsIn(html: string): Record<string, string> {
  const token = /name="form_started" value="([^"]+)"/.exec(html)?.[1];
  expect(token, "the refusal page carries a form token").toBeTruthy();
  return { website_url: "", form_started: token! };
}

const unique = (label: string) => `bot-${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

test("the contact form: a script's two posts are held as spam and never e-mailed", async () => {
  const email = unique("contact");
  const message = { name: "Bot", email, message: "Cheap followers!!!", page: "/contact" };

  // Refused (no message), then sent again at once with the refusal page's token.
  const refused = await post("/contact", { ...message, message: "" });
  expect(refused.status).toBe(400);
  expect((await post("/contact", { ...message, ...hiddenFieldsIn(refused.html) })).status).toBe(303);
  // And twice without any hidden field.
  expect((await post("/contact", message)).status).toBe(303);
  expect((await post("/contact", message)).status).toBe(303);
  const rows = await query<{ status: string }>("select status from contact_requests where email = $1", [email]);
  expect(rows.map((row) => row.status)).toEqual(["spam", "spam", "spam"]);

  // A person's request sent after them is delivered: by then the worker has passed the bot's by.
  const person = unique("person");
  const page = await (await fetch(`${server.url}/contact`)).text();
  await new Promise((resolve) => setTimeout(resolve, 3_500));
  const sent = await post("/contact", { ...message, email: person, message: "Hello", ...hiddenFieldsIn(page) });
  expect(sent.status).toBe(303);
  await eventually(async () => (await sendsTo(person, fake!.url)).length === 1);
  expect(await sendsTo(email, fake!.url)).toEqual([]);
});

test("the booking form: a script's second post with the refusal's token books nothing", async () => {
  const days = await (await fetch(`${server.url}/book`)).text();
  const day = /href="\/book\/(\d{4}-\d{2}-\d{2})"/.exec(days)?.[1];
  const times = await (await fetch(`${server.url}/book/${day}`)).text();
  const start = decodeURIComponent(
    /\?at=(\d{4}-\d{2}-\d{2}T\d{2}(?:%3A|:)\d{2}(?:%3A|:)00\.000Z)/.exec(times)?.[1] ?? "",
  );
  expect(start).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  const email = unique("booking");
  const booking = { start, name: "Bot", email, organization: "", phone: TEST_PHONE, location: "phone", topic: "" };

  const first = await post(`/book/${day}`, booking);
  expect(first.status).toBe(400);
  expect(first.html).toContain("quicker than we expect from a person");
  const second = await post(`/book/${day}`, { ...booking, ...hiddenFieldsIn(first.html) });
  expect(second.status).toBe(400);
  expect(second.location).toBeNull();
  expect(await query("select 1 from bookings where email = $1", [email])).toEqual([]);
});

test("the audit: a script's finish sent again with the refusal's token is held as spam, its staff e-mail never queued", async () => {
  const started = await post("/free-it-audit", {
    orgType: "business",
    staffCount: "1-10",
    deviceCount: "under-25",
    locations: "one",
  });
  expect(started.status).toBe(303);
  const id = started.location!.split("/")[2]!;
  const steps: [string, Record<string, string>][] = [
    [
      "it-today",
      { itSupport: "nobody", emailPlatform: "other", fileStorage: "cloud", updates: "rarely", wifi: "shared" },
    ],
    ["security", { mfa: "no", training: "never", antivirus: "not-sure" }],
    ["backup", { backups: "none", restoreTest: "never" }],
    ["compliance", { compliance: "none", policies: "none" }],
  ];
  for (const [step, fields] of steps) expect((await post(`/free-it-audit/${id}/${step}`, fields)).status).toBe(303);

  const email = unique("audit");
  const refused = await post(`/free-it-audit/${id}/contact`, { name: "", email, organization: "Bot Inc" });
  expect(refused.status).toBe(400);
  const finished = await post(`/free-it-audit/${id}/contact`, {
    name: "Bot",
    email,
    organization: "Bot Inc",
    ...hiddenFieldsIn(refused.html),
  });
  expect(finished.status).toBe(303);
  expect(await query<{ spam: boolean }>("select spam from assessments where email = $1", [email])).toEqual([
    { spam: true },
  ]);
  expect(await query("select 1 from email_outbox where params->>'email' = $1", [email])).toEqual([]);
});
