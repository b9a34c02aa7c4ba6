// Runs after every browser test (playwright.config.ts): the e2e server's whole log, start to now,
// must not contain one of the manage tokens, feed tokens or audit ids those tests were handed.
import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { E2E_SECRETS_FILE, E2E_SERVER_LOG } from "../support/e2e";
import { eventually } from "../support/server-process";

test("no key the browser tests were handed is in the server's log", async ({ request }) => {
  // A request of our own whose access line, once in the file, means every earlier line is too.
  const marker = `log-check-${Date.now()}`;
  await request.get("/healthz", { headers: { "X-Request-Id": marker } });
  await eventually(() => readFileSync(E2E_SERVER_LOG, "utf8").includes(marker));

  const secrets = [...new Set(readFileSync(E2E_SECRETS_FILE, "utf8").split("\n").filter(Boolean))];
  // A run that recorded nothing (a broken recorder, a filtered run) would pass without looking.
  expect(secrets.length, `keys recorded in ${E2E_SECRETS_FILE}`).toBeGreaterThan(0);
  const log = readFileSync(E2E_SERVER_LOG, "utf8");
  const leaked = secrets.filter((secret) => log.includes(secret));
  const lines = log.split("\n").filter((line) => leaked.some((secret) => line.includes(secret)));
  expect(lines.slice(0, 5), `${leaked.length} of ${secrets.length} keys are in ${E2E_SERVER_LOG}`).toEqual([]);
});
