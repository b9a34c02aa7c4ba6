// Every route in app/routes.ts (read from the route table, so a new route is walked without touching
// this file), asked everything a client can get wrong: every method, TRACE and OPTIONS included,
// "//" and dot segments, a trailing slash, escapes of NUL, CR LF and bytes that are no UTF-8,
// absolute request lines, a body larger than any route's cap declared or chunked, a body of the wrong type, a broken
// Origin. Anonymous and as staff (session cookie and API token). Nothing may answer 5xx, show a
// stack trace, take 2 s, or log an ERROR; an oversized body is 413; another form of an address is
// a redirect to its one form, on this site.
import { expect, test } from "@playwright/test";
import { LARGEST_BODY_LIMIT } from "../../app/lib/body-limit.server";
import { rawRequest, STACK_TRACE, type RawAnswer } from "../support/raw-http";
import { errorLines, logLines } from "../support/log-lines";
import { routeTable } from "../support/route-table";
import { startServer, type RunningServer } from "../support/server-process";
import { initialisedDataDir } from "../support/data-dirs";
import { trackedResources } from "./helpers";
import { signInWithAdminPassword } from "../support/password-sign-in";

const PASSWORD = "route-walk-admin-password-0123";
const API_TOKEN = "route-walk-api-token-0123456789abcdef";
// Past every route's cap (an image upload's is the largest), so the door refuses it unread.
const OVERSIZED = Math.max(10 * 1024 * 1024, LARGEST_BODY_LIMIT + 1024 * 1024);
const CONCURRENCY = 8;

const tracked = trackedResources();

interface Case {
  label: string;
  method: string;
  target: string;
  headers?: Record<string, string>;
  body?: string | number;
  chunked?: boolean;
  /** Refused before anyone is known (a declared length): asking it as staff proves nothing more. */
  anonymousOnly?: boolean;
  check?: (answer: RawAnswer) => void;
}

function redirectsTo(path: string, query = "") {
  return (answer: RawAnswer) => {
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toBe(`${path}${query}`);
  };
}

/** Everything asked of one address. */
function casesFor(path: string, port: number): Case[] {
  const tail = path === "/" ? "" : path;
  const cases: Case[] = [];
  const notAllowed = (answer: RawAnswer) => {
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe("GET, HEAD, POST, PUT, OPTIONS");
  };
  // TRACK and other methods Node's parser does not know are its own 400, before any code of ours.
  for (const method of ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS", "PROPFIND", "TRACK"])
    cases.push({ label: method, method, target: path });
  cases.push({ label: "TRACE", method: "TRACE", target: path, check: notAllowed });
  cases.push(
    { label: "leading //", method: "GET", target: `/${path}`, check: redirectsTo(path) },
    { label: "leading ///, with a query", method: "GET", target: `//${path}?a=1`, check: redirectsTo(path, "?a=1") },
    { label: "dot segments", method: "GET", target: `/x/..${tail}/.`, check: redirectsTo(path) },
    { label: "escaped dot segments", method: "GET", target: `/x/%2e%2e${tail}`, check: redirectsTo(path) },
    { label: "NUL", method: "GET", target: `${tail}/%00` },
    { label: "CR LF", method: "GET", target: `${tail}/%0d%0a` },
    { label: "not UTF-8", method: "GET", target: `${tail}/%ff`, check: (answer) => expect(answer.status).toBe(400) },
    { label: "escapes in the query", method: "GET", target: `${path}?q=%00%0d%0a%ff&redirectTo=%0d%0aLocation:%20x` },
    { label: "absolute request line", method: "GET", target: `http://127.0.0.1:${port}${path}` },
    {
      label: "broken Origin",
      method: "POST",
      target: path,
      headers: { Origin: "%%%", "Content-Type": "application/x-www-form-urlencoded" },
      body: "a=1",
    },
    {
      label: "JSON body",
      method: "POST",
      target: path,
      headers: { "Content-Type": "application/json" },
      body: '{"title":1,"intent":["x"]}',
    },
    {
      label: "text body",
      method: "POST",
      target: path,
      headers: { "Content-Type": "text/plain" },
      body: "intent=password&password=x",
    },
    {
      label: "broken multipart",
      method: "POST",
      target: path,
      headers: { "Content-Type": "multipart/form-data; boundary=zz" },
      body: "--zz\r\nbroken",
    },
    { label: "form without a type", method: "PUT", target: path, body: "\u0000\u00ff" },
    {
      label: "oversized body declared",
      method: "POST",
      target: path,
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: OVERSIZED,
      anonymousOnly: true,
      check: (answer) => expect(answer.status).toBe(413),
    },
    {
      label: "oversized body declared, GET",
      method: "GET",
      target: path,
      body: OVERSIZED,
      anonymousOnly: true,
      check: (answer) => expect(answer.status).toBe(413),
    },
    {
      label: "oversized body chunked",
      method: "POST",
      target: path,
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: OVERSIZED,
      chunked: true,
      // Never taken: refused at the route's cap, or not a thing the address accepts at all.
      check: (answer) => expect(answer.status).toBeGreaterThanOrEqual(300),
    },
  );
  if (path !== "/")
    cases.push({
      label: "trailing slash",
      method: "GET",
      target: `${path}/?keep=1`,
      check: redirectsTo(path, "?keep=1"),
    });
  return cases;
}

async function inPool<T>(items: T[], run: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < items.length) await run(items[next++]!);
    }),
  );
}

