// Starts the production build (node server.js) on a fresh embedded database for a benchmark, and
// stops it again. The build must exist (npm run build).
import { spawn } from "node:child_process";
import { mkdtempSync, openSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/**
 * A Cookie header that makes the server render the page for the request: one of the site's own
 * cookies (app/lib/site-cookies.ts), empty, so it carries no toast and sets none. Any other
 * cookie gets the shared page like no cookie at all.
 */
export const RENDER_COOKIE = "en_toast=";

/**
 * `cwd` is the checkout whose build runs (another one to compare builds); this one by default.
 * `productionLog`: the default level (info), one JSON access line per request written to standard
 * output, which goes to /dev/null as a log collector would drain it; otherwise warnings only, on
 * the terminal.
 */
export async function startBenchServer({ label, port, env = {}, cwd = root, productionLog = false }) {
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `bench-${label}-`));
  const child = spawn(process.execPath, ["server.js"], {
    cwd,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      SESSION_SECRET: "bench-session-secret-0123456789abcdef0123456789",
      SITE_URL: base,
      ...(productionLog ? {} : { LOG_LEVEL: "warn" }),
      // A new database's first nightly backup would run at start, beside the measurement.
      BACKUP_SCHEDULE: "off",
      ...env,
    },
    stdio: ["ignore", productionLog ? openSync("/dev/null", "w") : "inherit", "inherit"],
  });
  const exited = new Promise((resolve) => child.once("exit", resolve));
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (i > 300) throw new Error("the server did not start");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    base,
    dataDir,
    /** The server's process id (its memory can be read from /proc/<pid>/status). */
    pid: child.pid,
    async stop() {
      child.kill("SIGTERM");
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
