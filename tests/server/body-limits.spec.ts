// Request bodies against the production build: every route that reads one stops at its own cap and
// answers 413 (a page for forms, JSON for the API), whether the body declares its length or comes
// chunked; a valid form at the edge of its cap is still taken; and bodies far over any cap neither
// stall the server nor grow its memory.
import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { BODY_LIMITS, LARGEST_BODY_LIMIT } from "../../app/lib/body-limit.server";
import { rawRequest, STACK_TRACE, type RawAnswer } from "../support/raw-http";
import { startServer, type RunningServer } from "../support/server-process";
import { initialisedDataDir } from "../support/data-dirs";
import { cleanUp } from "./helpers";

const PASSWORD = "body-limits-admin-password-0123";
const API_TOKEN = "body-limits-api-token-0123456789abcdef";
const FORM = { "Content-Type": "application/x-www-form-urlencoded" };

let server: RunningServer;
const dataDirs: string[] = [];

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  dataDirs.push(await initialisedDataDir("body-limits"));
  server = await startServer({ dataDir: dataDirs[0], env: { ADMIN_PASSWORD: PASSWORD, API_TOKEN } });
});

test.afterAll(async () => {
  await cleanUp(server ? [server] : [], dataDirs);
});

async function staffCookie(): Promise<string> {
  const response = await fetch(`${server.url}/login`, {
    method: "POST",
    headers: { ...FORM, Origin: server.url },
    body: new URLSearchParams({ intent: "password", password: PASSWORD }),
    redirect: "manual",
  });
  expect(response.status).toBe(303);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

async function createPost(): Promise<number> {
  const response = await fetch(`${server.url}/api/posts`, {
    method: "POST",
    headers: { Authorization: `Bearer ${API_TOKEN}`, "Content-Type": "application/json" },
    body: JSON.stringify({ title: "Body limits", content: "<p>Body limits.</p>" }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

function rssBytes(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, "utf8")
    .split("\n")
    .find((l) => l.startsWith("VmRSS:"))!;
  return Number(line.replace(/\D/g, "")) * 1024;
}

function expectTooLarge(answer: RawAnswer, what: string, json: boolean | "upload") {
  expect(answer.status, what).toBe(413);
  expect(answer.ms, what).toBeLessThan(2_000);
  expect(answer.body, what).not.toMatch(STACK_TRACE);
  // The editor's image upload answers its own JSON: a sentence to show.
  if (json === "upload") expect(JSON.parse(answer.body), what).toEqual({ error: expect.stringMatching(/larger than/) });
  else if (json) expect(JSON.parse(answer.body), what).toMatchObject({ error: { code: "payload_too_large" } });
  else {
    expect(answer.headers["content-type"], what).toMatch(/^text\/html/);
    expect(answer.body, what).toMatch(/too large|larger than|too long|too much/i);
  }
}

test("every route that reads a body answers 413 past its own cap, declared or chunked, as a page or as JSON", async () => {
  const id = await createPost();
  const staff = await staffCookie();
  // Signing out ends a session: /logout gets one of its own.
  const leaving = await staffCookie();
  const bearer = { Authorization: `Bearer ${API_TOKEN}`, "Content-Type": "application/json" };
  const endpoints = [
    { method: "POST", path: "/contact", headers: FORM, cap: BODY_LIMITS.contact },
    { method: "POST", path: "/login", headers: FORM, cap: BODY_LIMITS.signIn },
    { method: "POST", path: "/free-it-audit", headers: FORM, cap: BODY_LIMITS.assessment },
    { method: "POST", path: `/free-it-audit/${"a".repeat(32)}/contact`, headers: FORM, cap: BODY_LIMITS.assessment },
    { method: "POST", path: "/logout", headers: { ...FORM, Cookie: leaving }, cap: BODY_LIMITS.smallForm },
    { method: "POST", path: "/admin/blog/new", headers: { ...FORM, Cookie: staff }, cap: BODY_LIMITS.postForm },
    { method: "POST", path: `/admin/blog/${id}/edit`, headers: { ...FORM, Cookie: staff }, cap: BODY_LIMITS.postForm },
    {
      method: "POST",
      path: `/admin/blog/${id}/delete`,
      headers: { ...FORM, Cookie: staff },
      cap: BODY_LIMITS.smallForm,
    },
    { method: "POST", path: "/admin/messages", headers: { ...FORM, Cookie: staff }, cap: BODY_LIMITS.smallForm },
    {
      method: "POST",
      path: "/admin/images",
      headers: { ...FORM, Cookie: staff, Origin: server.url },
      cap: BODY_LIMITS.imageUpload,
      json: "upload" as const,
    },
    { method: "POST", path: "/book/2030-01-07", headers: FORM, cap: BODY_LIMITS.booking },
    { method: "POST", path: `/book/manage/${"A".repeat(43)}`, headers: FORM, cap: BODY_LIMITS.smallForm },
    { method: "POST", path: `/book/manage/${"A".repeat(43)}/move`, headers: FORM, cap: BODY_LIMITS.smallForm },
    { method: "POST", path: "/admin/bookings", headers: { ...FORM, Cookie: staff }, cap: BODY_LIMITS.smallForm },
    { method: "POST", path: "/admin/privacy", headers: { ...FORM, Cookie: staff }, cap: BODY_LIMITS.privacyRequest },
    { method: "POST", path: "/admin/calendars", headers: { ...FORM, Cookie: staff }, cap: BODY_LIMITS.smallForm },
    {
      method: "POST",
      path: "/admin/leads/00000000-0000-4000-8000-000000000000",
      headers: { ...FORM, Cookie: staff },
      cap: BODY_LIMITS.leadForm,
    },
    {
      method: "POST",
      path: "/admin/availability",
      headers: { ...FORM, Cookie: staff },
      cap: BODY_LIMITS.availability,
    },
    { method: "POST", path: "/api/posts", headers: bearer, cap: BODY_LIMITS.api, json: true },
    { method: "PUT", path: `/api/posts/${id}`, headers: bearer, cap: BODY_LIMITS.api, json: true },
  ];
  for (const endpoint of endpoints) {
    for (const chunked of [false, true]) {
      const what = `${endpoint.method} ${endpoint.path} ${chunked ? "chunked" : "declared"}`;
      const answer = await rawRequest({
        port: server.port,
        method: endpoint.method,
        target: endpoint.path,
        headers: endpoint.headers,
        body: endpoint.cap + 64 * 1024,
        chunked,
      });
      expectTooLarge(answer, what, endpoint.json === "upload" ? "upload" : Boolean(endpoint.json));
    }
  }
  // Nothing was acted on: the post is still there, the staff session still works.
  expect((await fetch(`${server.url}/api/posts/${id}`, { headers: bearer })).status).toBe(200);
  expect((await fetch(`${server.url}/admin/blog`, { headers: { Cookie: staff }, redirect: "manual" })).status).toBe(
    200,
  );

  // Far over every cap: refused from the declared length before any route runs.
  for (const path of ["/", "/about-us", "/contact", "/login", "/api/posts"]) {
    const answer = await rawRequest({
      port: server.port,
      method: "POST",
      target: path,
      headers: FORM,
      body: LARGEST_BODY_LIMIT + 1024 * 1024,
    });
    expectTooLarge(answer, `POST ${path} past every cap`, path.startsWith("/api/"));
  }
});

test("a valid form at the edge of its cap is taken", async () => {
  const staff = await staffCookie();
  // Every contact field at its limit in non-ASCII text: URL-encoded, 9 bytes a character.
  const contact = new URLSearchParams({
    name: "界".repeat(120),
    email: "ada@example.com",
    company: "界".repeat(160),
    phone: "+1 (404) 555-0142",
    message: "界".repeat(5_000),
    page: "/contact",
  }).toString();
  const sent = await rawRequest({
    port: server.port,
    method: "POST",
    target: "/contact",
    headers: FORM,
    body: contact,
  });
  expect(sent.status).toBe(303);

  // A post with 200,000 characters of content, URL-encoded at 9 bytes each: 1.8 MB.
  const post = new URLSearchParams({
    title: "Edge of the cap",
    content: `<p>${"界".repeat(199_990)}</p>`,
    status: "draft",
  }).toString();
  expect(post.length).toBeGreaterThan(1_750_000);
  const saved = await rawRequest({
    port: server.port,
    method: "POST",
    target: "/admin/blog/new",
    headers: { ...FORM, Cookie: staff },
    body: post,
    timeoutMs: 20_000,
  });
  expect(saved.status).toBe(303);
  expect(saved.headers.location).toBe("/admin/blog");
});

test("bodies far over every cap neither stall /healthz nor grow the server's memory", async () => {
  test.setTimeout(120_000);
  const pid = server.process.pid!;
  const before = rssBytes(pid);
  const slowest: number[] = [];
  let uploading = true;
  const uploads = Promise.all([
    rawRequest({
      port: server.port,
      method: "POST",
      target: "/login",
      headers: FORM,
      body: 50 * 1024 * 1024,
      chunked: true,
      timeoutMs: 30_000,
    }),
    rawRequest({
      port: server.port,
      method: "POST",
      target: "/contact",
      headers: FORM,
      body: 50 * 1024 * 1024,
      chunked: true,
      timeoutMs: 30_000,
    }),
    rawRequest({
      port: server.port,
      method: "POST",
      target: "/login",
      headers: FORM,
      body: 100 * 1024 * 1024,
      timeoutMs: 30_000,
    }),
  ]).finally(() => (uploading = false));
  while (uploading) {
    const started = Date.now();
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    slowest.push(Date.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  for (const answer of await uploads) expect(answer.status).toBe(413);
  expect(Math.max(...slowest)).toBeLessThan(2_000);
  expect(rssBytes(pid) - before).toBeLessThan(150 * 1024 * 1024);
});
