import { randomBytes } from "node:crypto";
import {
  closeSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  unlinkSync,
  writeFileSync,
  writeSync,
} from "node:fs";
import path from "node:path";
import type { Logger } from "../../log.server";
import { commandLine, isAlive, waitForExit } from "../processes.server";
import { EmbeddedPostgresError, own, run, type Binaries, type Identity } from "./tools.server";

// The data folder: the cluster's first set-up, its password, and a server left running by an earlier start.

export const CLUSTER = "pg";
export const PASSWORD_FILE = "pg-password";
const INIT_PREFIX = "pg.init-";

/**
 * First-time set-up happens in a scratch folder that is renamed into place only once initdb has
 * finished, so a crash part-way leaves nothing that blocks the next start.
 */
export async function initialise(dataDir: string, bins: Binaries, who: Identity, log: Logger): Promise<void> {
  for (const entry of readdirSync(dataDir)) {
    if (entry.startsWith(INIT_PREFIX)) {
      log.warn("removing an unfinished first-time set-up", { folder: entry });
      // A process of the crashed start may still be writing there for a moment (ENOTEMPTY):
      // Node retries those with a growing pause.
      rmSync(path.join(dataDir, entry), { recursive: true, force: true, maxRetries: 20, retryDelay: 100 });
    }
  }
  const cluster = path.join(dataDir, CLUSTER);
  if (existsSync(path.join(cluster, "PG_VERSION"))) return;
  if (existsSync(cluster)) {
    throw new EmbeddedPostgresError(
      `${cluster} exists but is not a PostgreSQL data folder. Move it away (or delete it if it holds nothing you need) and start again.`,
    );
  }

  log.info("creating the embedded database (first start)", { dataDir: path.resolve(dataDir) });
  const scratch = path.join(dataDir, `${INIT_PREFIX}${randomBytes(4).toString("hex")}`);
  const password = randomBytes(24).toString("base64url");
  mkdirSync(scratch, { mode: 0o700 });
  own(scratch, who);
  const pwfile = path.join(dataDir, `${INIT_PREFIX}pw-${randomBytes(4).toString("hex")}`);
  writeFileSync(pwfile, `${password}\n`, { mode: 0o600 });
  own(pwfile, who);
  try {
    await run(
      bins.initdb,
      [
        `--pgdata=${scratch}`,
        "--username=postgres",
        `--pwfile=${pwfile}`,
        "--auth=scram-sha-256",
        "--encoding=UTF8",
        "--locale=C",
        "--no-instructions",
      ],
      who,
    );
  } finally {
    rmSync(pwfile, { force: true });
  }
  // initdb synced the cluster; the password and the rename must reach the disk too, or a power
  // cut could leave a cluster whose password is lost.
  writeDurably(path.join(dataDir, PASSWORD_FILE), password);
  renameSync(scratch, cluster);
  fsyncDirectory(dataDir);
}

function writeDurably(file: string, content: string) {
  const fd = openSync(file, "w", 0o600);
  try {
    writeSync(fd, content);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

function fsyncDirectory(dir: string) {
  const fd = openSync(dir, "r");
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/**
 * A postmaster.pid left behind means the previous server did not stop cleanly. If its PostgreSQL
 * still runs (our Node process was killed and it was orphaned), shut it down properly; if the pid
 * is gone or belongs to something else, PostgreSQL recovers from its WAL on its own.
 */
export async function recoverStaleServer(cluster: string, log: Logger): Promise<void> {
  const pidFile = path.join(cluster, "postmaster.pid");
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, "utf8").split("\n")[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return;
  if (!commandLine(pid).includes("postgres")) {
    log.warn("postmaster.pid names a process that is not PostgreSQL; removing the stale file", { pid });
    unlinkSync(pidFile);
    return;
  }
  log.warn("an earlier PostgreSQL is still running on this data folder; stopping it", { pid });
  try {
    process.kill(pid, "SIGINT");
  } catch (error) {
    throw new EmbeddedPostgresError(
      `PostgreSQL (pid ${pid}) from an earlier run still holds ${cluster} and cannot be stopped by this user ` +
        `(${(error as Error).message}). Stop it by hand, then start again.`,
    );
  }
  if (await waitForExit(pid, 20_000)) return;
  process.kill(pid, "SIGKILL");
  if (!(await waitForExit(pid, 5_000))) {
    throw new EmbeddedPostgresError(`PostgreSQL (pid ${pid}) from an earlier run did not stop.`);
  }
}
