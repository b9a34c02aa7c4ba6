// Requests a client gets wrong, against the production build: each is a 4xx or a redirect to the one
// address of a page, the same answer whether the shared page cache or a render gives it, with at
// most a WARN in the log. Also what clients rely on in the answers: one canonical form per page,
// Retry-After on a refused sign-in, weak validators for a page sent in several encodings, and the
// business's structured data.
import { expect, test } from "@playwright/test";
import { errorLines, linesSaying } from "../support/log-lines";
import { rawRequest, STACK_TRACE } from "../support/raw-http";
import { startServer, type RunningServer } from "../support/server-process";
import { initialisedDataDir } from "../support/data-dirs";
import { cleanUp } from "./helpers";
import { OWN_RENDER_COOKIE } from "../support/e2e";

const PASSWORD = "hygiene-admin-password-0123";
const LINKEDIN = "https://www.linkedin.com/company/example";

let server: RunningServer;
const dataDirs: string[] = [];

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  dataDirs.push(await initialisedDataDir("hygiene"));
  server = await startServer({
    dataDir: dataDirs[0],
    env: { ADMIN_PASSWORD: PASSWORD, SOCIAL_LINKEDIN_URL: LINKEDIN, CONTACT_MIN_FILL_SECONDS: "30" },
  });
});

test.afterAll(async () => {
  await cleanUp(server ? [server] : [], dataDirs);
});

const ask = (method: string, target: string, headers: Record<string, string> = {}, body?: string) =>
  rawRequest({ port: server.port, method, target, headers: { Connection: "close", ...headers }, body });

/** Log lines written since `mark` (an earlier length of the output). */
const logSince = (mark: number) => server.output().slice(mark);

test("'//', '///', TRACE, OPTIONS *, absolute request lines and a broken Origin are 4xx or 3xx, logged at most as a warning", async () => {
  const mark = server.output().length;
  for (const target of ["//", "///"]) {
    const answer = await ask("GET", target);
    expect(answer.status, target).toBe(301);
    expect(answer.headers.location).toBe("/");
  }

  const trace = await ask("TRACE", "/about-us");
  expect(trace.status).toBe(405);
  expect(trace.headers.allow).toBe("GET, HEAD, POST, PUT, OPTIONS");
  expect(trace.body).toContain("Method not allowed");

  const options = await ask("OPTIONS", "*");
  expect(options.status).toBe(204);
  expect(options.headers.allow).toBe("GET, HEAD, POST, PUT, OPTIONS");
  expect((await ask("GET", "*")).status).toBe(400);

  // The whole URL in the request line names the same page as its path, cookie or not.
  const plain = await ask("GET", "/about-us");
  for (const headers of [{}, { Cookie: OWN_RENDER_COOKIE }] as Record<string, string>[]) {
    const absolute = await ask("GET", `http://127.0.0.1:${server.port}/about-us`, headers);
    expect(absolute.status).toBe(200);
    expect(absolute.body).toContain("<h1");
    expect(absolute.body.match(/<title>[^<]*<\/title>/)?.[0]).toBe(plain.body.match(/<title>[^<]*<\/title>/)?.[0]);
  }

  const origin = await ask(
    "POST",
    "/contact",
    { Origin: "%%%", "Content-Type": "application/x-www-form-urlencoded" },
    "name=a",
  );
  expect(origin.status).toBe(400);

  const bad = await ask("GET", "/services/%ff");
  expect(bad.status).toBe(400);
  const api = await ask("GET", "/api/posts/slug/%ff");
  expect(api.status).toBe(400);
  expect(JSON.parse(api.body)).toMatchObject({ error: { code: "bad_request" } });

  for (const answer of [trace, options, origin, bad, api]) expect(answer.body).not.toMatch(STACK_TRACE);
  await expect.poll(() => linesSaying(logSince(mark), "render", "refused: cross-site form post").length).toBe(1);
  expect(errorLines(logSince(mark))).toEqual([]);
});

