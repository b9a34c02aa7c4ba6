// The shared page cache (server/page-cache), against the production build: one render for every
// anonymous visitor, correct validators and encodings, never another visitor's toast or session,
// and dropped the moment the content behind a page changes, on this instance or another.
import { gunzipSync } from "node:zlib";
import { expect, test } from "@playwright/test";
import { startEmbeddedPostgres, type EmbeddedPostgres } from "../../app/lib/db/embedded-postgres.server";
import { logger } from "../../app/lib/log.server";
import { connectToDataDir } from "../support/database";
import { stableAddress, through, type StableAddress } from "../support/stable-address";
import { startServer, type RunningServer } from "../support/server-process";
import { initialisedDataDir } from "../support/data-dirs";
import { trackedResources } from "./helpers";

const TOKEN = "page-cache-test-api-token-0123456789abcdef";
const ADMIN_PASSWORD = "page-cache-admin-password-0123";
// Copies live as long as the minimum fill time: long here, so only an invalidation explains a change.
const SLOW_EXPIRY = { CONTACT_MIN_FILL_SECONDS: "30", API_TOKEN: TOKEN, ADMIN_PASSWORD, BLOG_SEED: "off" };

const tracked = trackedResources();
let databases: EmbeddedPostgres[] = [];
let proxies: StableAddress[] = [];
test.beforeEach(() => {
  databases = [];
  proxies = [];
});
test.afterEach(async () => {
  proxies.forEach((proxy) => proxy.close());
  await Promise.all(databases.map((db) => db.stop().catch(() => {})));
});

async function launch(env: Record<string, string>): Promise<RunningServer> {
  const dataDir = await initialisedDataDir("page-cache");
  tracked.dataDirs.push(dataDir);
  const server = await startServer({ dataDir, env });
  tracked.servers.push(server);
  return server;
}

