import { createWriteStream, linkSync, mkdirSync, readdirSync, rmSync, statSync, unlinkSync } from "node:fs";
import path from "node:path";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGzip } from "node:zlib";
import pg from "pg";
import { isAlive } from "../lib/db/processes.server";
import { BackupError } from "./backup-error";
import { backupFileName, partialFileName, partialFileWriter } from "./backup-file";
import { openSource, type Where } from "./connect.server";
import { dumpLines, type DumpSummary } from "./dump.server";
import { schemaIndex, type Header } from "./dump-format";
import { fsyncPath } from "./durable.server";

export interface BackupOptions extends Where {
  backupDir: string;
}

export interface Backup {
  file: string;
  bytes: number;
  header: Header;
  tables: DumpSummary["tables"];
  /** Unfinished files of earlier runs that were removed. */
  removedPartials: string[];
}

/**
 * Writes one backup of the whole database to BACKUP_DIR. The file appears under its final name
 * only once every line is written and on disk; until then it is a `.partial`, which a crash leaves
 * behind and the next run removes. An existing backup is never overwritten.
 */
export async function createBackup(options: BackupOptions): Promise<Backup> {
  const dir = path.resolve(options.backupDir);
  // Backups hold every lead and request: readable by this user only.
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const removedPartials = removeDeadPartials(dir);
  const startedAt = new Date();
  const partial = path.join(dir, partialFileName(startedAt, process.pid));

  const source = await openSource(options);
  const summary: DumpSummary = { tables: [] };
  try {
    const client = new pg.Client({ connectionString: source.url });
    await client.connect();
    try {
      await pipeline(
        Readable.from(dumpLines(client, summary)),
        asJsonLines(),
        createGzip(),
        createWriteStream(partial, { flags: "wx", mode: 0o600 }),
      );
    } finally {
      await client.end().catch(() => {});
    }
  } catch (error) {
    rmSync(partial, { force: true });
    throw new BackupError(`The backup of ${source.label} failed: ${(error as Error).message}`, { cause: error });
  } finally {
    await source.close();
  }

  const header = summary.header!;
  if (header.migrations.length === 0) {
    rmSync(partial, { force: true });
    throw new BackupError(`${source.label} has no migrations applied: it is not the site's database.`);
  }
  const file = path.join(dir, backupFileName(startedAt, schemaIndex(header.migrations)));
  fsyncPath(partial, "r+");
  try {
    // A hard link refuses an existing name, where rename would replace a good backup.
    linkSync(partial, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    throw new BackupError(`${file} already exists (a backup made in the same second); this one was not kept.`);
  } finally {
    unlinkSync(partial);
  }
  fsyncPath(dir);
  return { file, bytes: statSync(file).size, header, tables: summary.tables, removedPartials };
}

function asJsonLines(): Transform {
  return new Transform({
    writableObjectMode: true,
    transform(line: unknown, _encoding, done) {
      done(null, `${JSON.stringify(line)}\n`);
    },
  });
}

/** A partial whose writer is gone is the remains of a killed run; a live run's is left alone. */
function removeDeadPartials(dir: string): string[] {
  const removed: string[] = [];
  for (const name of readdirSync(dir)) {
    const writer = partialFileWriter(name);
    if (writer === undefined || (writer !== process.pid && isAlive(writer))) continue;
    rmSync(path.join(dir, name), { force: true });
    removed.push(name);
  }
  return removed;
}
