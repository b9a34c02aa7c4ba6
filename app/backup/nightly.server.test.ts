// The nightly job and its check against a PostgreSQL database of their own: a backup that
// restores is recorded as verified and leaves no scratch database; one that cannot be verified is
// recorded as failed, logged as an error and counted, and keeps the rotation going; a database user
// that may not create databases gets a message that says so.
import { randomBytes } from "node:crypto";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, afterEach, beforeAll, describe, expect, inject, it, vi } from "vitest";
import { useFreshDatabase } from "../../tests/support/fresh-database";
import type { Database } from "../lib/db/client.server";
import { logger } from "../lib/log.server";
import { metricsRegistry } from "../lib/metrics.server";
import { createBackup } from "./create-backup.server";
import { BackupError } from "./backup-error";
import { startNightlyBackups, withoutQuotedValues } from "./nightly.server";
import { verifyBackup } from "./verify-backup.server";

const SLOW = { timeout: 90_000 };
const migrationsFolder = path.resolve(import.meta.dirname, "../../drizzle");
const log = logger("backup-test");
const folders: string[] = [];
let db: Database;
let source: Awaited<ReturnType<typeof useFreshDatabase>>;

function folder(label: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), `msp-nightly-${label}-`));
  folders.push(dir);
  return dir;
}

async function query<T extends pg.QueryResultRow>(url: string, text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

async function until(check: () => Promise<boolean>, ms = 60_000) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const scratchDatabases = () =>
  query<{ datname: string }>(
    inject("databaseUrl"),
    "select datname from pg_database where datname like 'backup_verify_%'",
  );

async function failedCount(): Promise<number> {
  const metric = await metricsRegistry.getSingleMetric("site_backup_runs_total")?.get();
  return metric?.values.find((value) => value.labels.outcome === "failed")?.value ?? 0;
}

beforeAll(async () => {
  source = await useFreshDatabase(inject("databaseUrl"), "nightly");
  db = source.db;
  await query(
    source.url,
    `insert into contact_requests (name, email, message, page) values ('Ada', 'ada@example.com', 'Hello', '/contact')`,
  );
});
afterAll(async () => {
  await source.drop();
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});
afterEach(() => vi.restoreAllMocks());

describe("verifying a backup", () => {
  it("restores it into a scratch database, compares every table, and drops the scratch database", SLOW, async () => {
    const backup = await createBackup({
      databaseUrl: source.url,
      dataDir: "",
      runAsUser: "",
      log,
      backupDir: folder("ok"),
    });
    const checked = await verifyBackup({ file: backup.file, serverUrl: source.url, migrationsFolder, log });
    expect(checked.tables).toBe(backup.tables.length);
    expect(checked.rows).toBe(backup.tables.reduce((sum, table) => sum + table.rows, 0));
    expect(checked.rows).toBeGreaterThan(0);
    expect(await scratchDatabases()).toEqual([]);
  });

  it("says what is missing when the database user may not create databases", SLOW, async () => {
    const role = `t_nocreatedb_${randomBytes(4).toString("hex")}`;
    const password = randomBytes(12).toString("hex");
    await query(inject("databaseUrl"), `create role ${role} login nocreatedb password '${password}'`);
    try {
      const url = new URL(source.url);
      url.username = role;
      url.password = password;
      const backup = await createBackup({
        databaseUrl: source.url,
        dataDir: "",
        runAsUser: "",
        log,
        backupDir: folder("role"),
      });
      await expect(
        verifyBackup({ file: backup.file, serverUrl: url.toString(), migrationsFolder, log }),
      ).rejects.toThrow(/creating a scratch database on the database server failed \(permission denied.*CREATEDB/);
    } finally {
      await query(inject("databaseUrl"), `drop role if exists ${role}`);
    }
  });
});

describe("a nightly backup that cannot be verified", () => {
  it(
    "is recorded as failed, logged as an error and counted; the rotation still runs; a day later it is reported missing",
    SLOW,
    async () => {
      const logged: string[] = [];
      vi.spyOn(console, "error").mockImplementation((line: unknown) => void logged.push(String(line)));
      // This "release" lacks the newest migration, so the backup's schema is newer than it can restore.
      const older = folder("release");
      cpSync(migrationsFolder, older, { recursive: true });
      const journalFile = path.join(older, "meta", "_journal.json");
      const journal = JSON.parse(readFileSync(journalFile, "utf8")) as { entries: unknown[] };
      writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, -1) }));

      const backupDir = folder("failed");
      const expired = "backup-2025-01-01T080000Z-schema0015.dump";
      writeFileSync(path.join(backupDir, expired), "old");
      writeFileSync(path.join(backupDir, "notes.txt"), "not a backup");
      const failedBefore = await failedCount();

      let now = new Date("2026-11-26T09:00:00Z");
      const job = startNightlyBackups({
        db,
        databaseUrl: source.url,
        backupDir,
        migrationsFolder: older,
        hour: 3,
        rotation: { daily: 7, weekly: 4, monthly: 12, maxAgeDays: 365 },
        now: () => now,
        tickMs: 20,
      });
      try {
        await until(
          async () => (await query(source.url, "select 1 from backup_runs where status = 'failed'")).length > 0,
        );
        const [run] = await query<{ slot: string; error: string; file: string }>(
          source.url,
          "select slot::text, error, file from backup_runs",
        );
        expect(run?.slot).toBe("2026-11-26");
        expect(run?.error).toMatch(/newer release/);
        expect(logged.join("\n")).toMatch(
          /ERROR .*\[backup\] nightly backup failed slot="2026-11-26" error=".*newer release/,
        );
        expect(await failedCount()).toBe(failedBefore + 1);
        await until(async () => !readdirSync(backupDir).includes(expired));
        // The unverified file is kept (it may be all there is); what is not a backup is left alone.
        expect(readdirSync(backupDir).sort()).toEqual([run!.file, "notes.txt"].sort());
        expect(await scratchDatabases()).toEqual([]);

        // An hour on, the check finds no verified backup at all.
        now = new Date("2026-11-26T10:00:01Z");
        await until(async () => logged.some((line) => line.includes("no verified backup in the last 26 hours")));
        expect(logged.find((line) => line.includes("no verified backup"))).toMatch(/ERROR .*lastVerified="never"/);
        // The night is done, failed or not: no second attempt for it.
        expect(await query(source.url, "select 1 from backup_runs")).toHaveLength(1);
      } finally {
        await job.stop();
      }
    },
  );
});

describe("a failure's message in the log", () => {
  it("keeps the backup's words but not the value PostgreSQL quotes back", () => {
    const cause = new pg.DatabaseError('invalid input syntax for type uuid: "ada@example.com"', 0, "error");
    cause.code = "22P02";
    const error = new BackupError(`The restore into the scratch database failed. PostgreSQL said: ${cause.message}`, {
      cause,
    });
    const logged = withoutQuotedValues(error);
    expect(logged.name).toBe("BackupError");
    expect(logged.message).toBe(
      'The restore into the scratch database failed. PostgreSQL said: invalid input syntax for type uuid: "…" (SQLSTATE 22P02)',
    );
    const plain = new BackupError("The restored copy differs from the backup: public.leads has 1 rows, the backup 2.");
    expect(withoutQuotedValues(plain)).toBe(plain);
  });
});