async function get(server: RunningServer, path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.url}${path}`, { headers, redirect: "manual" });
  return { status: response.status, headers: response.headers, html: await response.text() };
}

async function api(server: RunningServer, method: string, path: string, body?: unknown) {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: { Authorization: `Bearer ${TOKEN}`, "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await response.json()) as { id: number; slug: string };
  expect(response.status, `${method} ${path}: ${JSON.stringify(json)}`).toBeLessThan(300);
  return json;
}

const post = (title: string, extra: Record<string, unknown> = {}) => ({
  title,
  content: `<p>${title}: what changed this week for the schools we look after.</p>`,
  summary: `${title} in brief.`,
  status: "published",
  ...extra,
});

test("one render for everyone: br, gzip or plain, a weak ETag with 304, public caching that varies on encoding only", async () => {
  const server = await launch(SLOW_EXPIRY);
  const first = await get(server, "/services/cybersecurity", { "Accept-Encoding": "br" });
  expect(first.status).toBe(200);
  expect(first.headers.get("x-cache")).toBe("HIT");
  expect(first.headers.get("content-encoding")).toBe("br");
  expect(first.headers.get("vary")).toBe("Accept-Encoding");
  expect(first.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
  const etag = first.headers.get("etag");
  expect(etag).toMatch(/^W\/"[\w-]{20,}"$/);

  // Later copies leave from memory before Express runs: with exactly the headers of the first.
  const again = await get(server, "/services/cybersecurity", { "Accept-Encoding": "br" });
  // Each answer has its own request id, never the first one's replayed.
  const comparable = (headers: Headers) =>
    Object.fromEntries(
      [...headers.entries()].filter(([name]) => !["date", "connection", "keep-alive", "x-request-id"].includes(name)),
    );
  expect(comparable(again.headers)).toEqual(comparable(first.headers));
  expect(again.headers.get("x-request-id")).toBeTruthy();
  expect(again.headers.get("x-request-id")).not.toBe(first.headers.get("x-request-id"));
  expect(Object.keys(comparable(first.headers))).toEqual(
    expect.arrayContaining([
      "content-security-policy",
      "strict-transport-security",
      "x-content-type-options",
      "x-frame-options",
      "referrer-policy",
      "permissions-policy",
    ]),
  );
  expect(again.html).toBe(first.html);

  // The same page in every encoding (fetch decodes br and gzip), under one validator.
  const gzip = await get(server, "/services/cybersecurity", { "Accept-Encoding": "gzip" });
  expect(gzip.headers.get("content-encoding")).toBe("gzip");
  const plain = await get(server, "/services/cybersecurity", { "Accept-Encoding": "identity" });
  expect(plain.headers.get("content-encoding")).toBeNull();
  expect(Number(plain.headers.get("content-length"))).toBe(Buffer.byteLength(plain.html));
  expect(gzip.html).toBe(first.html);
  expect(plain.html).toBe(first.html);
  expect(gzip.headers.get("etag")).toBe(etag);
  expect(first.html).toContain("<h1");

  // What a raw client receives really is gzip of the same bytes.
  const raw = await new Promise<Buffer>((resolve, reject) => {
    import("node:http").then(({ get: httpGet }) =>
      httpGet(`${server.url}/services/cybersecurity`, { headers: { "Accept-Encoding": "gzip" } }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve(Buffer.concat(chunks)));
      }).on("error", reject),
    );
  });
  expect(gunzipSync(raw).toString("utf8")).toBe(first.html);

  const revalidated = await get(server, "/services/cybersecurity", { "If-None-Match": etag! });
  expect(revalidated.status).toBe(304);
  expect(revalidated.html).toBe("");
  expect(revalidated.headers.get("etag")).toBe(etag);
  expect((await get(server, "/services/cybersecurity", { "If-None-Match": '"something-else"' })).status).toBe(200);

  const head = await fetch(`${server.url}/services/cybersecurity`, { method: "HEAD" });
  expect(head.status).toBe(200);
  expect(await head.text()).toBe("");

  // A visitor with one of the site's cookies (even an empty one) gets a page of their own, with a
  // nonce, that no cache may keep.
  const own = await get(server, "/services/cybersecurity", { Cookie: "returning=1; en_toast=" });
  expect(own.status).toBe(200);
  expect(own.headers.get("x-cache")).toBeNull();
  expect(own.headers.get("cache-control")).toBe("private, no-store");
  expect(own.headers.get("content-security-policy")).toMatch(/script-src 'self' 'nonce-/);

  // Pages that are not the same for everyone are never shared: staff pages, missing pages.
  const login = await get(server, "/login");
  expect(login.headers.get("x-cache")).toBeNull();
  const missing = await get(server, "/services/no-such-service");
  expect(missing.status).toBe(404);
  expect(missing.headers.get("x-cache")).toBeNull();
});

test("a page's validator outlives its re-renders: the spam token changes, the ETag does not, and a 304 carries no policy of its own", async () => {
  // Copies re-rendered every second; a CDN in front allowed to keep them for a minute.
  const server = await launch({ ...SLOW_EXPIRY, CONTACT_MIN_FILL_SECONDS: "1", PAGE_CACHE_CDN_SECONDS: "60" });
  const tokenIn = (html: string) => /name="form_started" value="([^"]+)"/.exec(html)?.[1];
  const first = await get(server, "/contact");
  expect(first.headers.get("x-cache")).toBe("HIT");
  expect(first.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=60, stale-while-revalidate=60");
  const etag = first.headers.get("etag")!;
  expect(tokenIn(first.html)).toBeTruthy();

  await expect
    .poll(async () => tokenIn((await get(server, "/contact")).html), { timeout: 10_000 })
    .not.toBe(tokenIn(first.html));
  const later = await get(server, "/contact");
  expect(later.headers.get("etag")).toBe(etag);
  // Its inline scripts carry the new token, so their hashes differ from the first copy's.
  expect(later.headers.get("content-security-policy")).not.toBe(first.headers.get("content-security-policy"));

  // A browser keeping the first copy revalidates: 304, and no Content-Security-Policy that would
  // replace the one its copy came with (and block that copy's scripts).
  const revalidated = await get(server, "/contact", { "If-None-Match": etag });
  expect(revalidated.status).toBe(304);
  expect(revalidated.headers.get("etag")).toBe(etag);
  expect(revalidated.headers.get("cache-control")).toBe(first.headers.get("cache-control"));
  expect(revalidated.headers.get("content-security-policy")).toBeNull();
  expect(revalidated.headers.get("content-type")).toBeNull();

  // Another page, another validator.
  expect((await get(server, "/about-us")).headers.get("etag")).not.toBe(etag);
});

test("a shared page's navigation data is shared like the page: from memory, public, per visitor with the site's cookies, and fresh after an edit", async () => {
  const server = await launch(SLOW_EXPIRY);
  const created = await api(server, "POST", "/api/posts", post("Data Check Original"));
  const data = `/blog/${created.slug}.data?_routes=root%2Croutes%2Fblog.%24slug`;
  const first = await get(server, data, { "Accept-Encoding": "br" });
  expect(first.status).toBe(200);
  expect(first.headers.get("content-type")).toMatch(/^text\/x-script/);
  expect(first.headers.get("x-cache")).toBe("HIT");
  expect(first.headers.get("content-encoding")).toBe("br");
  expect(first.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
  expect(first.html).toContain("Data Check Original");
  const etag = first.headers.get("etag")!;
  expect((await get(server, data, { "If-None-Match": etag })).status).toBe(304);
  // The home page's data, and with an analytics cookie: the shared copy too.
  expect((await get(server, "/_.data", { Cookie: "_ga=GA1.2.3" })).headers.get("x-cache")).toBe("HIT");

  // With one of the site's cookies, data rendered for that visitor alone, which no cache may keep.
  const own = await get(server, data, { Cookie: "en_toast=" });
  expect(own.headers.get("x-cache")).toBeNull();
  expect(own.headers.get("cache-control")).toBe("private, no-store");
  expect(own.html).toContain("Data Check Original");
  // Data of pages that are never shared stays per request: a missing post, the staff area.
  expect((await get(server, "/blog/no-such-post.data")).headers.get("x-cache")).toBeNull();
  expect((await get(server, "/login.data")).headers.get("x-cache")).toBeNull();
  expect((await get(server, "/admin.data")).headers.get("x-cache")).toBeNull();

  await api(server, "PUT", `/api/posts/${created.id}`, post("Data Check Edited", { slug: created.slug }));
  const edited = await get(server, data);
  expect(edited.headers.get("x-cache")).toBe("HIT");
  expect(edited.html).toContain("Data Check Edited");
  expect(edited.html).not.toContain("Data Check Original");
  expect(edited.headers.get("etag")).not.toBe(etag);
});

test("a shared page never carries another visitor's toast or session", async () => {
  const server = await launch(SLOW_EXPIRY);
  const shared = await get(server, "/contact");
  expect(shared.headers.get("x-cache")).toBe("HIT");

  // Visitor A sends the form without JavaScript and is redirected with a toast in a cookie.
  const form = new URLSearchParams({
    name: "Ada Lovelace",
    email: "ada@example.com",
    message: "Please call about our school network.",
    page: "/contact",
  });
  const contact = await fetch(`${server.url}/contact`, {
    method: "POST",
    headers: { Origin: server.url, "Content-Type": "application/x-www-form-urlencoded" },
    body: form,
    redirect: "manual",
  });
  expect(contact.status).toBe(303);
  const toastCookie = contact.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
  expect(toastCookie).toContain("en_toast=");

  const mine = await get(server, "/contact", { Cookie: toastCookie });
  expect(mine.html).toContain("Message Sent!");
  expect(mine.headers.get("x-cache")).toBeNull();
  const theirs = await get(server, "/contact");
  expect(theirs.headers.get("x-cache")).toBe("HIT");
  expect(theirs.html).not.toContain("Message Sent!");
  expect(theirs.headers.get("set-cookie")).toBeNull();

  // A signed-in admin browses the public pages; nobody else sees anything of the session.
  const login = await fetch(`${server.url}/login`, {
    method: "POST",
    headers: { Origin: server.url, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ intent: "password", password: ADMIN_PASSWORD, redirectTo: "/" }),
    redirect: "manual",
  });
  expect(login.status).toBe(303);
  const session = login.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
  expect((await get(server, "/admin/blog", { Cookie: session })).status).toBe(200);
  const adminHome = await get(server, "/", { Cookie: session });
  expect(adminHome.headers.get("x-cache")).toBeNull();
  const anonymousHome = await get(server, "/");
  expect(anonymousHome.headers.get("x-cache")).toBe("HIT");
  expect(anonymousHome.headers.get("set-cookie")).toBeNull();
  for (const value of session.split("; ").map((pair) => pair.slice(pair.indexOf("=") + 1))) {
    expect(anonymousHome.html).not.toContain(value);
  }
});

test("analytics and consent cookies get the shared page; the site's own cookies never do, and what they show stays theirs", async () => {
  const server = await launch(SLOW_EXPIRY);
  const FOREIGN = "_ga=GA1.2.3; hubspotutk=abc";
  const sharedHeaders = (headers: Headers) => {
    expect(headers.get("x-cache")).toBe("HIT");
    expect(headers.get("vary")).toBe("Accept-Encoding");
    expect(headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
    expect(headers.get("set-cookie")).toBeNull();
  };
  // Through Express the first time, then straight from memory: both share, with the same headers.
  const first = await get(server, "/contact", { Cookie: FOREIGN });
  sharedHeaders(first.headers);
  const cookieless = await get(server, "/contact");
  sharedHeaders(cookieless.headers);
  expect(first.html).toBe(cookieless.html);
  sharedHeaders((await get(server, "/contact", { Cookie: FOREIGN })).headers);

  // A visitor who also carries analytics cookies sends the form and is redirected with a toast.
  const contact = await fetch(`${server.url}/contact`, {
    method: "POST",
    headers: { Origin: server.url, "Content-Type": "application/x-www-form-urlencoded", Cookie: FOREIGN },
    body: new URLSearchParams({
      name: "Grace Hopper",
      email: "grace@example.com",
      message: "Please call about the library's wireless network.",
      page: "/contact",
    }),
    redirect: "manual",
  });
  expect(contact.status).toBe(303);
  const toast = contact.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
  expect(toast).toMatch(/^en_toast=./);
  const mine = await get(server, "/contact", { Cookie: `${FOREIGN}; ${toast}` });
  expect(mine.headers.get("x-cache")).toBeNull();
  expect(mine.headers.get("cache-control")).toBe("private, no-store");
  expect(mine.html).toContain("Message Sent!");
  // Client-side navigation's data requests are the visitor's too.
  const data = await get(server, "/contact.data", { Cookie: `${FOREIGN}; ${toast}` });
  expect(data.headers.get("cache-control")).toBe("private, no-store");
  const anonymous: Record<string, string>[] = [{}, { Cookie: FOREIGN }, { Cookie: "_ga=GA1.9.9" }];
  for (const headers of anonymous) {
    const next = await get(server, "/contact", headers);
    sharedHeaders(next.headers);
    expect(next.html).not.toContain("Message Sent!");
  }

  // A signed-in admin with analytics cookies: every page theirs, nothing of it shared.
  const login = await fetch(`${server.url}/login`, {
    method: "POST",
    headers: { Origin: server.url, "Content-Type": "application/x-www-form-urlencoded", Cookie: FOREIGN },
    body: new URLSearchParams({ intent: "password", password: ADMIN_PASSWORD, redirectTo: "/" }),
    redirect: "manual",
  });
  expect(login.status).toBe(303);
  const session = login.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
  expect(session).toMatch(/en_staff=./);
  const adminHome = await get(server, "/", { Cookie: `${FOREIGN}; ${session}` });
  expect(adminHome.status).toBe(200);
  expect(adminHome.headers.get("x-cache")).toBeNull();
  expect(adminHome.headers.get("cache-control")).toBe("private, no-store");
  const anonymousHome = await get(server, "/", { Cookie: FOREIGN });
  sharedHeaders(anonymousHome.headers);
  expect(anonymousHome.html).toBe((await get(server, "/")).html);
  for (const value of session.split("; ").map((pair) => pair.slice(pair.indexOf("=") + 1))) {
    expect(anonymousHome.html).not.toContain(value);
  }

  // Routes that say how they may be cached keep saying it, whoever asks.
  expect((await get(server, "/robots.txt", { Cookie: session })).headers.get("cache-control")).toBe(
    "public, max-age=3600",
  );
  expect((await get(server, "/healthz", { Cookie: session })).headers.get("cache-control")).toBe("no-store");
});

test("a cached page changes right after the post behind it is edited, deleted, or falls due", async () => {
  test.setTimeout(90_000);
  const server = await launch(SLOW_EXPIRY);
  const created = await api(server, "POST", "/api/posts", post("Cache Check Original"));
  const path = `/blog/${created.slug}`;
  expect((await get(server, path)).html).toContain("Cache Check Original");
  expect((await get(server, "/blog")).html).toContain("Cache Check Original");
  expect((await get(server, path)).headers.get("x-cache")).toBe("HIT");

  await api(server, "PUT", `/api/posts/${created.id}`, post("Cache Check Edited", { slug: created.slug }));
  const edited = await get(server, path);
  expect(edited.headers.get("x-cache")).toBe("HIT");
  expect(edited.html).toContain("Cache Check Edited");
  expect(edited.html).not.toContain("Cache Check Original");
  expect((await get(server, "/blog")).html).toContain("Cache Check Edited");

  // A change made outside the app (here a hand-written DELETE) counts too: a trigger notifies.
  const client = await connectToDataDir(server.dataDir);
  try {
    expect((await client.query("delete from posts where id = $1", [created.id])).rowCount).toBe(1);
  } finally {
    await client.end();
  }
  // The notification reaches the server a moment later (seconds, on a loaded machine), not in step.
  await expect.poll(async () => (await get(server, path)).status, { timeout: 15_000 }).toBe(404);
  expect((await get(server, "/blog")).html).not.toContain("Cache Check Edited");

  // Nothing is written when a scheduled post falls due; the cache's timer must notice the moment.
  const due = new Date(Date.now() + 5_000);
  await api(
    server,
    "POST",
    "/api/posts",
    post("Cache Check Scheduled", { status: "scheduled", publish_date: due.toISOString() }),
  );
  expect((await get(server, "/blog")).html).not.toContain("Cache Check Scheduled");
  expect((await get(server, "/blog")).headers.get("x-cache")).toBe("HIT");
  await new Promise((resolve) => setTimeout(resolve, due.getTime() - Date.now() + 1_000));
  expect((await get(server, "/blog")).html).toContain("Cache Check Scheduled");
});

test("two instances on one PostgreSQL: a post saved on one shows on the other at once; with the database gone, no stale page", async () => {
  test.setTimeout(120_000);
  const pgDir = await initialisedDataDir("page-cache-pg");
  tracked.dataDirs.push(pgDir);
  const startDatabase = async () => {
    const db = await startEmbeddedPostgres({
      dataDir: pgDir,
      runAsUser: "postgres",
      log: logger("test"),
      onUnexpectedExit: () => {},
    });
    databases.push(db);
    return db;
  };
  const database = await startDatabase();
  // One stable address for both instances, as a DNS name or a pooler would give them.
  const address = await stableAddress(Number(new URL(database.url).port));
  proxies.push(address);
  const shared = { ...SLOW_EXPIRY, DATABASE_URL: through(address, database.url) };
  const [one, two] = [await launch(shared), await launch(shared)];

  const created = await api(one, "POST", "/api/posts", post("Two Instances Before"));
  const path = `/blog/${created.slug}`;
  expect((await get(two, path)).html).toContain("Two Instances Before");
  expect((await get(two, path)).headers.get("x-cache")).toBe("HIT");
  await api(one, "PUT", `/api/posts/${created.id}`, post("Two Instances After", { slug: created.slug }));
  // The notification travels through PostgreSQL: allow it a moment (a busy CI machine), far less
  // than the 30 s a copy lives here.
  await expect
    .poll(async () => (await get(two, path)).html, { timeout: 2_000, intervals: [10, 25, 50] })
    .toContain("Two Instances After");

  // The database stops: the cache cannot hear of changes any more, so it serves nothing, and the
  // blog says it cannot load (503) rather than show a page that may be out of date.
  await database.stop();
  await expect.poll(async () => (await get(two, path)).status, { timeout: 10_000 }).toBe(503);
  expect((await get(two, "/services/cybersecurity")).headers.get("x-cache")).toBeNull();

  // Back again behind the same address: sharing resumes by itself, with the current content.
  const again = await startDatabase();
  address.retarget(Number(new URL(again.url).port));
  await expect.poll(async () => (await get(two, path)).headers.get("x-cache"), { timeout: 20_000 }).toBe("HIT");
  expect((await get(two, path)).html).toContain("Two Instances After");
});