test("'//blog', '//contact' and '//evil.example/' redirect to one path on this site, from the cache and from a render alike", async () => {
  // Warm the shared copies, so a cache answer would be there to give.
  for (const path of ["/", "/blog", "/contact"]) expect((await ask("GET", path)).headers["x-cache"]).toBe("HIT");
  const expected: Record<string, string> = {
    "//blog": "/blog",
    "//contact": "/contact",
    "//evil.example/": "/evil.example",
    "/\\evil.example/": "/evil.example",
  };
  for (const [target, location] of Object.entries(expected)) {
    for (const headers of [{}, { Cookie: OWN_RENDER_COOKIE }] as Record<string, string>[]) {
      const answer = await ask("GET", target, headers);
      expect(answer.status, `${target} ${JSON.stringify(headers)}`).toBe(301);
      expect(answer.headers.location).toBe(location);
      expect(answer.headers["x-cache"]).toBeUndefined();
    }
  }
  expect((await ask("GET", "/evil.example")).status).toBe(404);
});

test("every page has one address: a trailing slash redirects to it with the query kept, and no canonical URL ends in '/'", async () => {
  const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
  const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc!));
  const paths = locs.map((loc) => loc.pathname);
  expect(paths.length).toBeGreaterThan(15);
  for (const path of paths) {
    const page = await fetch(`${server.url}${path}`);
    expect(page.status, path).toBe(200);
    const canonical = (await page.text()).match(/<link rel="canonical" href="([^"]+)"/)?.[1];
    expect(canonical, path).toBe(new URL(path, locs[0]!.origin).toString());
    if (path === "/") continue;
    for (const headers of [{}, { Cookie: OWN_RENDER_COOKIE }] as Record<string, string>[]) {
      const slashed = await ask("GET", `${path}/?utm_source=x&page=2`, headers);
      expect(slashed.status, `${path}/`).toBe(301);
      expect(slashed.headers.location).toBe(`${path}?utm_source=x&page=2`);
    }
  }
});

test("a refused sign-in says when to come back (Retry-After)", async () => {
  const attempt = () =>
    fetch(`${server.url}/login`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url },
      body: new URLSearchParams({ intent: "password", password: "not-the-password" }),
      redirect: "manual",
    });
  for (let i = 0; i < 5; i += 1) expect((await attempt()).status).toBe(400);
  const refused = await attempt();
  expect(refused.status).toBe(429);
  const retryAfter = Number(refused.headers.get("retry-after"));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(15 * 60);
});

test("a shared page's validator is weak, the same for br, gzip and plain, and revalidates to 304 in every encoding", async () => {
  const first = await fetch(`${server.url}/services`, { headers: { "Accept-Encoding": "br" } });
  expect(first.headers.get("x-cache")).toBe("HIT");
  const etag = first.headers.get("etag")!;
  expect(etag).toMatch(/^W\/"[\w-]{20,}"$/);
  for (const encoding of ["br", "gzip", "identity"]) {
    const page = await fetch(`${server.url}/services`, { headers: { "Accept-Encoding": encoding } });
    expect(page.headers.get("etag"), encoding).toBe(etag);
    for (const validator of [etag, etag.slice(2), `"other", ${etag}`]) {
      const again = await fetch(`${server.url}/services`, {
        headers: { "Accept-Encoding": encoding, "If-None-Match": validator },
      });
      expect(again.status, `${encoding} ${validator}`).toBe(304);
    }
  }
});

test("the business's structured data is a LocalBusiness with its place on the map and its profiles", async () => {
  const html = await (await fetch(`${server.url}/about-us`)).text();
  const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)].map(
    ([, json]) => JSON.parse(json!) as Record<string, unknown>,
  );
  const business = blocks.find((block) => String(block["@id"]).endsWith("/#business"));
  expect(business).toMatchObject({
    "@type": "LocalBusiness",
    geo: { "@type": "GeoCoordinates", latitude: expect.any(Number), longitude: expect.any(Number) },
    sameAs: [LINKEDIN],
  });
});
