// Every contact request the server acknowledged survives kill -9 of the server in the middle of a
// burst of submissions: after a restart on the same DATA_DIR each acknowledged request is stored
// (matched by a unique marker), and the worker goes on to deliver them.
import { expect, test } from "@playwright/test";
import { startFakeEmailJs, type FakeEmailJs } from "../fakes/emailjs/control";
import { connectToDataDir } from "../support/database";
import { eventually, freePort, startServer, type RunningServer } from "../support/server-process";
import { exitWithin, trackedResources } from "./helpers";

const tracked = trackedResources();
let fake: FakeEmailJs | undefined;
test.afterEach(async () => {
  await fake?.stop();
  fake = undefined;
});

const TOTAL = 300;
const CONCURRENCY = 16;
const KILL_AFTER = 60;

/** The honeypot fields a browser sends back (the time a form was loaded); without them it is spam. */
async function honeypotOf(server: RunningServer): Promise<Record<string, string>> {
  const html = await (await fetch(`${server.url}/contact`)).text();
  return { website_url: "", form_started: /name="form_started" value="([^"]+)"/.exec(html)![1]! };
}

async function submit(
  server: RunningServer,
  marker: string,
  honeypot: Record<string, string>,
): Promise<number | "no answer"> {
  try {
    const response = await fetch(`${server.url}/contact`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url },
      body: new URLSearchParams({
        name: "Burst",
        email: `${marker}@example.com`,
        message: `marker ${marker}`,
        page: "/contact",
        ...honeypot,
      }).toString(),
      redirect: "manual",
    });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return "no answer";
  }
}

test("kill -9 during a burst of submissions: every acknowledged request is stored after the restart", async () => {
  test.setTimeout(180_000);
  fake = await startFakeEmailJs(await freePort());
  // A short send timeout keeps the lease of a send cut off by the kill short (timeout + 30 s).
  const env = {
    ...fake.serverEnv,
    CONTACT_RATE_LIMIT_MAX: "1000000",
    CONTACT_MIN_FILL_SECONDS: "0",
    EMAIL_SEND_TIMEOUT_SECONDS: "2",
  };
  const first = await startServer({ env });
  tracked.servers.push(first);
  tracked.dataDirs.push(first.dataDir);

  const honeypot = await honeypotOf(first);
  const run = `crash-${Date.now()}`;
  const acknowledged: string[] = [];
  const answers = new Map<string, number>();
  let next = 0;
  let killed = false;
  const sender = async () => {
    while (next < TOTAL) {
      const marker = `${run}-${next++}`;
      const status = await submit(first, marker, honeypot);
      answers.set(String(status), (answers.get(String(status)) ?? 0) + 1);
      if (status === 303) acknowledged.push(marker);
      if (!killed && acknowledged.length >= KILL_AFTER) {
        killed = true;
        first.kill("SIGKILL");
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, sender));
  expect(killed, "the server was killed mid-burst").toBe(true);
  expect(await exitWithin(first, 10_000)).toBe("SIGKILL");
  // The burst really was cut: requests were still coming when the server died.
  expect(answers.get("no answer") ?? 0, JSON.stringify([...answers])).toBeGreaterThan(0);
  expect([...answers.keys()].filter((status) => status !== "303" && status !== "no answer")).toEqual([]);

  const second = await startServer({ dataDir: first.dataDir, env });
  tracked.servers.push(second);
  const client = await connectToDataDir(second.dataDir);
  try {
    const stored = async () =>
      (
        await client.query<{ email: string; status: string }>(
          "select email, status from contact_requests where email like $1",
          [`${run}-%`],
        )
      ).rows;
    const rows = await stored();
    const storedMarkers = new Set(rows.map((row) => row.email.replace("@example.com", "")));
    const lost = acknowledged.filter((marker) => !storedMarkers.has(marker));
    expect(lost, `acknowledged but not stored (of ${acknowledged.length})`).toEqual([]);
    // Stored once each, never twice.
    expect(rows.length).toBe(storedMarkers.size);

    // The restarted worker delivers what the killed one had not; a send the kill cut off is
    // retried once its lease ends (at least once, decision 009).
    expect(rows.every((row) => row.status !== "spam")).toBe(true);
    await eventually(async () => (await stored()).every((row) => row.status === "sent"), 90_000);
  } finally {
    await client.end();
  }
});
