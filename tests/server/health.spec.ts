// /healthz tells the truth about the database: up with the embedded default, down (503) when an
// external PostgreSQL goes away, while the process itself stays up and pages without data still render.
import { existsSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import pg from "pg";
import { startEmbeddedPostgres, type EmbeddedPostgres } from "../../app/lib/db/embedded-postgres.server";
import { logger } from "../../app/lib/log.server";
import { stableAddress, through, type StableAddress } from "../support/stable-address";
import { eventually, startServer, type RunningServer } from "../support/server-process";
import { initialisedDataDir, tempDataDir } from "../support/data-dirs";
import { cleanUp, postContact } from "./helpers";

let servers: RunningServer[] = [];
let dataDirs: string[] = [];
let databases: EmbeddedPostgres[] = [];
let proxies: StableAddress[] = [];

test.beforeEach(() => {
  servers = [];
  dataDirs = [];
  databases = [];
  proxies = [];
});

test.afterEach(async () => {
  proxies.forEach((proxy) => proxy.close());
  await Promise.all(databases.map((db) => db.stop().catch(() => {})));
  await cleanUp(servers, dataDirs);
});

function newDataDir(label: string): string {
  const dir = tempDataDir(label);
  dataDirs.push(dir);
  return dir;
}

/** A data folder for a standalone PostgreSQL, set up already (its first start is not what is tested). */
async function newPostgresDir(label: string): Promise<string> {
  const dir = await initialisedDataDir(label);
  dataDirs.push(dir);
  return dir;
}

/** A standalone PostgreSQL, started by the product's own supervisor. */
async function standalonePostgres(dataDir: string, unexpected: string[]): Promise<EmbeddedPostgres> {
  const db = await startEmbeddedPostgres({
    dataDir,
    runAsUser: "postgres",
    log: logger("test"),
    onUnexpectedExit: (reason) => unexpected.push(reason),
  });
  databases.push(db);
  return db;
}

interface Health {
  status: number;
  cacheControl: string | null;
  body: unknown;
}

async function health(server: RunningServer): Promise<Health> {
  const response = await fetch(`${server.url}/healthz`);
  return { status: response.status, cacheControl: response.headers.get("cache-control"), body: await response.json() };
}

/** Polls /healthz until it answers `status`; returns that answer. */
async function healthBecomes(server: RunningServer, status: number): Promise<Health> {
  let last: Health | undefined;
  await eventually(async () => {
    last = await health(server);
    return last.status === status;
  }, 20_000);
  return last!;
}

async function countContacts(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const result = await client.query<{ n: string }>("select count(*) as n from contact_requests");
    return Number(result.rows[0]?.n);
  } finally {
    await client.end();
  }
}

function isRunning(server: RunningServer): boolean {
  return server.process.exitCode === null && server.process.signalCode === null;
}

/** The app up but its database stopped: 503 "down", no acknowledgement of a lead, pages still render. */
async function expectDegraded(server: RunningServer) {
  const down = await healthBecomes(server, 503);
  expect(down.body).toEqual({ status: "unavailable", database: "down" });
  expect(down.cacheControl).toBe("no-store");

  // A lead that cannot be stored is not acknowledged.
  expect(await postContact(server, "db-down")).toBe(503);

  const home = await fetch(`${server.url}/`);
  expect(home.status).toBe(200);
  expect(await home.text()).toContain("<html");
  expect(isRunning(server), `the app exited when its database stopped:\n${server.output()}`).toBe(true);
}

test("embedded default: /healthz is 200 ok/up and never cached", async () => {
  const server = await startServer({ dataDir: newDataDir("health") });
  servers.push(server);
  const answer = await health(server);
  expect(answer.status).toBe(200);
  expect(answer.body).toEqual({ status: "ok", database: "up" });
  expect(answer.cacheControl).toBe("no-store");
});

test("external DATABASE_URL: /healthz turns 503 when PostgreSQL stops, and the app stays up", async () => {
  const unexpected: string[] = [];
  const pgDir = await newPostgresDir("extpg");
  const db = await standalonePostgres(pgDir, unexpected);

  const appDir = newDataDir("extapp");
  const server = await startServer({ dataDir: appDir, env: { DATABASE_URL: db.url } });
  servers.push(server);
  expect(server.output()).toContain("using the PostgreSQL server from DATABASE_URL");
  // No embedded database was created: the app really uses the external one.
  expect(existsSync(path.join(appDir, "pg"))).toBe(false);

  const up = await health(server);
  expect(up.status).toBe(200);
  expect(up.body).toEqual({ status: "ok", database: "up" });
  expect(await postContact(server, "external")).toBe(303);
  expect(await countContacts(db.url)).toBe(1);

  await db.stop();
  expect(unexpected, "a deliberate stop was reported as unexpected").toEqual([]);
  await expectDegraded(server);

  // The supervisor starts again on the same folder, data intact; but on a new random port, so this
  // app's DATABASE_URL is stale and it cannot recover (see the proxy test for recovery).
  const again = await standalonePostgres(pgDir, unexpected);
  expect(await countContacts(again.url)).toBe(1);
  expect(new URL(again.url).port).not.toBe(new URL(db.url).port);
});

test("external database behind a stable address: the app recovers when PostgreSQL comes back", async () => {
  const unexpected: string[] = [];
  const pgDir = await newPostgresDir("extpg-proxy");
  const db = await standalonePostgres(pgDir, unexpected);
  const address = await stableAddress(Number(new URL(db.url).port));
  proxies.push(address);

  const server = await startServer({
    dataDir: newDataDir("extapp-proxy"),
    env: { DATABASE_URL: through(address, db.url) },
  });
  servers.push(server);
  expect((await health(server)).status).toBe(200);

  await db.stop();
  await expectDegraded(server);

  const again = await standalonePostgres(pgDir, unexpected);
  address.retarget(Number(new URL(again.url).port));
  const recovered = await healthBecomes(server, 200);
  expect(recovered.body).toEqual({ status: "ok", database: "up" });
  expect(await postContact(server, "recovered")).toBe(303);
  expect(await countContacts(again.url)).toBe(1);
  expect(unexpected).toEqual([]);
});
