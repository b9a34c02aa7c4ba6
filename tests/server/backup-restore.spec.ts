// npm run backup and npm run restore on the embedded database, as an operator runs them: a site
// filled through its own forms and API is backed up, its data folder deleted, the backup restored
// into a new folder, and every table, every image byte and a page come back; a backup killed with
// kill -9 mid-dump leaves nothing that counts as a backup, and the next one succeeds.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { parseBackupFileName } from "../../app/backup/backup-file";
import { startEmbeddedPostgres } from "../../app/lib/db/embedded-postgres.server";
import { logger } from "../../app/lib/log.server";
import pg from "pg";
import { honeypotOf } from "../load/support";
import { connectToDataDir } from "../support/database";
import { pngWithTransparency } from "../support/images";
import { eventually, ROOT, startServer, type RunningServer } from "../support/server-process";
import { tempDataDir } from "../support/data-dirs";
import { tableDigests } from "../support/table-digests";
import { cleanUp, exitWithin, postContact } from "./helpers";
import { TEST_PHONE } from "../support/booking-form";

const PASSWORD = "backup-admin-password-0123456789";
const API_TOKEN = "backup-api-token-0123456789abcdefghijklmnop";
const SITE_ENV = { ADMIN_PASSWORD: PASSWORD, API_TOKEN, CONTACT_MIN_FILL_SECONDS: "0", BLOG_SEED: "off" };

test.describe.configure({ mode: "serial" });

const servers: RunningServer[] = [];
const dataDirs: string[] = [];

