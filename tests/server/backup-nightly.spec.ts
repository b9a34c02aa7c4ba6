// The automatic nightly backup, on two instances of the site sharing one PostgreSQL, with their
// clocks moved by the test (tests/fakes/clock/preload.mjs). Each night gets one backup, not two:
// the night missed before the first start, made at once, and 3 AM, made when the clocks pass it;
// each is restored into a scratch database (dropped after), recorded as verified, shown to staff
// and exposed as a metric.
import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { loadResources, query } from "../load/support";
import { eventually, type RunningServer } from "../support/server-process";
import { FAKE_CLOCK_PRELOAD, setFakeClock } from "../fakes/clock/control";

const resources = loadResources();
const PASSWORD = "nightly-admin-password-0123456789";
const TOKEN = "nightly-metrics-token-0123456789abcdef";

interface Run {
  slot: string;
  status: string;
  file: string | null;
  bytes: string | null;
  schema_index: number | null;
  error: string | null;
}

function madeBy(servers: RunningServer[]): number {
  return servers.reduce(
    (sum, server) => sum + (server.output().match(/nightly backup made and verified/g)?.length ?? 0),
    0,
  );
}

async function staffPage(server: RunningServer, page: string): Promise<string> {
  const login = await fetch(`${server.url}/login`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url },
    body: new URLSearchParams({ intent: "password", password: PASSWORD }),
    redirect: "manual",
  });
  expect(login.status).toBe(303);
  const cookie = login.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  const response = await fetch(`${server.url}${page}`, { headers: { Cookie: cookie } });
  expect(response.status).toBe(200);
  return response.text();
}

async function metric(server: RunningServer, name: string, labels = ""): Promise<number | undefined> {
  const text = await (await fetch(`${server.url}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } })).text();
  const line = text.split("\n").find((entry) => entry.startsWith(`${name}${labels} `));
  return line === undefined ? undefined : Number(line.split(" ")[1]);
}

test("two instances on one database make one backup a night, verify it, record it, show it and expose its age", async () => {
  test.setTimeout(180_000);
  const db = await resources.postgres(resources.dataDir("pg"));
  const backupDir = resources.dataDir("backups");
  const clock = path.join(resources.dataDir("clock"), "offset");
  // 11 PM Eastern on 25 November: that night's 3 AM has passed without a backup, the next has not.
  await setFakeClock(clock, "2026-11-26T04:00:00Z");
  const env = {
    DATABASE_URL: db.url,
    BACKUP_DIR: backupDir,
    BACKUP_SCHEDULE: "3",
    ADMIN_PASSWORD: PASSWORD,
    METRICS_TOKEN: TOKEN,
    LOG_LEVEL: "info",
    NODE_OPTIONS: `--import=${FAKE_CLOCK_PRELOAD}`,
    FAKE_CLOCK_FILE: clock,
  };
  const servers = await Promise.all([resources.site(env), resources.site(env)]);
  const runs = () =>
    query<Run>(
      db.url,
      "select slot::text, status, file, bytes::text, schema_index, error from backup_runs order by slot",
    );

  // Both start, both see the night's backup missing: one of them makes it.
  await eventually(async () => (await runs()).some((run) => run.status !== "running"), 60_000);
  // A few ticks (5 s apart) later, still one: the other instance left the night to the first, and
  // the next is not due before 3 AM.
  await new Promise((resolve) => setTimeout(resolve, 7_000));
  expect(await runs(), servers.map((server) => server.output()).join("\n")).toEqual([
    expect.objectContaining({ slot: "2026-11-25", status: "verified", error: null }),
  ]);
  expect(madeBy(servers)).toBe(1);

  // 3 AM passes on both clocks: the next night's backup, once.
  await setFakeClock(clock, "2026-11-26T08:00:01Z");
  await eventually(async () => (await runs()).filter((run) => run.status === "verified").length === 2, 60_000);
  await new Promise((resolve) => setTimeout(resolve, 7_000));
  const recorded = await runs();
  expect(recorded.map((run) => [run.slot, run.status])).toEqual([
    ["2026-11-25", "verified"],
    ["2026-11-26", "verified"],
  ]);
  expect(madeBy(servers)).toBe(2);

  // The record names the files in BACKUP_DIR, their sizes and schema; no scratch database is left.
  const files = readdirSync(backupDir).sort();
  expect(files).toEqual(recorded.map((run) => run.file));
  for (const run of recorded) {
    expect(Number(run.bytes)).toBe(statSync(path.join(backupDir, run.file!)).size);
    expect(run.file).toMatch(new RegExp(`-schema${String(run.schema_index).padStart(4, "0")}\\.dump$`));
  }
  expect(files[1]).toMatch(/^backup-2026-11-26T0800\d\dZ-schema\d{4}\.dump$/);
  expect(await query(db.url, "select datname from pg_database where datname like 'backup_verify_%'")).toEqual([]);

  // Staff see the newest verified backup on every admin page, whichever instance they reach.
  const admin = await staffPage(servers[1]!, "/admin/leads");
  expect(admin).toMatch(
    new RegExp(
      `Last verified backup: November 26, 2026 at 3:00 AM EST \\(${files[1]!.replaceAll(".", "\\.")}, \\d+ KB\\)`,
    ),
  );
  expect(admin).not.toContain("Backups: ");

  // Both instances expose the same age (read from the database), and their counters add up.
  for (const server of servers) {
    const age = await metric(server, "site_backup_last_verified_age_seconds");
    expect(age).toBeGreaterThanOrEqual(0);
    expect(age).toBeLessThan(120);
  }
  const counted = async (outcome: string) =>
    (
      await Promise.all(servers.map((server) => metric(server, "site_backup_runs_total", `{outcome="${outcome}"}`)))
    ).reduce((sum, value) => sum! + (value ?? NaN), 0);
  expect(await counted("verified")).toBe(2);
  expect(await counted("failed")).toBe(0);
});
