import { spawn, type ChildProcess } from "node:child_process";
import { chmodSync, mkdirSync, readFileSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import pg from "pg";
import type { Logger } from "../log.server";
import { acquireDataDirLock } from "./data-dir-lock.server";
import { CLUSTER, initialise, PASSWORD_FILE, recoverStaleServer } from "./embedded-postgres/cluster.server";
import {
  binaries,
  EmbeddedPostgresError,
  explainPermissions,
  identityFor,
  own,
  pgEnv,
} from "./embedded-postgres/tools.server";

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
