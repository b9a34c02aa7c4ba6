import path from "node:path";
import { parseEnv } from "../lib/env.server";
import { logger } from "../lib/log.server";
import { createBackup } from "./create-backup.server";
import { restoreBackup, type Restored } from "./restore-backup.server";

// What `npm run backup` and `npm run restore` run (scripts/backup.mjs, through the server build so
// the Docker image has them too). Each returns the process's exit status.

const OPERATOR_ERRORS = new Set(["BackupError", "ConfigError", "EmbeddedPostgresError", "DataDirInUseError"]);

function settings(root: string) {
  // The embedded PostgreSQL's start-up lines would bury the one line the operator wants.
  process.env.LOG_LEVEL ??= "warn";
  // Only the database's settings: a backup needs no SESSION_SECRET, and the same schema checks these.
  const { DATABASE_URL, DATA_DIR, BACKUP_DIR, EMBEDDED_PG_USER } = process.env;
  const env = parseEnv({ DATABASE_URL, DATA_DIR, BACKUP_DIR, EMBEDDED_PG_USER });
  return {
    databaseUrl: env.DATABASE_URL,
    dataDir: path.resolve(root, env.DATA_DIR),
    backupDir: path.resolve(root, env.BACKUP_DIR),
    runAsUser: env.EMBEDDED_PG_USER,
    log: logger("backup"),
  };
}

async function reported(work: () => Promise<void>): Promise<number> {
  try {
    await work();
    return 0;
  } catch (error) {
    const known = error instanceof Error && OPERATOR_ERRORS.has(error.name);
    console.error(known ? `\n${error.message}\n` : error);
    return 1;
  }
}

export function backupCommand(root: string): Promise<number> {
  return reported(async () => {
    const backup = await createBackup(settings(root));
    for (const name of backup.removedPartials) console.log(`Removed ${name}, left by a backup that did not finish.`);
    const rows = backup.tables.reduce((sum, table) => sum + table.rows, 0);
    console.log(
      `Backup written: ${backup.file}\n  ${(backup.bytes / 1024 / 1024).toFixed(1)} MB, ${backup.tables.length} tables, ` +
        `${rows} rows, schema ${String(backup.header.migrations.length - 1).padStart(4, "0")}, PostgreSQL ${backup.header.serverVersion}`,
    );
  });
}

export function restoreCommand(root: string, args: string[]): Promise<number> {
  const force = args.includes("--force");
  const files = args.filter((arg) => arg !== "--force");
  if (files.length !== 1 || files[0]!.startsWith("-")) {
    console.error("Usage: npm run restore -- FILE [--force]");
    return Promise.resolve(2);
  }
  return reported(async () => {
    const restored = await restoreBackup({
      ...settings(root),
      // npm runs scripts in the project folder; INIT_CWD is where the operator typed the command.
      file: path.resolve(process.env.INIT_CWD ?? process.cwd(), files[0]!),
      force,
      migrationsFolder: path.join(root, "drizzle"),
    });
    console.log(summary(restored));
  });
}

function summary(restored: Restored): string {
  const version = (schema: Restored["schemaBefore"]) => schema.tag ?? String(schema.index).padStart(4, "0");
  const width = Math.max(...restored.tables.map((table) => table.name.length));
  return [
    `Restored the backup of ${restored.createdAt} into ${restored.target}${restored.replaced ? " (its earlier tables replaced)" : ""}.`,
    `Schema: ${version(restored.schemaBefore)} in the backup, ${version(restored.schemaAfter)} now.`,
    `Rows restored:`,
    ...restored.tables.map((table) => `  ${table.name.padEnd(width)}  ${table.rows}`),
  ].join("\n");
}
