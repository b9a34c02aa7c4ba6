// Site-wide checks over every public page: the sitemap and robots.txt, unique titles and
// descriptions, valid HTML, and a crawl that finds no broken internal link.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { APIRequestContext } from "@playwright/test";
import { Parser } from "htmlparser2";
import { samplePosts } from "../../app/blog/sample-posts";
import { PUBLIC_PATHS } from "../support/public-paths";
import { ROOT } from "../support/server-process";
import { expect, test } from "./fixtures";

/** Every link's href in a page, as the browser reads it (entities decoded). */
function linksIn(html: string): string[] {
  const hrefs: string[] = [];
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === "a" && attributes.href !== undefined) hrefs.push(attributes.href);
      },
    },
    { decodeEntities: true },
  );
  parser.end(html);
  return hrefs;
}

async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const xml = await (await request.get("/sitemap.xml")).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
}

/**
 * The site's own pages from the sitemap: every page but the blog posts that other tests publish
 * through the API (XSS vectors, contract-test titles); the sample posts a new site starts with
 * are real copy and are checked.
 */
async function sitePages(request: APIRequestContext): Promise<string[]> {
  const samples = new Set(samplePosts.map((post) => `/blog/${post.slug}`));
  return (await sitemapPaths(request)).filter((pathname) => !pathname.startsWith("/blog/") || samples.has(pathname));
}

