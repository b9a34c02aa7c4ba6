// EmailJS failing (503), then hanging (never answering), during load: visitors see no error, and
// once it recovers every stored contact request is e-mailed exactly once.
import { expect, test } from "@playwright/test";
import { sendsTo, setEmailJsMode } from "../fakes/emailjs/control";
import { measure } from "./measures";
import {
  countBy,
  dataDirUrl,
  deliveredById,
  eventually,
  expectRunning,
  hammer,
  loadResources,
  postContacts,
  query,
  requestMix,
} from "./support";

const resources = loadResources();

const DOWN_SECONDS = 8;
const HUNG_SECONDS = 8;
const AFTER_RECOVERY_SECONDS = 6;

test("email outage: EmailJS down then hanging under load; no visitor error, every request e-mailed once", async () => {
  test.setTimeout(150_000);
  const fake = await resources.fakeEmailJs();
  const server = await resources.site({ ...fake.serverEnv });
  const email = "email-outage@example.com";
  await setEmailJsMode(email, "down", fake.url);

  let stop = false;
  const seconds = DOWN_SECONDS + HUNG_SECONDS + AFTER_RECOVERY_SECONDS;
  const pages = hammer(server.url, { seconds, connections: 90, requests: requestMix(server.url) });
  const contacts = postContacts(server.url, {
    concurrency: 10,
    until: () => stop,
    email,
    label: "outage",
    pauseMs: 20,
  });
  await new Promise((resolve) => setTimeout(resolve, DOWN_SECONDS * 1000));
  await setEmailJsMode(email, "hung", fake.url);
  await new Promise((resolve) => setTimeout(resolve, HUNG_SECONDS * 1000));
  await setEmailJsMode(email, "up", fake.url);
  const recoveredAt = Date.now();
  await new Promise((resolve) => setTimeout(resolve, AFTER_RECOVERY_SECONDS * 1000));
  stop = true;
  const [pageLoad, posted] = await Promise.all([pages, contacts]);
  expectRunning(server);

  // Visitors: pages and submissions answered as usual all along.
  expect(pageLoad.errors).toBe(0);
  expect(pageLoad.timeouts).toBe(0);
  expect(Object.keys(pageLoad.statuses)).toEqual(["200"]);
  const answers = countBy(posted, (p) => p.status);
  expect(answers, "every submission acknowledged with 303").toEqual({ "303": posted.length });
  expect(posted.length).toBeGreaterThan(100);

  // The fault really happened: sends were refused and left hanging.
  const during = countBy(await sendsTo(email, fake.url), (send) => send.mode);
  expect(during.down ?? 0, "sends refused while down").toBeGreaterThan(0);
  expect(during.hung ?? 0, "sends left hanging").toBeGreaterThan(0);

  // After recovery: every stored request sent, each exactly once, none lost, none failed.
  const db = dataDirUrl(server.dataDir);
  await eventually(async () => {
    const rows = await query<{ n: number }>(
      db,
      "select count(*)::int as n from contact_requests where email = $1 and status <> 'sent'",
      [email],
    );
    return rows[0]?.n === 0;
  }, 90_000);
  const allSentAfter = (Date.now() - recoveredAt) / 1000;
  const stored = await query<{ id: number; message: string }>(
    db,
    "select id, message from contact_requests where email = $1",
    [email],
  );
  expect(stored.length, "stored = acknowledged").toBe(posted.length);
  const storedTokens = new Set(stored.map((row) => row.message.replace("Load test request ", "")));
  expect(
    posted.filter((p) => !storedTokens.has(p.token)),
    "acknowledged but not stored",
  ).toEqual([]);
  const sends = await sendsTo(email, fake.url);
  const delivered = deliveredById(sends);
  expect([...delivered.keys()].sort(), "the e-mailed requests are exactly the stored ones").toEqual(
    stored.map((row) => String(row.id)).sort(),
  );
  expect(
    [...delivered.entries()].filter(([, n]) => n !== 1),
    "requests e-mailed more than once",
  ).toEqual([]);

  const modes = countBy(sends, (send) => send.mode);
  await measure({
    measure: "email outage: visitors",
    result: `${posted.length} contact submissions, all 303; ${pageLoad.requests} page requests (${pageLoad.perSecond} req/s, p99 ${pageLoad.p99} ms), 0 errors`,
    compared: `EmailJS down ${DOWN_SECONDS} s, then hanging ${HUNG_SECONDS} s, under load`,
  });
  await measure({
    measure: "email outage: delivery",
    result: `${delivered.size} of ${stored.length} stored requests e-mailed exactly once, all sent ${allSentAfter.toFixed(1)} s after EmailJS recovered; sends ${JSON.stringify(modes)}`,
    compared: "bound: each stored request e-mailed once; retries 1 s doubling, send timeout 2 s",
  });
});
