import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { liveServer } from "../lib/db/data-dir-lock.server";
import { startEmbeddedPostgres } from "../lib/db/embedded-postgres.server";
import type { Logger } from "../lib/log.server";
import { BackupError } from "./backup-error";

export interface Where {
  /** Set: that server. Unset: the embedded PostgreSQL under dataDir. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** As root, the user the embedded PostgreSQL runs as (EMBEDDED_PG_USER). */
  runAsUser: string;
  log: Logger;
}

export interface Opened {
  url: string;
  /** For messages: which database this is. */
  label: string;
  /** Stops the embedded PostgreSQL if this command started it; leaves a running site's alone. */
  close(): Promise<void>;
}

/**
 * The database to back up. The embedded one is read through the running site's PostgreSQL when
 * the site is up (its port is in postmaster.pid), or started here for the length of the backup;
 * a data folder without a database is an error rather than a new, empty one.
 */
export async function openSource(where: Where): Promise<Opened> {
  if (where.databaseUrl) return external(where.databaseUrl);
  const dataDir = path.resolve(where.dataDir);
  if (!existsSync(path.join(dataDir, "pg", "PG_VERSION"))) {
    throw new BackupError(`There is no database in DATA_DIR ${dataDir} (no pg/PG_VERSION): nothing to back up.`);
  }
  const site = liveServer(dataDir);
  if (site) return runningSite(dataDir, site);
  return started(where, dataDir);
}

/**
 * The database to restore into. The embedded one is started here, first initialised the way the
 * site does it when the folder is new; a site running on the folder refuses the restore through
 * the folder's lock.
 */
export async function openTarget(where: Where): Promise<Opened> {
  if (where.databaseUrl) return external(where.databaseUrl);
  return started(where, path.resolve(where.dataDir));
}

function external(url: string): Opened {
  return { url, label: `the database at DATABASE_URL (${new URL(url).host})`, close: async () => {} };
}

function runningSite(dataDir: string, pid: number): Opened {
  const pidFile = path.join(dataDir, "pg", "postmaster.pid");
  // Line 4 of postmaster.pid is the port; the site's PostgreSQL listens on loopback only.
  const port = existsSync(pidFile) ? Number(readFileSync(pidFile, "utf8").split("\n")[3]) : NaN;
  if (!Number.isInteger(port) || port <= 0) {
    throw new BackupError(`The site (pid ${pid}) holds ${dataDir} but its PostgreSQL is not up yet; try again.`);
  }
  const password = readFileSync(path.join(dataDir, "pg-password"), "utf8").trim();
  return {
    url: `postgresql://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`,
    label: `the embedded database of the running site (pid ${pid}) in ${dataDir}`,
    close: async () => {},
  };
}

async function started(where: Where, dataDir: string): Promise<Opened> {
  let failure: string | undefined;
  const embedded = await startEmbeddedPostgres({
    dataDir,
    runAsUser: where.runAsUser,
    log: where.log,
    onUnexpectedExit: (reason) => {
      failure = reason;
    },
  });
  return {
    url: embedded.url,
    label: `the embedded database in ${dataDir}`,
    close: async () => {
      await embedded.stop();
      if (failure) throw new BackupError(failure);
    },
  };
}
