import { openSync, readFileSync, unlinkSync, writeSync, closeSync } from "node:fs";
import path from "node:path";
import { commandLine, isAlive } from "./processes.server";

export class DataDirInUseError extends Error {
  override name = "DataDirInUseError";
}

const LOCK_FILE = "server.lock";

/**
 * One server per data folder. PostgreSQL has its own lock, but by the time it refuses, a second
 * server would already be half started; this lock answers first, with a message an operator can
 * act on. A lock left by a crashed server (its process is gone) is taken over.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  const file = path.join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(file, "wx", 0o600);
      writeSync(fd, JSON.stringify({ pid: process.pid, startedAt: new Date().toISOString() }));
      closeSync(fd);
      return () => {
        try {
          const holder = readHolder(file);
          if (holder === process.pid) unlinkSync(file);
        } catch {
          // Already gone: nothing to release.
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = readHolder(file);
      if (holder && holder !== process.pid && isAlive(holder) && isNodeProcess(holder)) {
        throw new DataDirInUseError(
          `DATA_DIR ${path.resolve(dataDir)} is in use by another server (pid ${holder}). ` +
            `Stop that server first, or give this one its own DATA_DIR.`,
        );
      }
      unlinkSync(file);
    }
  }
  throw new DataDirInUseError(`Could not take the lock ${file}; another server keeps taking it.`);
}

/** The pid of the live server holding a data folder, if one does (a backup then talks to its PostgreSQL). */
export function liveServer(dataDir: string): number | undefined {
  const holder = readHolder(path.join(dataDir, LOCK_FILE));
  return holder && holder !== process.pid && isAlive(holder) && isNodeProcess(holder) ? holder : undefined;
}

function readHolder(file: string): number | undefined {
  try {
    const parsed = JSON.parse(readFileSync(file, "utf8")) as { pid?: unknown };
    return typeof parsed.pid === "number" ? parsed.pid : undefined;
  } catch {
    return undefined;
  }
}

function isNodeProcess(pid: number): boolean {
  const cmd = commandLine(pid);
  // Without /proc we cannot tell a reused pid from a live server: assume it is live.
  return cmd === "" || /\bnode\b|node(\.exe)?\s/.test(cmd) || cmd.includes("server.js");
}
