// The Docker image operators run, built from the Dockerfile and run here: this is where the
// production runtime (Node 22, the image's base) runs the site in the tests. Each container uses
// the host's network on a free loopback port. Where no Docker engine can be had, every test is
// skipped with the reason scripts/ensure-docker.sh gives.
import { randomBytes } from "node:crypto";
import { expect, test } from "@playwright/test";
import { CookieClient } from "../server/auth-client";
import { logLines, type LogLine } from "../support/log-lines";
import { eventually, freePort } from "../support/server-process";
import { docker, dockerExit, ensureDocker } from "./docker";

const IMAGE = "peachtree-site:test";
const run = randomBytes(4).toString("hex");
const VOLUME = `peachtree-test-data-${run}`;
const ADMIN_PASSWORD = "docker-test-admin-password-0123";
const SECRET = randomBytes(32).toString("hex");
const visitor = `docker-${run}@example.com`;
const containers: string[] = [];

test.describe.configure({ mode: "serial" });

let skipReason: string | undefined;

test.beforeAll(async () => {
  test.setTimeout(25 * 60_000);
  skipReason = ensureDocker();
  if (skipReason) {
    console.warn(`Docker image test skipped: ${skipReason}`);
    return;
  }
  const started = Date.now();
  await docker(["build", "--network", "host", "-t", IMAGE, "."], 20 * 60_000);
  console.log(`docker build: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  await docker(["volume", "create", VOLUME]);
});

test.beforeEach(() => {
  test.skip(skipReason !== undefined, `No Docker engine: ${skipReason}`);
});

test.afterAll(async () => {
  if (skipReason) return;
  for (const name of containers) await dockerExit(["rm", "-f", name]);
  await dockerExit(["volume", "rm", "-f", VOLUME]);
});

interface Container {
  name: string;
  url: string;
}

/** A container of the image on the test volume, as docs/production.md runs it, on a free loopback port. */
async function startContainer(label: string): Promise<Container> {
  const port = await freePort();
  const name = `peachtree-test-${label}-${run}`;
  containers.push(name);
  await docker([
    "run",
    "--detach",
    "--name",
    name,
    "--network",
    "host",
    "--volume",
    `${VOLUME}:/data`,
    // The image's own health command, checked every 2 s rather than every 30 s.
    "--health-interval",
    "2s",
    "--env",
    `PORT=${port}`,
    "--env",
    "HOST=127.0.0.1",
    "--env",
    `SITE_URL=http://127.0.0.1:${port}`,
    "--env",
    `SESSION_SECRET=${SECRET}`,
    "--env",
    `ADMIN_PASSWORD=${ADMIN_PASSWORD}`,
    "--env",
    "CONTACT_MIN_FILL_SECONDS=0",
    // Debug lines include PostgreSQL's own, which say how it stopped and how it started again.
    "--env",
    "LOG_LEVEL=debug",
    IMAGE,
  ]);
  return { name, url: `http://127.0.0.1:${port}` };
}

async function healthStatus(name: string): Promise<string> {
  return docker(["inspect", "--format", "{{.State.Health.Status}}", name]);
}

async function containerLog(name: string): Promise<LogLine[]> {
  const { output } = await dockerExit(["logs", name]);
  return logLines(output);
}

const saying = (lines: LogLine[], text: string) => lines.filter((line) => line.msg.includes(text));

/** The stored requests staff see in the inbox, through the real sign-in form. */
async function inbox(container: Container): Promise<string> {
  const staff = new CookieClient(container.url);
  const signIn = await staff.post("/login", {
    intent: "password",
    password: ADMIN_PASSWORD,
    redirectTo: "/admin/messages",
  });
  expect(signIn.status, signIn.text.slice(0, 300)).toBe(303);
  const page = await staff.get("/admin/messages");
  expect(page.status).toBe(200);
  return page.text;
}

let first: Container;

