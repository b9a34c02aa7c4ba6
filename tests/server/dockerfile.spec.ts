// The Dockerfile read as text, in a second, with every Playwright run: it must use the same steps
// docs/production.md and the other tests exercise, and keep its operational promises. The image itself is
// built and run by tests/docker/docker-image.spec.ts (npm run test:docker).
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { ROOT } from "../support/server-process";

const dockerfile = readFileSync(path.join(ROOT, "Dockerfile"), "utf8");
const pkg = JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8")) as { scripts: Record<string, string> };
const instructions = dockerfile
  .replace(/\\\n/g, " ")
  .split("\n")
  .map((line) => line.trim())
  .filter((line) => line && !line.startsWith("#"));

const runs = instructions.filter((line) => line.startsWith("RUN ")).join("\n");
const last = (keyword: string) => instructions.filter((line) => line.startsWith(`${keyword} `)).at(-1) ?? "";

test("builds with the steps of docs/production.md on Node 22 slim (glibc)", () => {
  const stages = instructions.filter((line) => line.startsWith("FROM "));
  expect(stages.length).toBeGreaterThanOrEqual(2);
  for (const stage of stages) expect(stage).toMatch(/^FROM node:22-[a-z]+-slim\b/);
  expect(runs).toMatch(/\bnpm install\b/);
  expect(runs).toContain("npm run build");
});

test("starts the server the way npm start does, behind an init that forwards signals", () => {
  expect(pkg.scripts.start).toContain("node server.js");
  expect(last("CMD")).toBe('CMD ["node", "server.js"]');
  expect(last("ENTRYPOINT")).toMatch(/tini/);
  expect(runs).toMatch(/apt-get install .*tini/);
});

test("runs as a non-root user with the data folder as a volume and a health check", () => {
  const user = last("USER");
  expect(user).toMatch(/^USER \S+$/);
  expect(user).not.toMatch(/^USER (root|0)(:|$)/);
  expect(instructions.some((line) => /^ENV .*NODE_ENV=production/.test(line))).toBe(true);
  const dataDir = /DATA_DIR=(\S+)/.exec(dockerfile)?.[1];
  expect(dataDir).toBeTruthy();
  expect(last("VOLUME")).toContain(dataDir!);
  expect(last("HEALTHCHECK")).toContain("/healthz");
  expect(runs).toContain(`chown node:node ${dataDir}`);
});

test("ships the migrations the server applies at start-up", () => {
  expect(instructions.some((line) => /^COPY .*\/app\/drizzle /.test(line))).toBe(true);
});
