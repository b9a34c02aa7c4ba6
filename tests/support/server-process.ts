import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import path from "node:path";
import { initialisedDataDir } from "./data-dirs";
import { TEST_SESSION_SECRET } from "./session-secret";

export const ROOT = path.resolve(import.meta.dirname, "..", "..");

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

export interface RunningServer {
  process: ChildProcess;
  url: string;
  port: number;
  dataDir: string;
  output(): string;
  /** Resolves with the exit code (or signal name) once the process is gone. */
  exited: Promise<number | string>;
  kill(signal: NodeJS.Signals): void;
}

interface Options {
  /** Default: a folder whose database is set up (initialisedDataDir), as a restart finds it. */
  dataDir?: string;
  env?: Record<string, string | undefined>;
  /** Wait until /healthz answers 200 (default), or only spawn. */
  waitUntilHealthy?: boolean;
  uid?: number;
  gid?: number;
}

/** The clock scripts/test-at.sh moved for the test runner, moved for the servers it starts as well. */
function movedClock(): Record<string, string> {
  if (!process.env.FAKETIME) return {};
  const names = ["LD_PRELOAD", "FAKETIME", "FAKETIME_DONT_FAKE_MONOTONIC"];
  return Object.fromEntries(names.flatMap((name) => (process.env[name] ? [[name, process.env[name]]] : [])));
}

/** Starts the production build (node server.js) the way docs/production.md and the Dockerfile do. */
export async function startServer(options: Options = {}): Promise<RunningServer> {
  const dataDir = options.dataDir ?? (await initialisedDataDir("server"));
  // The port is free when chosen but only taken once the embedded PostgreSQL is up, a second or
  // two later; meanwhile another server started in parallel may give it to its own PostgreSQL.
  // Such a start is tried again on a new port (the same data directory, so nothing is lost).
  for (let attempt = 1; ; attempt++) {
    const server = await spawnServer(await freePort(), dataDir, options);
    if (options.waitUntilHealthy === false) return server;
    try {
      await waitForHealthy(server);
      return server;
    } catch (error) {
      if (attempt >= 3 || !/EADDRINUSE/.test(server.output())) throw error;
      await server.exited;
    }
  }
}

async function spawnServer(port: number, dataDir: string, options: Options): Promise<RunningServer> {
  const child = spawn(process.execPath, ["server.js"], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      ...movedClock(),
      NODE_ENV: "production",
      SESSION_SECRET: TEST_SESSION_SECRET,
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: dataDir,
      // Process tests post many contact forms from 127.0.0.1, many with the token of one page; the
      // limit and the token's use count have their own tests (tests/server/contact-spam.spec.ts),
      // which set them back.
      CONTACT_RATE_LIMIT_MAX: "10000",
      CONTACT_FORM_MAX_USES: "1000000",
      // A new database's first nightly backup is made at start; tests that do not look at backups
      // are spared its seconds (tests/server/backup-nightly.spec.ts turns it on).
      BACKUP_SCHEDULE: "off",
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
    uid: options.uid,
    gid: options.gid,
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | string>((resolve) =>
    child.once("exit", (code, signal) => resolve(code ?? signal ?? "unknown")),
  );
  const server: RunningServer = {
    process: child,
    url: `http://127.0.0.1:${port}`,
    port,
    dataDir,
    output: () => output,
    exited,
    kill: (signal) => child.kill(signal),
  };
  return server;
}

async function waitForHealthy(server: RunningServer, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let gone = false;
  void server.exited.then(() => (gone = true));
  while (Date.now() < deadline) {
    if (gone) throw new Error(`server exited before it was healthy:\n${server.output()}`);
    try {
      const response = await fetch(`${server.url}/healthz`);
      if (response.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server not healthy within ${timeoutMs} ms:\n${server.output()}`);
}

/** Waits for a condition, polling; for states another process reaches in its own time. */
export async function eventually<T>(check: () => T | Promise<T>, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    try {
      const value = await check();
      if (value) return value;
    } catch (error) {
      lastError = error;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`condition not met within ${timeoutMs} ms${lastError ? `: ${String(lastError)}` : ""}`);
}
