import pg from "pg";
import { applyMigrationsOn } from "../lib/db/migrate.server";
import { BackupError } from "./backup-error";
import { appliedMigrations, contentsOf, dropSiteObjects } from "./catalog.server";
import { openTarget, type Where } from "./connect.server";
import { schemaIndex } from "./dump-format";
import { loadTables } from "./load.server";
import { checkRestorable, lastTag, migrateTo } from "./migrations.server";
import { asHeader, readLines } from "./read-lines.server";

export interface RestoreOptions extends Where {
  file: string;
  /** Replace what the target holds; without it a database with any of the site's tables is refused. */
  force: boolean;
  /** This release's drizzle/ folder. */
  migrationsFolder: string;
}

interface SchemaVersion {
  index: number;
  tag: string | undefined;
}

export interface Restored {
  target: string;
  createdAt: string;
  replaced: boolean;
  /** Row counts as loaded from the backup. */
  tables: { name: string; rows: number }[];
  schemaBefore: SchemaVersion;
  schemaAfter: SchemaVersion;
}

/**
 * Restores a backup into an empty database (or, forced, one emptied first): the backup's own
 * schema from this release's first migrations, its rows, then this release's later migrations, so
 * a backup of an older release comes up to date exactly as that release's database would have.
 */
export async function restoreBackup(options: RestoreOptions): Promise<Restored> {
  const lines = readLines(options.file);
  const first = await lines.next().catch((error: unknown) => {
    throw new BackupError(`Cannot read ${options.file}: ${(error as Error).message}`, { cause: error });
  });
  const header = asHeader(first.value, options.file);
  checkRestorable(header.migrations, options.migrationsFolder);

  const target = await openTarget(options);
  try {
    const client = new pg.Client({ connectionString: target.url });
    await client.connect();
    try {
      const held = await contentsOf(client);
      const replaced = held.tables.length > 0 || held.migrations > 0;
      if (replaced && !options.force) {
        throw new BackupError(
          `${target.label} is not empty (${held.tables.length} tables, ${held.migrations} migrations applied). ` +
            `Restore into an empty one, or add --force to drop the site's tables there and replace them.`,
        );
      }
      if (replaced) await dropSiteObjects(client);
      const tables = await load(target.label, async () => {
        await migrateTo(client, options.migrationsFolder, header.migrations.length);
        const loaded = await loadTables(client, lines, options.file);
        await applyMigrationsOn(client, options.migrationsFolder);
        return loaded;
      });
      const after = await appliedMigrations(client);
      return {
        target: target.label,
        createdAt: header.createdAt,
        replaced,
        tables,
        schemaBefore: {
          index: schemaIndex(header.migrations),
          tag: lastTag(header.migrations, options.migrationsFolder),
        },
        schemaAfter: { index: schemaIndex(after), tag: lastTag(after, options.migrationsFolder) },
      };
    } finally {
      await client.end().catch(() => {});
    }
  } finally {
    await lines.return(undefined);
    await target.close();
  }
}

/** A failure part-way leaves the target holding tables: the message says how to start over. */
async function load<T>(label: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const detail = error instanceof pg.DatabaseError ? `PostgreSQL said: ${error.message}` : (error as Error).message;
    throw new BackupError(
      `The restore into ${label} failed. ${detail}\nThe backup's rows were not kept (they load in one ` +
        `transaction), but its tables may have been created: run the restore again with --force.`,
      { cause: error },
    );
  }
}
