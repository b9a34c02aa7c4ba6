// A stop after visitors left things open: a lead desk page's live stream whose page was closed,
// and a connection a browser opened ahead of need and never used (a preconnect). Neither holds
// a request, so the stop waits for neither: before, a closed page's stream stayed counted as in
// flight for the life of the process, and Node never counts an unused connection as idle, so
// each made every stop wait out the forced close.
import { connect } from "node:net";
import { expect, test } from "@playwright/test";
import { accessLines, linesSaying } from "../support/log-lines";
import { eventually, startServer } from "../support/server-process";
import { CookieClient } from "./auth-client";
import { exitWithin, trackedResources } from "./helpers";

const tracked = trackedResources();
const PASSWORD = "stop-admin-password-0123456789";

test("SIGTERM after lead desk pages were left and with an unused connection open waits for neither and stops cleanly", async () => {
  const server = await startServer({ env: { BLOG_SEED: "off", ADMIN_PASSWORD: PASSWORD } });
  tracked.servers.push(server);
  tracked.dataDirs.push(server.dataDir);
  const staff = new CookieClient(server.url);
  const signIn = await staff.post("/login", { intent: "password", password: PASSWORD, redirectTo: "/admin/leads" });
  expect(signIn.status, signIn.text).toBe(303);

  const streams = ["live-left-1", "live-left-2"];
  for (const requestId of streams) {
    // The client reads the stream's headers and leaves, as a closed browser tab does.
    const live = await staff.request("/admin/leads/events", { headers: { "X-Request-Id": requestId } });
    expect(live.status).toBe(200);
    expect(live.headers.get("content-type")).toMatch(/^text\/event-stream/);
  }
  // The access line is written when the server sees the reader leave: only then is the signal sent.
  await eventually(() => {
    const logged = new Set(accessLines(server.output()).map((line) => line.requestId));
    return streams.every((id) => logged.has(id));
  }, 10_000);

  const preconnect = connect({ host: "127.0.0.1", port: server.port });
  preconnect.on("error", () => {});
  const preconnectClosed = new Promise<boolean>((resolve) => preconnect.once("close", () => resolve(true)));
  await new Promise((resolve) => preconnect.once("connect", resolve));

  server.kill("SIGTERM");
  expect(await exitWithin(server, 30_000), server.output().slice(-3000)).toBe(0);
  expect(await preconnectClosed).toBe(true);
  expect(
    linesSaying(server.output(), "server", "stopped waiting").map((line) => line.msg),
    "what the stop waited for and cut off",
  ).toEqual([]);
  expect(linesSaying(server.output(), "server", /^stopped$/)).toHaveLength(1);
});
