// Nothing secret, and nothing naming the server's secrets, reaches the files served to browsers.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { ROOT, TEST_SESSION_SECRET } from "../support/server-process";

const CLIENT = path.join(ROOT, "build", "client");

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : entry.isFile() ? [full] : [];
  });
}

/** The files under build/client that contain `needle` (byte-wise, so binaries are searched too). */
function filesContaining(files: string[], needle: string): string[] {
  const bytes = Buffer.from(needle, "utf8");
  return files.filter((file) => readFileSync(file).includes(bytes)).map((file) => path.relative(CLIENT, file));
}

/** The development fallback secret, read from the source rather than copied here. */
function devSessionSecret(): string {
  const source = readFileSync(path.join(ROOT, "app", "lib", "env.server.ts"), "utf8");
  const match = /const\s+DEV_SESSION_SECRET\s*=\s*(["'`])(.+?)\1/.exec(source);
  if (!match?.[2]) throw new Error("DEV_SESSION_SECRET not found in app/lib/env.server.ts");
  return match[2];
}

test("the browser bundle contains no secret and no server configuration names", () => {
  test.skip(
    !statSync(CLIENT, { throwIfNoEntry: false })?.isDirectory(),
    "build/client is missing: run npm run build first",
  );
  const files = walk(CLIENT);

  // The walker sees the real bundle, and the search finds what is there.
  const scripts = files.filter((file) => file.endsWith(".js"));
  expect(scripts.length).toBeGreaterThan(0);
  expect(filesContaining(files, "Send Message").length).toBeGreaterThan(0);
  expect(walk(CLIENT).some((file) => file.includes(`${path.sep}assets${path.sep}`))).toBe(true);

  const devSecret = devSessionSecret();
  expect(devSecret.length).toBeGreaterThanOrEqual(16);

  const forbidden = [TEST_SESSION_SECRET, devSecret, "SESSION_SECRET", "DATABASE_URL", "pg-password"];
  for (const needle of forbidden) {
    expect(filesContaining(files, needle), `"${needle}" found in build/client`).toEqual([]);
  }
});
