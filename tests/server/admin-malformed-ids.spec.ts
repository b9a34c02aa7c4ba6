// Every admin address with a param in app/routes.ts (read from the route table, so a new one is
// walked without touching this file), asked by signed-in staff with ids that cannot name a row.
// GET is a 404; another method is a 404, or a 405 where the route takes no form at all. Never a
// 5xx, and no ERROR logged: an id PostgreSQL would refuse (a uuid column given "not-a-uuid") must
// be turned away before any query, or it reads as the database failing.
import { expect, test } from "@playwright/test";
import { errorLines } from "../support/log-lines";
import { rawRequest } from "../support/raw-http";
import { routeTable } from "../support/route-table";
import { startServer, type RunningServer } from "../support/server-process";
import { initialisedDataDir } from "../support/data-dirs";
import { trackedResources } from "./helpers";
import { signInWithAdminPassword } from "../support/password-sign-in";

const PASSWORD = "malformed-ids-admin-password-0123";
const MALFORMED = ["not-a-uuid", "%00", "9".repeat(1000), "x".repeat(1000), "-1", "1e9999", "%0d%0a", "%E2%80%A8"];
const METHODS = ["GET", "POST", "PUT", "DELETE"];
// A form each admin action would take if the id named a row (a lead's note here), so a missing id
// check goes on to the database instead of stopping at the form's own checks.
const FORM = new URLSearchParams({
  intent: "note",
  version: "2025-01-01T00:00:00.000000Z",
  body: "A note.",
}).toString();

const tracked = trackedResources();

const ADMIN_PATTERNS = [
  ...new Set(
    routeTable()
      .map((route) => route.pattern)
      .filter((pattern) => pattern.startsWith("/admin/") && /:\w+/.test(pattern)),
  ),
];

const signIn = (server: RunningServer) => signInWithAdminPassword(server.url, PASSWORD);

test("every admin address with an id param answers a malformed id with a 404 (or 405) for every method, as staff", async () => {
  test.setTimeout(120_000);
  // The table is read, not listed: these are the ones known today, and each must be walked.
  expect(ADMIN_PATTERNS).toEqual(
    expect.arrayContaining([
      "/admin/leads/:id",
      "/admin/blog/:id/edit",
      "/admin/blog/:id/preview",
      "/admin/blog/:id/delete",
      "/admin/assessments/:id",
    ]),
  );
  const dataDir = await initialisedDataDir("malformed-ids");
  tracked.dataDirs.push(dataDir);
  const server = await startServer({ dataDir, env: { ADMIN_PASSWORD: PASSWORD, BLOG_SEED: "off" } });
  tracked.servers.push(server);
  const cookie = await signIn(server);

  const failures: string[] = [];
  for (const pattern of ADMIN_PATTERNS)
    for (const id of MALFORMED)
      for (const method of METHODS) {
        const target = pattern.replace(/:\w+/g, id);
        const what = `${method} ${pattern.replace(/:\w+/g, id.length > 20 ? `${id.slice(0, 4)}…(${id.length})` : id)}`;
        const answer = await rawRequest({
          port: server.port,
          method,
          target,
          headers: {
            Cookie: cookie,
            Origin: server.url,
            ...(method === "GET" ? {} : { "Content-Type": "application/x-www-form-urlencoded" }),
          },
          body: method === "GET" ? undefined : FORM,
          timeoutMs: 10_000,
        });
        const expected = method === "GET" ? [404] : [404, 405];
        if (!expected.includes(answer.status)) failures.push(`${what}: ${answer.status}`);
      }
  expect(failures, failures.join("\n")).toEqual([]);
  expect(errorLines(server.output())).toEqual([]);
});
