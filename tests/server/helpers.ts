// Shared by the process-level specs in this folder (not a spec itself: playwright only runs *.spec.ts).
import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { connect } from "node:net";
import path from "node:path";
import { test } from "@playwright/test";
import type { RunningServer } from "../support/server-process";

/** The postmaster pid of a DATA_DIR's embedded PostgreSQL (first line of postmaster.pid). */
export function postgresPid(dataDir: string): number {
  const pid = Number(readFileSync(path.join(dataDir, "pg", "postmaster.pid"), "utf8").split("\n")[0]);
  if (!Number.isInteger(pid) || pid <= 0) throw new Error(`no pid in ${dataDir}/pg/postmaster.pid`);
  return pid;
}

/** True only when the kernel no longer knows the pid (kill(pid, 0) fails with ESRCH). */
export function isGone(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "ESRCH";
  }
}

/** The real, effective, saved and filesystem uids of a live process, from /proc/<pid>/status. */
export function uidsOf(pid: number): number[] {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const line = status.split("\n").find((l) => l.startsWith("Uid:"));
  if (!line) throw new Error(`no Uid line in /proc/${pid}/status`);
  return line.slice(4).trim().split(/\s+/).map(Number);
}

function cmdline(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, "utf8").replaceAll("\0", " ");
  } catch {
    return "";
  }
}

function parentOf(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // Fields after the command name, which is in parentheses and may contain spaces.
    return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
  } catch {
    return undefined;
  }
}

function allPids(): number[] {
  return readdirSync("/proc")
    .filter((entry) => /^\d+$/.test(entry))
    .map(Number)
    .filter((pid) => pid !== process.pid);
}

/** The given pids plus all their descendants that are alive right now. */
export function withDescendants(roots: number[]): number[] {
  const parents = new Map<number, number | undefined>(allPids().map((pid) => [pid, parentOf(pid)]));
  const found = new Set(roots);
  let grew = true;
  while (grew) {
    grew = false;
    for (const [pid, ppid] of parents) {
      if (ppid !== undefined && found.has(ppid) && !found.has(pid)) {
        found.add(pid);
        grew = true;
      }
    }
  }
  return [...found];
}

/**
 * Processes working on a data folder: everything whose command line names it (postgres -D,
 * initdb --pgdata) and their children (PostgreSQL's backends rename themselves).
 */
export function processesUsing(dataDir: string): number[] {
  const needle = path.resolve(dataDir) + "/";
  const direct = allPids().filter((pid) => cmdline(pid).includes(needle));
  return withDescendants(direct);
}

export function sigkill(pids: number[]) {
  for (const pid of pids) {
    try {
      process.kill(pid, "SIGKILL");
    } catch {
      // Already gone.
    }
  }
}

/** Folders (not files) in the data folder whose name starts with pg.init- (initdb's scratch). */
export function initScratchFolders(dataDir: string): string[] {
  try {
    return readdirSync(dataDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && entry.name.startsWith("pg.init-"))
      .map((entry) => entry.name);
  } catch {
    return [];
  }
}

/** Every entry (file or folder) starting with pg.init-. */
export function initLeftovers(dataDir: string): string[] {
  return readdirSync(dataDir).filter((entry) => entry.startsWith("pg.init-"));
}

let counter = 0;

/** Posts a valid contact form the way a browser without JavaScript does; returns the status. */
export async function postContact(server: RunningServer, label = "lead"): Promise<number> {
  counter += 1;
  const body = new URLSearchParams({
    name: `Test ${label} ${counter}`,
    email: "a@example.com",
    message: `Message ${label} ${counter} from the process tests`,
    page: "/contact",
  });
  const response = await fetch(`${server.url}/contact`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url },
    body: body.toString(),
    redirect: "manual",
  });
  await response.arrayBuffer();
  return response.status;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T | "timeout"> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise,
    new Promise<"timeout">((resolve) => (timer = setTimeout(() => resolve("timeout"), ms))),
  ]).finally(() => clearTimeout(timer));
}

/** Awaits a server's exit for at most `ms`; "timeout" if it is still running. */
export function exitWithin(server: RunningServer, ms: number): Promise<number | string> {
  return withTimeout(server.exited, ms);
}

/** Polls kill(pid, 0) until the pid is gone. */
export async function waitGone(pids: number[], ms = 15_000): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (pids.every(isGone)) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return pids.every(isGone);
}

/**
 * Leaves nothing behind: SIGKILLs the servers still running, any PostgreSQL/initdb still working on
 * the data folders (an orphan from a killed server), waits for them, and removes the folders.
 */
export async function cleanUp(servers: RunningServer[], dataDirs: string[]): Promise<void> {
  for (const server of servers) {
    if (server.process.exitCode === null && server.process.signalCode === null) {
      // A live server's own postgres is found below through the data folder.
      server.kill("SIGKILL");
      await exitWithin(server, 10_000);
    }
  }
  for (const dataDir of dataDirs) {
    const pids = processesUsing(dataDir);
    sigkill(pids);
    await waitGone(pids, 10_000);
  }
  for (const dataDir of dataDirs) {
    if (existsSync(dataDir)) rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * Tries to connect to the port over and over until the server has exited; true if any connection
 * was ever accepted. Used to prove a server that refuses its configuration never listened.
 */
export async function everAcceptedConnections(server: RunningServer, ms = 20_000): Promise<boolean> {
  let done = false;
  void server.exited.then(() => (done = true));
  const deadline = Date.now() + ms;
  let accepted = false;
  while (!done && Date.now() < deadline) {
    accepted ||= await new Promise<boolean>((resolve) => {
      const socket = connect({ host: "127.0.0.1", port: server.port });
      socket.once("connect", () => {
        socket.destroy();
        resolve(true);
      });
      socket.once("error", () => resolve(false));
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return accepted;
}

/**
 * The servers and data folders a test starts, cleaned up after every test (killed, with anything
 * still using the folder, then removed). Push into the arrays; they are emptied in place.
 */
export function trackedResources(): { servers: RunningServer[]; dataDirs: string[] } {
  const tracked = { servers: [] as RunningServer[], dataDirs: [] as string[] };
  test.beforeEach(() => {
    tracked.servers.length = 0;
    tracked.dataDirs.length = 0;
  });
  test.afterEach(async () => {
    await cleanUp([...tracked.servers], [...tracked.dataDirs]);
  });
  return tracked;
}
