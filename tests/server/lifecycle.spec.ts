// The embedded database's life cycle: clean stop, crashes of Node and of PostgreSQL, a second
// server on the same folder, a crash during first-time set-up, and the users PostgreSQL runs as.
import { execFileSync } from "node:child_process";
import { chownSync, existsSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { countRows } from "../support/database";
import { accessLines } from "../support/log-lines";
import { eventually, startServer, type RunningServer } from "../support/server-process";
import { tempDataDir } from "../support/data-dirs";
import {
  exitWithin,
  initLeftovers,
  initScratchFolders,
  isGone,
  postContact,
  postgresPid,
  sigkill,
  uidsOf,
  withDescendants,
  processesUsing,
  trackedResources,
} from "./helpers";

const { servers, dataDirs } = trackedResources();

function newDataDir(label: string): string {
  const dir = tempDataDir(label);
  dataDirs.push(dir);
  return dir;
}

async function launch(options: Parameters<typeof startServer>[0]): Promise<RunningServer> {
  const server = await startServer(options);
  servers.push(server);
  return server;
}

/** Sends `count` valid contact forms; returns how many the server acknowledged (303). */
async function acknowledgedContacts(server: RunningServer, count: number): Promise<number> {
  let acknowledged = 0;
  for (let i = 0; i < count; i++) {
    const status = await postContact(server, "crash");
    expect(status, `contact POST ${i} answered ${status}:\n${server.output()}`).toBe(303);
    acknowledged += 1;
  }
  return acknowledged;
}

function userIds(user: string): { uid: number; gid: number } {
  return {
    uid: Number(execFileSync("id", ["-u", user], { encoding: "utf8" }).trim()),
    gid: Number(execFileSync("id", ["-g", user], { encoding: "utf8" }).trim()),
  };
}

test("SIGTERM stops the server and its PostgreSQL cleanly and releases the data folder", async () => {
  const dataDir = newDataDir("sigterm");
  const server = await launch({ dataDir });
  const pgPid = postgresPid(dataDir);
  expect(isGone(pgPid)).toBe(false);
  expect(existsSync(path.join(dataDir, "server.lock"))).toBe(true);

  // Access lines wait in a batch (up to a second or 8 KB): the last requests' lines are written at the stop.
  const ids = ["last-1", "last-2", "last-3"];
  for (const id of ids) await (await fetch(`${server.url}/`, { headers: { "X-Request-Id": id } })).arrayBuffer();
  server.kill("SIGTERM");
  expect(await exitWithin(server, 30_000), server.output()).toBe(0);
  const logged = new Set(accessLines(server.output()).map((line) => line.requestId));
  expect(
    ids.filter((id) => !logged.has(id)),
    "access lines lost at the stop",
  ).toEqual([]);

  await eventually(() => isGone(pgPid), 15_000);
  expect(existsSync(path.join(dataDir, "pg", "postmaster.pid")), "postmaster.pid left behind").toBe(false);
  expect(existsSync(path.join(dataDir, "server.lock")), "server.lock left behind").toBe(false);
});

test("kill -9 of the Node server only: the restart stops the orphaned PostgreSQL and keeps every acknowledged row", async () => {
  const dataDir = newDataDir("kill-node");
  const first = await launch({ dataDir });
  const acknowledged = await acknowledgedContacts(first, 5);
  const orphanPid = postgresPid(dataDir);

  first.kill("SIGKILL");
  expect(await exitWithin(first, 10_000)).toBe("SIGKILL");
  // The point of the scenario: PostgreSQL outlived its parent.
  expect(isGone(orphanPid), "postgres died with node; the scenario did not happen").toBe(false);

  const second = await launch({ dataDir });
  await eventually(() => isGone(orphanPid), 15_000);
  const newPid = postgresPid(dataDir);
  expect(newPid).not.toBe(orphanPid);
  expect(isGone(newPid)).toBe(false);
  expect(await countRows(dataDir, "contact_requests")).toBe(acknowledged);

  // And the restarted server stores again.
  expect(await postContact(second, "after-restart")).toBe(303);
  expect(await countRows(dataDir, "contact_requests")).toBe(acknowledged + 1);
});

test("kill -9 of both Node and PostgreSQL (power loss): the restart recovers every acknowledged row", async () => {
  const dataDir = newDataDir("kill-both");
  const first = await launch({ dataDir });
  const acknowledged = await acknowledgedContacts(first, 5);
  const pgPid = postgresPid(dataDir);

  // Postmaster and node at once; PostgreSQL's own children notice the postmaster is gone and exit.
  sigkill([pgPid, first.process.pid!]);
  expect(await exitWithin(first, 10_000)).toBe("SIGKILL");
  await eventually(() => isGone(pgPid), 15_000);
  expect(existsSync(path.join(dataDir, "pg", "postmaster.pid")), "a crash leaves postmaster.pid behind").toBe(true);

  await launch({ dataDir });
  const newPid = postgresPid(dataDir);
  expect(newPid).not.toBe(pgPid);
  expect(await countRows(dataDir, "contact_requests")).toBe(acknowledged);
});

test("a second server on the same DATA_DIR is refused and the first keeps serving", async () => {
  const dataDir = newDataDir("second");
  const a = await launch({ dataDir });
  const pgPid = postgresPid(dataDir);

  const b = await launch({ dataDir, waitUntilHealthy: false });
  const code = await exitWithin(b, 20_000);
  expect(code, `second server did not exit:\n${b.output()}`).not.toBe("timeout");
  expect(typeof code === "number" && code !== 0, `second server exit: ${code}`).toBe(true);
  expect(b.output()).toContain("is in use by another server");

  const health = await fetch(`${a.url}/healthz`);
  expect(health.status).toBe(200);
  expect(await postContact(a, "after-refusal")).toBe(303);
  // B touched neither A's PostgreSQL nor its lock.
  expect(postgresPid(dataDir)).toBe(pgPid);
  expect(isGone(pgPid)).toBe(false);
  expect(existsSync(path.join(dataDir, "server.lock"))).toBe(true);
});

test("a crash during first-time set-up does not block the next start", async () => {
  const dataDir = newDataDir("init-crash");
  const first = await launch({ dataDir, waitUntilHealthy: false });

  // initdb takes about a second; poll the folder every 5 ms for its scratch folder.
  let scratch: string | undefined;
  const deadline = Date.now() + 30_000;
  while (!scratch && Date.now() < deadline && first.process.exitCode === null) {
    scratch = initScratchFolders(dataDir)[0];
    if (!scratch) await new Promise((resolve) => setTimeout(resolve, 5));
  }
  expect(scratch, `never saw a pg.init-* folder:\n${first.output()}`).toBeTruthy();

  // The whole container dies: node, initdb and everything initdb started, all at once.
  const victims = [...new Set([...withDescendants([first.process.pid!]), ...processesUsing(dataDir)])];
  sigkill(victims);
  expect(await exitWithin(first, 10_000)).toBe("SIGKILL");
  await eventually(() => victims.every(isGone), 15_000);
  // initdb may have started a child between the listing and the kill: it dies too, as in a container.
  await eventually(() => {
    const stragglers = processesUsing(dataDir);
    sigkill(stragglers);
    return stragglers.length === 0;
  }, 15_000);

  // The kill landed mid-set-up: the scratch folder is still there and the cluster was never renamed in.
  expect(initScratchFolders(dataDir)).toContain(scratch);
  expect(existsSync(path.join(dataDir, "pg")), "set-up had already finished; the crash came too late").toBe(false);

  await launch({ dataDir });
  expect(existsSync(path.join(dataDir, "pg", "PG_VERSION"))).toBe(true);
  expect(initLeftovers(dataDir)).toEqual([]);
});

test("as root, PostgreSQL runs as the unprivileged postgres user", async () => {
  test.skip(process.getuid?.() !== 0, "the suite is not running as root; the nobody test covers normal users");
  const dataDir = newDataDir("root");
  const server = await launch({ dataDir });
  const pgPid = postgresPid(dataDir);
  const { uid: postgresUid } = userIds("postgres");
  expect(postgresUid).not.toBe(0);
  expect(uidsOf(server.process.pid!)[0]).toBe(0);
  expect(uidsOf(pgPid)).toEqual([postgresUid, postgresUid, postgresUid, postgresUid]);
});

test("as an unprivileged user (nobody), the server starts, stores requests, and PostgreSQL runs as that user", async () => {
  test.skip(process.getuid?.() !== 0, "needs root to switch to an unprivileged user");
  const nobody = userIds("nobody");
  const dataDir = newDataDir("nobody");
  chownSync(dataDir, nobody.uid, nobody.gid);

  const server = await launch({ dataDir, uid: nobody.uid, gid: nobody.gid });
  expect(uidsOf(server.process.pid!)[0]).toBe(nobody.uid);
  expect(await postContact(server, "nobody")).toBe(303);

  const pgPid = postgresPid(dataDir);
  expect(uidsOf(pgPid)).toEqual([nobody.uid, nobody.uid, nobody.uid, nobody.uid]);
  expect(await countRows(dataDir, "contact_requests")).toBe(1);
});
