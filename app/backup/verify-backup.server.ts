import { randomBytes } from "node:crypto";
import pg from "pg";
import type { Logger } from "~/lib/log.server";
import { BackupError } from "./backup-error";
import { differences, digestOf, type DumpDigest } from "./digest.server";
import { dumpLines } from "./dump.server";
import { readLines } from "./read-lines.server";
import { restoreBackup } from "./restore-backup.server";

export interface VerifyOptions {
  file: string;
  /** A connection to the site's PostgreSQL server whose user may create databases. */
  serverUrl: string;
  migrationsFolder: string;
  log: Logger;
}

/**
 * Proves a backup restores: it is loaded into a scratch database on the same server (made and
 * dropped here), read back the way a backup reads, and every table's row count and checksum, and
 * the sequences, compared with the file's own. Throws a BackupError saying what differs.
 */
export async function verifyBackup(options: VerifyOptions): Promise<{ tables: number; rows: number }> {
  const name = `backup_verify_${randomBytes(6).toString("hex")}`;
  await onServer(options.serverUrl, async (client) => {
    try {
      await client.query(`create database ${pg.escapeIdentifier(name)}`);
    } catch (error) {
      throw new BackupError(
        `Cannot verify the backup: creating a scratch database on the database server failed (${(error as Error).message}). ` +
          `The database user needs the right to create databases (CREATEDB).`,
        { cause: error },
      );
    }
  });
  try {
    const scratch = new URL(options.serverUrl);
    scratch.pathname = `/${name}`;
    await restoreBackup({
      databaseUrl: scratch.toString(),
      dataDir: "",
      runAsUser: "",
      log: options.log,
      file: options.file,
      force: false,
      migrationsFolder: options.migrationsFolder,
    });
    const expected = await digestOf(readLines(options.file));
    const restored = await onServer(scratch.toString(), (client) => digestOf(dumpLines(client, { tables: [] })));
    const found = differences(expected, restored);
    if (found.length > 0) throw new BackupError(`The restored copy differs from the backup: ${found.join("; ")}.`);
    return { tables: expected.tables.size, rows: totalRows(expected) };
  } finally {
    await onServer(options.serverUrl, (client) =>
      client.query(`drop database if exists ${pg.escapeIdentifier(name)} with (force)`),
    ).catch((error: unknown) =>
      options.log.warn("could not drop the scratch database of a backup check", {
        database: name,
        error: error as Error,
      }),
    );
  }
}

function totalRows(digest: DumpDigest): number {
  return [...digest.tables.values()].reduce((sum, table) => sum + table.rows, 0);
}

async function onServer<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  client.on("error", () => {});
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end().catch(() => {});
  }
}