const signIn = (server: RunningServer) => signInWithAdminPassword(server.url, PASSWORD);

test("every route, asked anything, answers a clear 4xx or better within 2 s, with no stack trace and no ERROR logged", async () => {
  // About a minute on a quiet machine; four times that was seen beside other test processes.
  test.setTimeout(480_000);
  const dataDir = await initialisedDataDir("route-walk");
  tracked.dataDirs.push(dataDir);
  const server = await startServer({ dataDir, env: { ADMIN_PASSWORD: PASSWORD, API_TOKEN } });
  tracked.servers.push(server);

  // Staff requests carry a session and the API token; /logout gets a session of its own, since
  // signing it out must not sign out the rest of the walk.
  const staff = { Cookie: await signIn(server), Authorization: `Bearer ${API_TOKEN}` };
  const staffForLogout = { ...staff, Cookie: await signIn(server) };

  const routes = routeTable();
  const work = routes.flatMap((route) =>
    casesFor(route.path, server.port).flatMap((c) => [
      { route, c, as: "anonymous", extra: {} },
      ...(c.anonymousOnly ? [] : [{ route, c, as: "staff", extra: route.path === "/logout" ? staffForLogout : staff }]),
    ]),
  );

  const failures: string[] = [];
  const started = Date.now();
  await inPool(work, async ({ route, c, as, extra }) => {
    const what = `${as} ${c.method} ${c.target} (${c.label}, route ${route.pattern})`;
    try {
      const answer = await rawRequest({
        port: server.port,
        method: c.method,
        target: c.target,
        headers: { ...extra, ...c.headers },
        body: c.body,
        chunked: c.chunked,
        timeoutMs: 10_000,
      });
      expect(answer.status, "status").toBeLessThan(500);
      expect(answer.body, "a stack trace in the body").not.toMatch(STACK_TRACE);
      expect(answer.ms, "answered within 2 s").toBeLessThan(2_000);
      c.check?.(answer);
    } catch (error) {
      failures.push(`${what}: ${(error as Error).message.split("\n").slice(0, 4).join(" ")}`);
    }
  });
  const seconds = (Date.now() - started) / 1000;
  test.info().annotations.push({
    type: "walk",
    description: `${work.length} requests over ${routes.length} routes in ${seconds.toFixed(1)} s`,
  });
  console.log(`route walk: ${work.length} requests over ${routes.length} routes in ${seconds.toFixed(1)} s`);

  expect(failures, failures.slice(0, 40).join("\n")).toEqual([]);
  const log = server.output();
  expect(errorLines(log)).toEqual([]);
  // Stacks go only with errors, so no line at all carries one.
  expect(logLines(log).filter((line) => JSON.stringify(line).includes('"stack":'))).toEqual([]);
  // Still serving.
  expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
});
