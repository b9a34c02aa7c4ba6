// A bad configuration stops the server before it listens, with a message that names the variable.
import { once } from "node:events";
import { existsSync } from "node:fs";
import { createServer, type AddressInfo } from "node:net";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { startServer } from "../support/server-process";
import { tempDataDir } from "../support/data-dirs";
import { everAcceptedConnections, exitWithin, trackedResources } from "./helpers";

const { servers, dataDirs } = trackedResources();

interface Refusal {
  code: number | string;
  output: string;
  listened: boolean;
  dataDir: string;
}

/** Starts the server with `env` on top of the test defaults and waits for it to give up. */
async function refusedStart(env: Record<string, string | undefined>): Promise<Refusal> {
  const dataDir = tempDataDir("config");
  dataDirs.push(dataDir);
  const server = await startServer({ dataDir, env, waitUntilHealthy: false });
  servers.push(server);
  const listened = await everAcceptedConnections(server, 30_000);
  const code = await exitWithin(server, 30_000);
  expect(code, `the server kept running:\n${server.output()}`).not.toBe("timeout");
  // After the exit, nothing answers on its port either.
  const after = await fetch(`${server.url}/healthz`).then(
    () => "answered",
    () => "refused",
  );
  expect(after).toBe("refused");
  return { code, output: server.output(), listened, dataDir };
}

/** The operator reads one plain message naming the variable: no stack trace, exit code 1. */
function expectOperatorMessage(result: Refusal, variable: string, pattern: RegExp) {
  expect(result.code, result.output).toBe(1);
  expect(result.listened, "the server accepted connections before giving up").toBe(false);
  expect(result.output).toMatch(pattern);
  expect(result.output).toContain(variable);
  expect(result.output, "a stack trace instead of a message for the operator").not.toMatch(/^\s+at /m);
  expect(result.output).not.toContain("listening on");
}

const configLine = (variable: string) => new RegExp(`Invalid configuration:\\n(?:.*\\n)*?\\s+${variable}: \\S`);

test.describe("malformed DATABASE_URL", () => {
  // "not a url" and "postgres://@/db" cannot be parsed by new URL() at all: they once crashed env
  // parsing with a TypeError and a stack trace instead of naming the variable.
  for (const value of ["mysql://x", "not a url", "postgres://%%%", "postgres://", "postgres://@/db"]) {
    test(`DATABASE_URL=${JSON.stringify(value)} is refused by name`, async () => {
      const result = await refusedStart({ DATABASE_URL: value });
      expectOperatorMessage(result, "DATABASE_URL", configLine("DATABASE_URL"));
      // It never fell back to the embedded database.
      expect(existsSync(path.join(result.dataDir, "pg"))).toBe(false);
    });
  }
});

test("production without SESSION_SECRET is refused by name", async () => {
  // startServer sets SESSION_SECRET; an explicit undefined removes it (child_process skips undefined values).
  const result = await refusedStart({ SESSION_SECRET: undefined });
  expectOperatorMessage(result, "SESSION_SECRET", configLine("SESSION_SECRET"));
  expect(result.output).toContain("is required in production");
});

test("production with a blank SESSION_SECRET is refused by name", async () => {
  const result = await refusedStart({ SESSION_SECRET: " , " });
  expectOperatorMessage(result, "SESSION_SECRET", configLine("SESSION_SECRET"));
});

test("a SESSION_SECRET shorter than 32 characters is refused by name", async () => {
  const short = "x".repeat(31);
  const result = await refusedStart({ SESSION_SECRET: short });
  expectOperatorMessage(result, "SESSION_SECRET", configLine("SESSION_SECRET"));
  expect(result.output).toContain("at least 32 characters");
  expect(result.output, "the rejected secret was echoed to the log").not.toContain(short);
});

test("PORT=abc is refused by name", async () => {
  const result = await refusedStart({ PORT: "abc" });
  expectOperatorMessage(result, "PORT", configLine("PORT"));
});

test("a valid but unreachable DATABASE_URL stops the start-up, names DATABASE_URL and hides the password", async () => {
  const password = "pw-must-not-be-logged-7f3a";
  const result = await refusedStart({ DATABASE_URL: `postgresql://u:${password}@127.0.0.1:1/db` });
  expectOperatorMessage(result, "DATABASE_URL", /Could not prepare the database at DATABASE_URL: .+/);
  expect(result.output).not.toContain(password);
  expect(existsSync(path.join(result.dataDir, "pg")), "fell back to the embedded database").toBe(false);
});

test("an http SITE_URL in production is refused by name: browsers would drop the Secure cookies", async () => {
  const result = await refusedStart({ SITE_URL: "http://www.example.com" });
  expectOperatorMessage(result, "SITE_URL", configLine("SITE_URL"));
  expect(result.output).toContain("must start with https:// when NODE_ENV=production");
});

test("a TRUST_PROXY Express cannot read is refused by name before the database starts", async () => {
  const result = await refusedStart({ TRUST_PROXY: "yes" });
  expectOperatorMessage(result, "TRUST_PROXY", configLine("TRUST_PROXY"));
  expect(existsSync(path.join(result.dataDir, "pg")), "the database was started first").toBe(false);
});

for (const variable of ["PORT", "METRICS_PORT"] as const) {
  test(`${variable} taken by another process is refused by name, after stopping the database cleanly`, async () => {
    const squatter = createServer().listen(0, "127.0.0.1");
    await once(squatter, "listening");
    try {
      const taken = String((squatter.address() as AddressInfo).port);
      const result = await refusedStart({ [variable]: taken });
      expectOperatorMessage(result, variable, new RegExp(`${variable}: cannot listen there \\(.*EADDRINUSE`));
      // The embedded PostgreSQL had started, and was stopped rather than left behind.
      expect(existsSync(path.join(result.dataDir, "pg", "PG_VERSION"))).toBe(true);
      expect(existsSync(path.join(result.dataDir, "pg", "postmaster.pid")), "PostgreSQL was left running").toBe(false);
    } finally {
      squatter.close();
    }
  });
}