/** Reads a meta tag's content as a visitor (or a search engine) sees it: entities decoded. */
function metaContent(html: string, name: string): string | undefined {
  const raw = new RegExp(`<meta name="${name}" content="([^"]*)"`).exec(html)?.[1];
  return raw
    ?.replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

test.describe("site-wide", () => {
  // These read what the server sends; the browser's JavaScript setting changes nothing, so they
  // run once, in the JavaScript-on project (the crawl below runs in both).
  test.beforeEach(({}, testInfo) => {
    test.skip(
      testInfo.project.use.javaScriptEnabled === false && !testInfo.title.startsWith("crawl"),
      "server output only: checked once, in the js-on project",
    );
  });

  test("sitemap.xml is well-formed XML listing every public page, and robots.txt points to it", async ({
    page,
    request,
    baseURL,
  }) => {
    const response = await request.get("/sitemap.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("application/xml");
    const xml = await response.text();
    await page.goto("/");
    const parsed = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, "application/xml");
      return {
        error: doc.querySelector("parsererror")?.textContent ?? null,
        root: doc.documentElement.namespaceURI + " " + doc.documentElement.localName,
        locs: [...doc.getElementsByTagName("loc")].map((loc) => loc.textContent ?? ""),
      };
    }, xml);
    expect(parsed.error).toBeNull();
    expect(parsed.root).toBe("http://www.sitemaps.org/schemas/sitemap/0.9 urlset");
    for (const loc of parsed.locs) expect(new URL(loc).origin).toBe(new URL(baseURL!).origin);
    const paths = parsed.locs.map((loc) => new URL(loc).pathname);
    expect(new Set(paths).size).toBe(paths.length);
    for (const expected of PUBLIC_PATHS) expect(paths, `sitemap lists ${expected}`).toContain(expected);
    expect(paths).not.toContain("/about");

    const robots = await request.get("/robots.txt");
    expect(robots.status()).toBe(200);
    expect(await robots.text()).toContain(`Sitemap: ${new URL("/sitemap.xml", baseURL).toString()}`);
  });

  test("every public page answers 200 with its own title, description and canonical URL", async ({
    request,
    baseURL,
  }) => {
    const titles = new Map<string, string>();
    const descriptions = new Map<string, string>();
    for (const pathname of await sitePages(request)) {
      const response = await request.get(pathname);
      expect(response.status(), pathname).toBe(200);
      const html = await response.text();
      const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
      const description = metaContent(html, "description");
      expect(title, `${pathname} has a title`).toBeTruthy();
      expect(description, `${pathname} has a description`).toBeTruthy();
      expect(description!.length, `${pathname} description length`).toBeGreaterThanOrEqual(50);
      expect(description!.length, `${pathname} description length`).toBeLessThanOrEqual(160);
      expect(titles.get(title!), `${pathname} repeats the title of ${titles.get(title!)}`).toBeUndefined();
      expect(
        descriptions.get(description!),
        `${pathname} repeats the description of ${descriptions.get(description!)}`,
      ).toBeUndefined();
      titles.set(title!, pathname);
      descriptions.set(description!, pathname);
      expect(html).toContain(`<link rel="canonical" href="${new URL(pathname, baseURL).toString()}"/>`);
      expect(html).toContain('<meta property="og:title"');
      expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>');
      expect((html.match(/<h1[\s>]/g) ?? []).length, `${pathname} has one h1`).toBe(1);
    }
    expect(titles.size).toBeGreaterThanOrEqual(PUBLIC_PATHS.length);
  });

  test("every public page is valid HTML (vnu, errors only)", async ({ request }) => {
    test.setTimeout(120_000);
    const dir = mkdtempSync(path.join(os.tmpdir(), "vnu-"));
    try {
      const files: string[] = [];
      for (const pathname of [...(await sitePages(request)), "/no-such-page"]) {
        const html = await (await request.get(pathname)).text();
        const file = path.join(dir, `${pathname.replace(/\//g, "_") || "_"}.html`);
        writeFileSync(file, html);
        files.push(file);
      }
      // One JVM for all pages; vnu exits non-zero and prints JSON messages when it finds errors.
      let report = "";
      try {
        execFileSync(
          "java",
          [
            "-jar",
            path.join(ROOT, "node_modules/vnu-jar/build/dist/vnu.jar"),
            "--errors-only",
            "--format",
            "json",
            ...files,
          ],
          {
            encoding: "utf8",
            stdio: ["ignore", "pipe", "pipe"],
            // The CSS checker's messages alone run past Node's default 1 MB; a cut report is not JSON.
            maxBuffer: 256 * 1024 * 1024,
          },
        );
      } catch (error) {
        report = String((error as { stderr?: string }).stderr ?? error);
      }
      const all = report
        ? (JSON.parse(report) as { messages: { url: string; message: string; extract?: string }[] }).messages
        : [];
      // vnu's CSS checker predates what Tailwind 4 emits (@property, margin-trim…) and reports the
      // inlined stylesheet; the generated CSS is not the HTML under test. Every other message counts.
      const messages = all.filter((m) => !m.message.startsWith("CSS:"));
      expect(messages.map((m) => `${path.basename(m.url)}: ${m.message} [${m.extract ?? ""}]`)).toEqual([]);
      expect(files.length).toBeGreaterThanOrEqual(PUBLIC_PATHS.length);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test("the validator used above does report invalid HTML", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "vnu-bad-"));
    try {
      const file = path.join(dir, "bad.html");
      writeFileSync(file, "<!doctype html><html lang=en><head><title>x</title></head><body><p><div></p></body></html>");
      expect(() =>
        execFileSync(
          "java",
          ["-jar", path.join(ROOT, "node_modules/vnu-jar/build/dist/vnu.jar"), "--errors-only", file],
          { stdio: "pipe" },
        ),
      ).toThrow();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test("redirects and missing pages answer with the right status", async ({ request }) => {
    const about = await request.get("/about", { maxRedirects: 0 });
    expect(about.status()).toBe(301);
    expect(about.headers().location).toBe("/about-us");
    expect((await request.get("/services/unknown")).status()).toBe(404);
    expect((await request.get("/support/unknown")).status()).toBe(404);
  });

  test("crawl: every internal link from the home page, header and footer, and from every page they lead to, works", async ({
    page,
    request,
    baseURL,
  }) => {
    // Reads every page's links from what the server sends; opens in the browser (where the fixture
    // checks its console and judges it with axe) every public page and a few of each other kind:
    // other tests add dozens of posts, each one more page of the same kind.
    test.setTimeout(300_000);
    const origin = new URL(baseURL!).origin;
    const queue = ["/"];
    const seen = new Set<string>(queue);
    const broken: string[] = [];
    const openedOfKind = new Map<string, number>();
    while (queue.length > 0 && seen.size < 200) {
      const current = queue.shift()!;
      // Feeds and other files are checked by status; only HTML pages are opened in the browser.
      const fetched = await request.get(current);
      if (fetched.status() >= 400) {
        broken.push(`${current} answered ${fetched.status()}`);
        continue;
      }
      if (!(fetched.headers()["content-type"] ?? "").includes("text/html")) continue;
      const kind = current.split("/").slice(0, 2).join("/") + (current.split("/").length > 2 ? "/*" : "");
      const opened = openedOfKind.get(kind) ?? 0;
      if (PUBLIC_PATHS.includes(current) || opened < 3) {
        openedOfKind.set(kind, opened + 1);
        const response = await page.goto(current);
        if (!response || response.status() >= 400) {
          broken.push(`${current} answered ${response?.status()} in the browser`);
          continue;
        }
      }
      const hrefs = linksIn(await fetched.text());
      const fragments: { page: string; id: string }[] = [];
      for (const href of hrefs) {
        if (/^(mailto:|tel:)/.test(href)) continue;
        const url = new URL(href, new URL(current, origin));
        if (url.origin !== origin) continue;
        // The query is part of the target: a section may show only for it (/book/<day>?at=…#details).
        if (url.hash && url.hash !== "#")
          fragments.push({ page: `${url.pathname}${url.search}`, id: url.hash.slice(1) });
        if (!seen.has(url.pathname)) {
          seen.add(url.pathname);
          queue.push(url.pathname);
        }
      }
      // Followed at once: a day's times are links to their own details, and a time another test
      // books meanwhile loses them.
      for (const { page: target, id } of fragments) {
        const html = await (await request.get(target)).text();
        if (!html.includes(`id="${id}"`)) broken.push(`${current} links to ${target}#${id}, which has no such id`);
      }
    }
    expect(broken).toEqual([]);
    for (const expected of PUBLIC_PATHS) expect(seen, `the crawl reaches ${expected}`).toContain(expected);
  });
});
