// An idle keep-alive connection stays open for KEEP_ALIVE_SECONDS (65 by default), longer than the
// proxies and client pools in front keep theirs, so they close it first and never send a request
// on a connection the server is closing (a reset instead of an answer).
import { connect, type Socket } from "node:net";
import { expect, test } from "@playwright/test";
import { initialisedDataDir } from "../support/data-dirs";
import { startServer, type RunningServer } from "../support/server-process";
import { cleanUp } from "./helpers";

const servers: RunningServer[] = [];
const dataDirs: string[] = [];

test.describe.configure({ mode: "serial" });

test.afterAll(async () => {
  await cleanUp(servers, dataDirs);
});

async function serverWith(label: string, env: Record<string, string> = {}) {
  const dataDir = await initialisedDataDir(label);
  dataDirs.push(dataDir);
  const server = await startServer({ dataDir, env });
  servers.push(server);
  return server;
}

/** One connection; `ask` sends a keep-alive GET and resolves with the head of its answer. */
async function keptConnection(port: number) {
  const socket: Socket = connect(port, "127.0.0.1");
  await new Promise<void>((resolve, reject) => socket.once("connect", resolve).once("error", reject));
  let received = "";
  let closedAt: number | undefined;
  socket.on("data", (chunk: Buffer) => (received += chunk.toString("latin1")));
  socket.on("close", () => (closedAt = Date.now()));
  socket.on("error", () => {});
  return {
    get closedAt() {
      return closedAt;
    },
    async ask(path: string): Promise<string> {
      received = "";
      socket.write(`GET ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n\r\n`);
      const deadline = Date.now() + 10_000;
      while (!/\r\n\r\n/.test(received) && closedAt === undefined && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 20));
      return received.split("\r\n\r\n")[0] ?? "";
    },
    destroy: () => socket.destroy(),
  };
}

test("an idle connection outlives Node's 5 s default and answers the next request on it", async () => {
  const server = await serverWith("keep-alive-default");
  const connection = await keptConnection(server.port);
  const first = await connection.ask("/healthz");
  expect(first).toMatch(/^HTTP\/1\.1 200/);
  expect(first).toMatch(/\r\nKeep-Alive: timeout=65\r\n/i);

  await new Promise((resolve) => setTimeout(resolve, 6_000));
  expect(connection.closedAt, "closed while idle for 6 s").toBeUndefined();
  expect(await connection.ask("/healthz")).toMatch(/^HTTP\/1\.1 200/);
  connection.destroy();
});

test("KEEP_ALIVE_SECONDS sets how long an idle connection stays open", async () => {
  const server = await serverWith("keep-alive-short", { KEEP_ALIVE_SECONDS: "2" });
  const connection = await keptConnection(server.port);
  const answered = Date.now();
  expect(await connection.ask("/healthz")).toMatch(/\r\nKeep-Alive: timeout=2\r\n/i);

  const deadline = answered + 8_000;
  while (connection.closedAt === undefined && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 50));
  expect(connection.closedAt, "closed by the server").toBeDefined();
  const idleMs = (connection.closedAt ?? 0) - answered;
  expect(idleMs).toBeGreaterThanOrEqual(1_500);
  expect(idleMs).toBeLessThan(5_000);
});
