// Staff's lead alerts on two instances of the site sharing one PostgreSQL, with their clocks moved
// by the test (tests/fakes/clock/preload.mjs), e-mail going to the fake EmailJS and the chat
// webhook to a loopback fake. Issue #29: a lead untouched for 1.5 business hours causes exactly one
// escalation e-mail and one webhook call; a lead marked contacted before that causes none.
import path from "node:path";
import { expect, test } from "@playwright/test";
import { FAKE_EMAILJS_PRELOAD, sendsTo } from "../fakes/emailjs/control";
import { startFakeWebhook, type FakeWebhook } from "../fakes/webhook/server";
import { eventually, honeypotOf, loadResources, query } from "../load/support";
import type { RunningServer } from "../support/server-process";
import { signInWithAdminPassword } from "../support/password-sign-in";
import { FAKE_CLOCK_PRELOAD, setFakeClock } from "../fakes/clock/control";

const resources = loadResources();
const PASSWORD = "lead-alerts-password-0123456789";
const MINUTE = 60_000;

let webhook: FakeWebhook | undefined;
test.afterEach(async () => webhook?.stop());

async function sendContact(server: RunningServer, email: string) {
  const response = await fetch(`${server.url}/contact`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url },
    body: new URLSearchParams({
      ...(await honeypotOf(server.url)),
      name: "Alerted Visitor",
      email,
      message: "Our backups stopped last night, please call.",
      page: "/contact",
    }),
    redirect: "manual",
  });
  expect(response.status, await response.text()).toBe(303);
}

const signIn = (server: RunningServer) => signInWithAdminPassword(server.url, PASSWORD);

type LeadRow = { id: string; escalate_at: Date; received_at: Date; version: string };

async function leadOf(dbUrl: string, email: string): Promise<LeadRow> {
  const [row] = await query<LeadRow>(
    dbUrl,
    `select id, escalate_at, received_at,
       to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as version
     from leads where email = $1`,
    [email],
  );
  if (!row) throw new Error(`no lead for ${email}`);
  return row;
}

async function escalationEmails(email: string, fakeUrl: string) {
  return (await sendsTo(email, fakeUrl)).filter(
    (send) => send.mode === "up" && send.body.template_params.alert === "escalation",
  );
}

const escalationCalls = (id: string) =>
  webhook!.calls().filter((call) => call.text.startsWith("No response yet") && call.text.includes(id));

test("two instances: an untouched lead is escalated once by e-mail and webhook at 1.5 business hours; a contacted one never", async () => {
  test.setTimeout(180_000);
  const db = await resources.postgres(resources.dataDir("pg"));
  const fake = await resources.fakeEmailJs();
  // The hook is down for its first post: that alert is retried, not lost, and still goes once.
  webhook = await startFakeWebhook({ failFirst: 1 });
  const clock = path.join(resources.dataDir("clock"), "offset");
  await setFakeClock(clock, Date.now());
  const env = {
    ...fake.serverEnv,
    NODE_OPTIONS: `--import=${FAKE_EMAILJS_PRELOAD} --import=${FAKE_CLOCK_PRELOAD}`,
    FAKE_CLOCK_FILE: clock,
    DATABASE_URL: db.url,
    ADMIN_PASSWORD: PASSWORD,
    EMAILJS_LEAD_TEMPLATE_ID: "template_lead_e2e",
    LEAD_WEBHOOK_URL: webhook.url,
    // Both instances look for leads to escalate every second (a minute in production).
    LEAD_ESCALATION_CHECK_SECONDS: "1",
    // Every line, so the check below that the hook's address never reaches the log means something.
    LOG_LEVEL: "debug",
  };
  const [a, b] = await Promise.all([resources.site(env), resources.site(env)]);
  const stamp = Date.now();
  const untouched = `untouched-${stamp}@example.com`;
  const contacted = `contacted-${stamp}@example.com`;

  await sendContact(a, untouched);
  await sendContact(b, contacted);
  const leadA = await leadOf(db.url, untouched);
  const leadB = await leadOf(db.url, contacted);
  // 1.5 hours of business time: never less than 90 minutes after arrival.
  expect(leadA.escalate_at.getTime() - leadA.received_at.getTime()).toBeGreaterThanOrEqual(90 * MINUTE);

  // Both new leads are announced at once, by e-mail and in the chat.
  await eventually(
    async () =>
      (await sendsTo(untouched, fake.url)).some((send) => send.body.template_params.alert === "new") &&
      webhook!.calls().some((call) => call.text.startsWith("New lead") && call.text.includes(leadA.id)),
    30_000,
  );

  // Staff mark the second lead contacted, on the other instance.
  const cookie = await signIn(b);
  const answer = await fetch(`${b.url}/admin/leads/${leadB.id}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: b.url, Cookie: cookie },
    body: new URLSearchParams({ intent: "status", version: leadB.version, status: "contacted" }),
    redirect: "manual",
  });
  expect(answer.status).toBeLessThan(400);
  const [row] = await query<{ status: string }>(db.url, "select status from leads where id = $1", [leadB.id]);
  expect(row?.status).toBe("contacted");

  // A minute before the escalation time: nothing yet.
  await setFakeClock(clock, Math.max(leadA.escalate_at.getTime(), leadB.escalate_at.getTime()) - MINUTE);
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  expect(await escalationEmails(untouched, fake.url)).toEqual([]);
  expect(escalationCalls(leadA.id)).toEqual([]);

  // Past it: the untouched lead is escalated, by e-mail and in the chat.
  await setFakeClock(clock, Math.max(leadA.escalate_at.getTime(), leadB.escalate_at.getTime()) + MINUTE);
  await eventually(
    async () => (await escalationEmails(untouched, fake.url)).length >= 1 && escalationCalls(leadA.id).length >= 1,
    30_000,
  );

  // Many ticks of both instances later, and hours on: still exactly one of each, none for the other.
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  await setFakeClock(clock, leadA.escalate_at.getTime() + 5 * 60 * MINUTE);
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  expect(await escalationEmails(untouched, fake.url)).toHaveLength(1);
  expect(escalationCalls(leadA.id)).toHaveLength(1);
  expect(await escalationEmails(contacted, fake.url)).toEqual([]);
  expect(escalationCalls(leadB.id)).toEqual([]);
  // And the untouched lead was announced once when it arrived.
  expect(
    webhook.calls().filter((call) => call.text.startsWith("New lead") && call.text.includes(leadA.id)),
  ).toHaveLength(1);
  expect(webhook.refused()).toBe(1);

  // The address is a secret: neither instance wrote it (or its token) anywhere in its log.
  for (const server of [a, b]) {
    expect(server.output()).toContain("outbox chat webhooks are on");
    expect(server.output()).not.toContain("fake-webhook-token");
  }
});
