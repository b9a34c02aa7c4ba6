// Upgrades proven on real data: each dump in tests/fixtures/backups/ was made from a site of an
// earlier release, filled through that release's own forms and API (scripts/make-upgrade-fixture.mjs).
// This release's npm run restore brings it up with this release's later migrations; then every
// table still holds the dump's rows, and this release's server shows them on its pages.
import { spawn } from "node:child_process";
import { readdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import pg from "pg";
import { releaseMigrations } from "../../app/backup/migrations.server";
import { readLines } from "../../app/backup/read-lines.server";
import { startEmbeddedPostgres } from "../../app/lib/db/embedded-postgres.server";
import { logger } from "../../app/lib/log.server";
import { ROOT, startServer, type RunningServer } from "../support/server-process";
import { tempDataDir } from "../support/data-dirs";
import { cleanUp, exitWithin } from "./helpers";

const FIXTURES = path.join(ROOT, "tests", "fixtures", "backups");
const PASSWORD = "upgrade-test-admin-password-0123456789";

interface Manifest {
  release: string;
  post: { slug: string; image: string; oldSlug: string };
  lead: string;
  bookings: { kept: string; cancelled: string };
  auditResult: string;
  /** Words the site was filled with (scripts/upgrade-fixture/fill-site.mjs, MARKERS). */
  words: {
    postText: string;
    note: string;
    statusNote: string;
    booker: string;
    auditOrganization: string;
    spamName: string;
  };
}

interface Dump {
  migrations: number;
  /** Each table's row count as the dump wrote it. */
  counts: Record<string, number>;
  /** Each stored image file of the dump: "imageId/width.format" → its bytes. */
  images: Record<string, Buffer>;
}

/** What the dump holds, read with this release's own reader. */
async function readDump(file: string): Promise<Dump> {
  const dump: Dump = { migrations: 0, counts: {}, images: {} };
  let table: { name: string; columns: { name: string }[] } | undefined;
  for await (const line of readLines(file)) {
    if (Array.isArray(line)) {
      if (table?.name !== "image_variants") continue;
      const value = (column: string) => line[table!.columns.findIndex((c) => c.name === column)]!;
      dump.images[`${value("image_id")}/${value("width")}.${value("format")}`] = Buffer.from(
        value("data").slice(2),
        "hex",
      );
    } else if ("migrations" in line) dump.migrations = line.migrations.length;
    else if ("table" in line) table = line.table;
    else if ("rows" in line) dump.counts[table!.name] = line.rows;
  }
  return dump;
}

/** Row counts of a stopped site's data folder, read before the site's housekeeping can run. */
async function countsOf(dataDir: string, tables: string[]): Promise<Record<string, number>> {
  const embedded = await startEmbeddedPostgres({
    dataDir,
    runAsUser: process.env.EMBEDDED_PG_USER ?? "postgres",
    log: logger("upgrade-test"),
    onUnexpectedExit: () => {},
  });
  const client = new pg.Client({ connectionString: embedded.url });
  try {
    await client.connect();
    const counts: Record<string, number> = {};
    for (const table of tables) {
      const result = await client.query<{ n: string }>(
        `select count(*) as n from public.${pg.escapeIdentifier(table)}`,
      );
      counts[table] = Number(result.rows[0]!.n);
    }
    return counts;
  } finally {
    await client.end().catch(() => {});
    await embedded.stop();
  }
}

/** `npm run restore -- FILE` with only DATA_DIR set, as an operator runs it. */
async function restore(file: string, dataDir: string): Promise<string> {
  const child = spawn(process.execPath, ["scripts/backup.mjs", "restore", file], {
    cwd: ROOT,
    env: { PATH: process.env.PATH, DATA_DIR: dataDir },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise((resolve) => child.once("exit", (exit, signal) => resolve(exit ?? signal)));
  expect(code, output).toBe(0);
  return output;
}

async function staffCookie(server: RunningServer): Promise<string> {
  const response = await fetch(`${server.url}/login`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url },
    body: new URLSearchParams({ intent: "password", password: PASSWORD }),
    redirect: "manual",
  });
  expect(response.status).toBe(303);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

async function page(server: RunningServer, to: string, cookie = "") {
  const response = await fetch(`${server.url}${to}`, { headers: { Cookie: cookie }, redirect: "manual" });
  return { status: response.status, location: response.headers.get("location"), html: await response.text() };
}

/** A page's text check that names the missing words, not the whole page, when it fails. */
function expectShows(html: string, text: string) {
  expect(html.includes(text), `the page shows "${text}"`).toBe(true);
}

const fixtures = readdirSync(FIXTURES)
  .filter((name) => name.endsWith(".dump"))
  .sort();

test("there is an upgrade fixture, each with its manifest", () => {
  expect(fixtures.length).toBeGreaterThan(0);
  for (const name of fixtures) expect(readdirSync(FIXTURES)).toContain(name.replace(/\.dump$/, ".json"));
});

for (const name of fixtures) {
  test(`a backup of ${name.replace(/\.dump$/, "")} restores into this release with every row, readable on its pages`, async () => {
    test.setTimeout(120_000);
    const file = path.join(FIXTURES, name);
    const manifest = JSON.parse(readFileSync(file.replace(/\.dump$/, ".json"), "utf8")) as Manifest;
    const dump = await readDump(file);
    const dataDir = tempDataDir("upgrade");
    const servers: RunningServer[] = [];
    try {
      // A new folder: restore initialises it the way the site does.
      rmSync(dataDir, { recursive: true, force: true });
      const report = await restore(file, dataDir);
      const release = releaseMigrations(path.join(ROOT, "drizzle"));
      expect(report).toContain(
        `Schema: ${release[dump.migrations - 1]!.tag} in the backup, ${release.at(-1)!.tag} now.`,
      );

      // Every table of the dump, row for row, before the site's housekeeping may expire any.
      expect(Object.keys(dump.counts).length).toBeGreaterThan(10);
      expect(await countsOf(dataDir, Object.keys(dump.counts))).toEqual(dump.counts);

      const server = await startServer({
        dataDir,
        // The fixture's rows were made on the day it was made; this release must not expire them.
        env: { ADMIN_PASSWORD: PASSWORD, CONTACT_RETENTION_DAYS: "36500", ASSESSMENT_DRAFT_RETENTION_DAYS: "3650" },
      });
      servers.push(server);

      const post = await page(server, `/blog/${manifest.post.slug}`);
      expect(post.status).toBe(200);
      expectShows(post.html, manifest.words.postText);
      expectShows(post.html, `/uploads/${manifest.post.image}/`);
      const images = Object.entries(dump.images).filter(([key]) => key.startsWith(`${manifest.post.image}/`));
      expect(images.length).toBeGreaterThan(0);
      for (const [key, bytes] of images) {
        const response = await fetch(`${server.url}/uploads/${key}`);
        expect(response.status, key).toBe(200);
        expect(Buffer.from(await response.arrayBuffer()).equals(bytes), key).toBe(true);
      }
      const moved = await page(server, `/blog/${manifest.post.oldSlug}`);
      expect([301, 308]).toContain(moved.status);
      expect(moved.location).toContain(`/blog/${manifest.post.slug}`);

      const cookie = await staffCookie(server);
      const list = await page(server, "/admin/leads", cookie);
      expect(list.status).toBe(200);
      expectShows(list.html, `/admin/leads/${manifest.lead}`);
      // Each lead of the dump has its line on the desk (the list's first page holds them all).
      expect(list.html.match(/href="\/admin\/leads\/[0-9a-f-]{36}"/g)?.length).toBeGreaterThanOrEqual(
        dump.counts.leads ?? 1,
      );
      const lead = await page(server, `/admin/leads/${manifest.lead}`, cookie);
      expect(lead.status).toBe(200);
      for (const words of [manifest.words.booker, manifest.words.note, manifest.words.statusNote])
        expectShows(lead.html, words);
      const spam = await page(server, "/admin/leads?status=spam", cookie);
      expectShows(spam.html, manifest.words.spamName);

      const kept = await page(server, manifest.bookings.kept);
      expect(kept.status).toBe(200);
      expectShows(kept.html, 'data-testid="booking-when"');
      expect(kept.html.includes("This call is cancelled"), "the kept call shows as cancelled").toBe(false);
      const cancelled = await page(server, manifest.bookings.cancelled);
      expect(cancelled.status).toBe(200);
      expectShows(cancelled.html, "This call is cancelled");

      const audit = await page(server, manifest.auditResult);
      expect(audit.status).toBe(200);
      expectShows(audit.html, manifest.words.auditOrganization);

      server.kill("SIGTERM");
      expect(await exitWithin(server, 30_000), server.output()).toBe(0);
    } finally {
      await cleanUp(servers, [dataDir]);
    }
  });
}