test.afterAll(async () => {
  await cleanUp(servers, dataDirs);
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

function folder(label: string): string {
  const dir = tempDataDir(label);
  dataDirs.push(dir);
  return dir;
}

async function site(dataDir: string): Promise<RunningServer> {
  const server = await startServer({ dataDir, env: SITE_ENV });
  servers.push(server);
  return server;
}

async function stop(server: RunningServer) {
  server.kill("SIGTERM");
  expect(await exitWithin(server, 30_000), server.output()).toBe(0);
}

/** `node scripts/backup.mjs …` (what npm run backup and npm run restore run) with only these settings. */
function command(args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, ["scripts/backup.mjs", ...args], {
    cwd: ROOT,
    env: { PATH: process.env.PATH, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | string>((resolve) =>
    child.once("exit", (code, signal) => resolve(code ?? signal ?? "unknown")),
  );
  return { child, exited, output: () => output };
}

async function succeeds(args: string[], env: Record<string, string>): Promise<string> {
  const run = command(args, env);
  expect(await run.exited, run.output()).toBe(0);
  return run.output();
}

/** The digests of a stopped site's data folder, read through an embedded PostgreSQL of the test's own. */
async function digestsOf(dataDir: string) {
  const embedded = await startEmbeddedPostgres({
    dataDir,
    runAsUser: process.env.EMBEDDED_PG_USER ?? "postgres",
    log: logger("backup-test"),
    onUnexpectedExit: () => {},
  });
  const client = new pg.Client({ connectionString: embedded.url });
  try {
    await client.connect();
    return await tableDigests(client);
  } finally {
    await client.end().catch(() => {});
    await embedded.stop();
  }
}

async function sql(dataDir: string, text: string, values: unknown[] = []) {
  const client = await connectToDataDir(dataDir);
  try {
    return (await client.query(text, values)).rows as Record<string, unknown>[];
  } finally {
    await client.end();
  }
}

async function post(server: RunningServer, to: string, fields: Record<string, string>, cookie = "") {
  const response = await fetch(`${server.url}${to}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url, Cookie: cookie },
    body: new URLSearchParams(fields),
    redirect: "manual",
  });
  const html = await response.text();
  return { status: response.status, headers: response.headers, html };
}

async function staffCookie(server: RunningServer): Promise<string> {
  const response = await post(server, "/login", { intent: "password", password: PASSWORD });
  expect(response.status).toBe(303);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

/** Everything the site stores, through its own forms and API, and staff work on a lead in SQL. */
async function fill(server: RunningServer) {
  const cookie = await staffCookie(server);
  const form = new FormData();
  form.set("file", new Blob([new Uint8Array(await pngWithTransparency(900, 600))], { type: "image/png" }), "cover.png");
  const upload = await fetch(`${server.url}/admin/images`, {
    method: "POST",
    headers: { Cookie: cookie, Origin: server.url },
    body: form,
  });
  expect(upload.status).toBe(201);
  const image = ((await upload.json()) as { image: { id: string } }).image.id;

  const created = await fetch(`${server.url}/api/posts`, {
    method: "POST",
    headers: { Authorization: `Bearer ${API_TOKEN}`, "Content-Type": "application/json" },
    body: JSON.stringify({
      title: "Kept through a restore",
      content: "<p>Every row of this post came back from the backup.</p>",
      status: "published",
      cover_image: image,
      cover_alt: "A blue square",
    }),
  });
  expect(created.status, await created.clone().text()).toBe(201);
  const { slug } = (await created.json()) as { slug: string };

  for (let i = 0; i < 3; i++) expect(await postContact(server, "backup")).toBe(303);

  const honeypot = await honeypotOf(server.url);
  const days = await (await fetch(`${server.url}/book`)).text();
  const day = /href="\/book\/(\d{4}-\d{2}-\d{2})"/.exec(days)![1]!;
  const times = await (await fetch(`${server.url}/book/${day}`)).text();
  const start = decodeURIComponent(/\?at=(\d{4}-\d{2}-\d{2}T\d{2}(?:%3A|:)\d{2}(?:%3A|:)00\.000Z)/.exec(times)![1]!);
  const booked = await post(server, `/book/${day}`, {
    ...honeypot,
    name: "Booker",
    email: "booker@example.com",
    organization: "Booked Co",
    phone: TEST_PHONE,
    location: "phone",
    start,
  });
  expect(booked.status, booked.html.slice(0, 3000)).toBe(303);

  const started = await post(server, "/free-it-audit", {
    orgType: "business",
    staffCount: "1-10",
    deviceCount: "under-25",
    locations: "one",
  });
  const draft = started.headers.get("location")!.split("/")[2]!;
  const steps: [string, Record<string, string>][] = [
    [
      "it-today",
      { itSupport: "nobody", emailPlatform: "other", fileStorage: "cloud", updates: "rarely", wifi: "shared" },
    ],
    ["security", { mfa: "no", training: "never", antivirus: "not-sure" }],
    ["backup", { backups: "none", restoreTest: "never" }],
    ["compliance", { compliance: "none", policies: "none" }],
  ];
  for (const [step, fields] of steps)
    expect((await post(server, `/free-it-audit/${draft}/${step}`, fields)).status).toBe(303);
  const contactStep = await (await fetch(`${server.url}/free-it-audit/${draft}/contact`)).text();
  const token = /name="form_started" value="([^"]+)"/.exec(contactStep)![1]!;
  const finished = await post(server, `/free-it-audit/${draft}/contact`, {
    name: "Auditee",
    email: "audit@example.com",
    organization: "Audited Org",
    website_url: "",
    form_started: token,
  });
  expect(finished.status).toBe(303);

  await sql(
    server.dataDir,
    `with lead as (select id from leads where kind = 'booking' limit 1)
     insert into lead_notes (lead_id, author, body) select id, 'staff@example.com', E'Called back;\\nwants a quote' from lead`,
  );
  await sql(
    server.dataDir,
    `insert into lead_events (lead_id, actor, what, "from", "to")
     select id, 'staff@example.com', 'status', 'new', 'contacted' from leads where kind = 'contact' limit 1`,
  );
  await sql(
    server.dataDir,
    `insert into booking_blocked_dates (day, note) values ('2031-12-24', 'Closed for the holiday')`,
  );
  // A second host (capacity was a setting before hosts), with hours and a day off of their own.
  await sql(
    server.dataDir,
    `with host as (insert into booking_hosts (name, email, meeting_url) values ('Second host', 'second@example.com', 'https://meet.example.com/second') returning id),
     hours as (insert into booking_host_hours (host_id, weekday, opens_minute, closes_minute) select id, 2, 540, 720 from host)
     insert into booking_host_blocked_dates (host_id, day, note) select id, '2031-12-23', 'Away' from host`,
  );

  const counts = await sql(
    server.dataDir,
    `select (select count(*) from posts) as posts, (select count(*) from image_variants) as variants,
            (select count(*) from contact_requests) as contacts, (select count(*) from bookings) as bookings,
            (select count(*) from assessments) as audits, (select count(*) from leads) as leads,
            (select count(*) from lead_notes) as notes, (select count(*) from lead_events) as events,
            (select count(*) from email_outbox) as outbox`,
  );
  for (const [table, count] of Object.entries(counts[0]!)) expect(Number(count), table).toBeGreaterThan(0);
  return { slug, image };
}

async function imageBytes(server: RunningServer, image: string) {
  const rows = await sql(server.dataDir, "select format, width from image_variants where image_id = $1 order by 1, 2", [
    image,
  ]);
  const files: Record<string, string> = {};
  for (const row of rows) {
    const name = `${String(row.width)}.${String(row.format)}`;
    const response = await fetch(`${server.url}/uploads/${image}/${name}`);
    expect(response.status, name).toBe(200);
    files[name] = Buffer.from(await response.arrayBuffer()).toString("base64");
  }
  return files;
}

test("a site backed up, its data folder deleted and the backup restored comes back row for row, byte for byte", async () => {
  test.setTimeout(300_000);
  const original = folder("backup-original");
  const backups = mkdtempSync(path.join(os.tmpdir(), "msp-backups-"));
  dataDirs.push(backups);

  const first = await site(original);
  const { slug, image } = await fill(first);
  const images = await imageBytes(first, image);
  await stop(first);
  const before = await digestsOf(original);

  const made = await succeeds(["backup"], { DATA_DIR: original, BACKUP_DIR: backups });
  const [dump, ...others] = readdirSync(backups);
  expect(others, made).toEqual([]);
  expect(parseBackupFileName(dump!), dump).toBeDefined();
  expect(made).toContain(path.join(backups, dump!));

  rmSync(original, { recursive: true, force: true });
  const restoredDir = folder("backup-restored");
  rmSync(restoredDir, { recursive: true, force: true });
  const report = await succeeds(["restore", path.join(backups, dump!)], { DATA_DIR: restoredDir });
  // This release's newest migration, on both sides.
  const journal = JSON.parse(readFileSync(path.join(ROOT, "drizzle/meta/_journal.json"), "utf8")) as {
    entries: { tag: string }[];
  };
  const newest = journal.entries.at(-1)!.tag;
  expect(report).toContain(`Schema: ${newest} in the backup, ${newest} now.`);
  expect(report).toMatch(/contact_requests\s+3\n/);
  expect(report).toMatch(/image_variants\s+[1-9]/);

  expect(await digestsOf(restoredDir)).toEqual(before);

  const again = await site(restoredDir);
  const page = await (await fetch(`${again.url}/blog/${slug}`)).text();
  expect(page).toContain("Every row of this post came back from the backup.");
  expect(page).toContain(`/uploads/${image}/`);
  expect(await imageBytes(again, image)).toEqual(images);
  await stop(again);
});

test("kill -9 of a backup mid-dump leaves only a .partial, which the next backup removes before it succeeds", async () => {
  test.setTimeout(180_000);
  const dataDir = folder("backup-killed");
  const backups = path.join(dataDir, "backups");
  const server = await site(dataDir);
  for (let i = 0; i < 3; i++) expect(await postContact(server, "killed")).toBe(303);

  // The dump waits on this lock half-way through its tables: killed there, it is mid-file.
  const blocker = await connectToDataDir(dataDir);
  await blocker.query("begin; lock table contact_requests in access exclusive mode");
  const killed = command(["backup"], { DATA_DIR: dataDir });
  // Whatever file the run has started writing, under whatever name.
  const partial = await eventually(() => (existsSync(backups) ? readdirSync(backups)[0] : undefined), 30_000);
  await eventually(async () => {
    const waiting = await sql(
      dataDir,
      "select 1 from pg_locks where not granted and relation = 'contact_requests'::regclass",
    );
    return waiting.length > 0;
  }, 30_000);
  killed.child.kill("SIGKILL");
  expect(await killed.exited).toBe("SIGKILL");
  await blocker.query("rollback");
  await blocker.end();

  const left = readdirSync(backups);
  expect(left).toEqual([partial]);
  expect(
    left.filter((name) => parseBackupFileName(name)),
    "a killed run left a file that counts as a backup",
  ).toEqual([]);
  expect(partial).toMatch(/\.partial$/);

  const output = await succeeds(["backup"], { DATA_DIR: dataDir });
  expect(output).toContain(`Removed ${partial}`);
  const now = readdirSync(backups);
  expect(now.filter((name) => name.endsWith(".partial"))).toEqual([]);
  expect(now.filter((name) => parseBackupFileName(name))).toHaveLength(1);
  await stop(server);
});