test("the image starts healthy on Node 22 as a non-root user, serves pages and stores a contact request", async () => {
  first = await startContainer("first");
  await eventually(async () => (await healthStatus(first.name)) === "healthy", 120_000);
  expect(await docker(["exec", first.name, "node", "--version"])).toMatch(/^v22\./);

  const health = await fetch(`${first.url}/healthz`);
  expect(health.status).toBe(200);
  expect(await health.json()).toEqual({ status: "ok", database: "up" });
  const home = await fetch(`${first.url}/`);
  expect(home.status).toBe(200);
  expect(await home.text()).toContain("<title>");

  const form = await (await fetch(`${first.url}/contact`)).text();
  const sent = await fetch(`${first.url}/contact`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: first.url },
    body: new URLSearchParams({
      name: "Docker Test",
      email: visitor,
      message: "Sent to the container by the image test.",
      page: "/contact",
      website_url: /name="website_url"[^>]*value="([^"]*)"/.exec(form)?.[1] ?? "",
      form_started: /name="form_started" value="([^"]+)"/.exec(form)?.[1] ?? "",
    }).toString(),
    redirect: "manual",
  });
  expect(sent.status).toBe(303);
  expect(await inbox(first)).toContain(visitor);

  // Every process in the container (tini, Node, PostgreSQL, and this exec) runs as an ordinary user.
  expect(await docker(["inspect", "--format", "{{.Config.User}}", first.name])).toBe("node");
  const uids = (await docker(["exec", first.name, "sh", "-c", "grep -h '^Uid:' /proc/[0-9]*/status"]))
    .split("\n")
    .map((line) => Number(line.split(/\s+/)[1]));
  expect(uids.length).toBeGreaterThanOrEqual(4);
  for (const uid of uids) expect(uid).not.toBe(0);
});

test("docker stop ends it with status 0 well inside the grace period, PostgreSQL shut down cleanly", async () => {
  const started = Date.now();
  await docker(["stop", "--time", "30", first.name], 60_000);
  const seconds = (Date.now() - started) / 1000;
  console.log(`docker stop: ${seconds.toFixed(1)} s`);
  expect(seconds).toBeLessThan(10);
  expect(await docker(["inspect", "--format", "{{.State.ExitCode}}", first.name])).toBe("0");

  const lines = await containerLog(first.name);
  expect(saying(lines, "SIGTERM received")).toHaveLength(1);
  // PostgreSQL's own last words after a clean (fast) shutdown, then the server's.
  expect(lines.some((line) => line.scope === "postgres" && line.msg.includes("database system is shut down"))).toBe(
    true,
  );
  expect(saying(lines, "embedded PostgreSQL stopped")).toHaveLength(1);
  expect(lines.filter((line) => line.scope === "server" && line.msg === "stopped")).toHaveLength(1);
  expect(lines.filter((line) => line.level === "error")).toEqual([]);
  // The pool's connections were closed before PostgreSQL was stopped, not cut by its shutdown.
  expect(saying(lines, "connection lost")).toEqual([]);
});

test("a new container on the same volume still has the request, and PostgreSQL needed no recovery", async () => {
  const second = await startContainer("second");
  await eventually(async () => (await healthStatus(second.name)) === "healthy", 120_000);
  expect(await inbox(second)).toContain(visitor);
  const lines = await containerLog(second.name);
  expect(saying(lines, "creating the embedded database")).toEqual([]);
  expect(saying(lines, "not properly shut down")).toEqual([]);
  await docker(["stop", second.name], 60_000);
});

test("a bad configuration stops the container with a message naming the variable", async () => {
  const cases = [
    { env: [], named: /SESSION_SECRET: is required in production/ },
    {
      env: ["--env", `SESSION_SECRET=${SECRET}`, "--env", "METRICS_PORT=metrics"],
      named: /METRICS_PORT: must be a port number/,
    },
  ];
  for (const { env, named } of cases) {
    const { code, output } = await dockerExit(["run", "--rm", "--network", "host", ...env, IMAGE], 60_000);
    expect(code, output).toBe(1);
    expect(output).toContain("Invalid configuration");
    expect(output).toMatch(named);
    expect(output, "a stack trace instead of a message for the operator").not.toMatch(/^\s+at /m);
  }
});
