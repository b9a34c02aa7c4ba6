import { createHash } from "node:crypto";
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type pg from "pg";
import { applyMigrationsOn } from "../lib/db/migrate.server";
import { BackupError } from "./backup-error";
import type { AppliedMigration } from "./dump-format";

interface JournalEntry {
  tag: string;
  when: number;
}

interface Journal {
  entries: JournalEntry[];
}

/** This release's migrations, identified the way drizzle records them (the file's sha256, its time). */
export function releaseMigrations(folder: string): (AppliedMigration & { tag: string })[] {
  const journal = readJournal(folder);
  return journal.entries.map((entry) => ({
    tag: entry.tag,
    when: entry.when,
    hash: createHash("sha256")
      .update(readFileSync(path.join(folder, `${entry.tag}.sql`), "utf8"))
      .digest("hex"),
  }));
}

/** The tag (0014_privacy_erasures) of the last of these migrations, when this release knows it. */
export function lastTag(applied: AppliedMigration[], folder: string): string | undefined {
  const last = applied.at(-1);
  return last && releaseMigrations(folder).find((entry) => entry.when === last.when)?.tag;
}

/**
 * A backup can be loaded only into the schema it was taken from: the first migrations of this
 * release must be the very ones the backup's database had applied.
 */
export function checkRestorable(applied: AppliedMigration[], folder: string): void {
  const release = releaseMigrations(folder);
  if (applied.length === 0)
    throw new BackupError("The backup records no migrations: it is not of the site's database.");
  if (applied.length > release.length) {
    throw new BackupError(
      `The backup is of a newer release: its database had ${applied.length} migrations applied, this release has ` +
        `${release.length}. Restore it with the release that made it (or a later one).`,
    );
  }
  applied.forEach((migration, index) => {
    const ours = release[index]!;
    if (ours.hash !== migration.hash || ours.when !== migration.when) {
      throw new BackupError(
        `Migration ${index} of the backup's database is not this release's ${ours.tag}: the backup was made by ` +
          `a release with different migrations, and cannot be restored by this one.`,
      );
    }
  });
}

/** Brings an empty database to the backup's schema: the first `count` migrations of this release, no more. */
export async function migrateTo(client: pg.Client, folder: string, count: number): Promise<void> {
  const journal = readJournal(folder);
  const scratch = mkdtempSync(path.join(os.tmpdir(), "site-restore-migrations-"));
  try {
    mkdirSync(path.join(scratch, "meta"));
    const entries = journal.entries.slice(0, count);
    writeFileSync(path.join(scratch, "meta", "_journal.json"), JSON.stringify({ ...journal, entries }));
    for (const entry of entries)
      copyFileSync(path.join(folder, `${entry.tag}.sql`), path.join(scratch, `${entry.tag}.sql`));
    await applyMigrationsOn(client, scratch);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

function readJournal(folder: string): Journal {
  return JSON.parse(readFileSync(path.join(folder, "meta", "_journal.json"), "utf8")) as Journal;
}
