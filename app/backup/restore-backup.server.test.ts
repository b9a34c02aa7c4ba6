// createBackup and restoreBackup against PostgreSQL databases of their own (the DATABASE_URL
// path): a round trip of awkward values, the refusal of a target that holds data, --force, and a
// file cut short. The embedded path, the site and kill -9 are in tests/server/backup-restore.spec.ts.
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { useFreshDatabase } from "../../tests/support/fresh-database";
import { tableDigests } from "../../tests/support/table-digests";
import { logger } from "../lib/log.server";
import { createBackup } from "./create-backup.server";
import { restoreBackup } from "./restore-backup.server";

// Each restore runs the migrations: seconds on a loaded machine.
const SLOW = { timeout: 90_000 };
const migrationsFolder = path.resolve(import.meta.dirname, "../../drizzle");
const log = logger("backup-test");
const image = randomBytes(300_000);

let source: Awaited<ReturnType<typeof useFreshDatabase>>;
let backupDir: string;
let backupFile: string;
const created: string[] = [];

async function query<T extends pg.QueryResultRow>(url: string, text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** A database with nothing in it: no tables, no migrations. */
async function emptyDatabase(label: string): Promise<string> {
  const name = `t_backup_${label}_${randomBytes(4).toString("hex")}`;
  await query(inject("databaseUrl"), `create database "${name}"`);
  created.push(name);
  const url = new URL(inject("databaseUrl"));
  url.pathname = `/${name}`;
  return url.toString();
}

async function fingerprint(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await tableDigests(client);
  } finally {
    await client.end();
  }
}

const where = (databaseUrl: string) => ({ databaseUrl, dataDir: "/nonexistent", runAsUser: "postgres", log });

beforeAll(async () => {
  source = await useFreshDatabase(inject("databaseUrl"), "backup_source");
  await query(
    source.url,
    `insert into contact_requests (name, email, message, page, received_at, company)
     values ('Zoë "Q" O''Brien', 'z@example.com', E'line one\\nline two\\ttab \\\\ back', '/contact', '2026-03-29 01:30:00.123456+00', null),
            ('李小龍', 'l@example.com', '{"not": "json"}', '/about-us', now(), '')`,
  );
  await query(
    source.url,
    `insert into leads (kind, contact_request_id, name, email, summary, received_at)
     select 'contact', id, name, email, message, received_at from contact_requests`,
  );
  const [{ id } = { id: "" }] = await query<{ id: string }>(
    source.url,
    `insert into images (width, height, widths, fallback_format, fallback_bytes, original_name)
     values (640, 480, '{320,640}', 'jpeg', $1, 'photo.jpg') returning id`,
    [image.length],
  );
  await query(source.url, `insert into image_variants values ($1, 'jpeg', 640, 480, 'etag', $2)`, [id, image]);
  backupDir = mkdtempSync(path.join(os.tmpdir(), "msp-backup-unit-"));
  backupFile = (await createBackup({ ...where(source.url), backupDir })).file;
});

afterAll(async () => {
  await source.drop();
  for (const name of created) await query(inject("databaseUrl"), `drop database if exists "${name}" with (force)`);
  if (backupDir) rmSync(backupDir, { recursive: true, force: true });
});

describe("a backup restored into an empty database", () => {
  it("holds every row and sequence exactly as they were, image bytes included", SLOW, async () => {
    const target = await emptyDatabase("empty");
    const restored = await restoreBackup({ ...where(target), file: backupFile, force: false, migrationsFolder });
    expect(restored.replaced).toBe(false);
    expect(restored.tables).toEqual(expect.arrayContaining([{ name: "contact_requests", rows: 2 }]));
    expect(await fingerprint(target)).toEqual(await fingerprint(source.url));
    const [variant] = await query<{ data: Buffer }>(target, "select data from image_variants");
    expect(variant?.data.equals(image)).toBe(true);
    // The generated search column is computed again by the target.
    const found = await query(target, `select 1 from leads where search @@ plainto_tsquery('simple', 'Brien')`);
    expect(found).toHaveLength(1);
  });
});

describe("a target that already holds the site's tables", () => {
  it("is refused without --force, and keeps what it had", SLOW, async () => {
    const target = await emptyDatabase("refuse");
    await restoreBackup({ ...where(target), file: backupFile, force: false, migrationsFolder });
    await query(target, "delete from leads; delete from contact_requests where name = '李小龍'");
    const before = await fingerprint(target);
    await expect(restoreBackup({ ...where(target), file: backupFile, force: false, migrationsFolder })).rejects.toThrow(
      /is not empty \(\d+ tables, \d+ migrations applied\).*--force/,
    );
    expect(await fingerprint(target)).toEqual(before);
  });

  it("is replaced with --force", SLOW, async () => {
    const target = await emptyDatabase("force");
    await restoreBackup({ ...where(target), file: backupFile, force: false, migrationsFolder });
    await query(target, "delete from leads; create table public.stray (note text); insert into stray values ('old')");
    const restored = await restoreBackup({ ...where(target), file: backupFile, force: true, migrationsFolder });
    expect(restored.replaced).toBe(true);
    expect(await fingerprint(target)).toEqual(await fingerprint(source.url));
  });
});

describe("a damaged backup", () => {
  it("a file cut short loads no row, and the message says to start over with --force", SLOW, async () => {
    const whole = readFileSync(backupFile);
    const cut = path.join(backupDir, "cut.dump");
    writeFileSync(cut, whole.subarray(0, Math.floor(whole.length * 0.9)));
    const target = await emptyDatabase("cut");
    await expect(restoreBackup({ ...where(target), file: cut, force: false, migrationsFolder })).rejects.toThrow(
      /failed.*--force/s,
    );
    const rows = await query<{ n: string }>(target, "select count(*) as n from contact_requests");
    expect(rows[0]?.n).toBe("0");
  });
});
