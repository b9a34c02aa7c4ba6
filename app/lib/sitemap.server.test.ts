import type { ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import type { SitemapHandle } from "./sitemap";
import { collectSitemapEntries, renderSitemap, routeSitemapEntries } from "./sitemap.server";

/** A server build holding only what routeSitemapEntries reads: each route's handle. */
function buildWith(handles: (SitemapHandle | undefined)[]): ServerBuild {
  const routes = Object.fromEntries(handles.map((handle, i) => [`route-${i}`, { module: { handle } }]));
  return { routes } as unknown as ServerBuild;
}

describe("the sitemap", () => {
  it("takes route handles' lists and functions, and skips routes without one", async () => {
    const build = buildWith([
      { sitemap: [{ path: "/careers" }] },
      undefined,
      { sitemap: () => [{ path: "/services/a" }, { path: "/services/b" }] },
      { sitemap: async () => [{ path: "/" }] },
    ]);
    expect((await routeSitemapEntries(build)).map((entry) => entry.path)).toEqual([
      "/careers",
      "/services/a",
      "/services/b",
      "/",
    ]);
  });

  it("lists each path once (the later source wins), sorted, whatever the order of the sources", async () => {
    const routes = async () => [{ path: "/blog" }, { path: "/about-us" }];
    const blog = async () => [{ path: "/blog", lastmod: "2025-03-04T09:30:00.000Z" }, { path: "/blog/a-post" }];
    expect(await collectSitemapEntries([routes, blog])).toEqual([
      { path: "/about-us" },
      { path: "/blog", lastmod: "2025-03-04T09:30:00.000Z" },
      { path: "/blog/a-post" },
    ]);
    expect(
      (await collectSitemapEntries([blog, async () => [{ path: "/about-us" }]])).map((entry) => entry.path),
    ).toEqual(["/about-us", "/blog", "/blog/a-post"]);
  });

  it("renders the sitemaps.org XML, with absolute and escaped URLs", () => {
    const xml = renderSitemap("https://www.example.com", [
      { path: "/", changefreq: "weekly", priority: 1 },
      { path: "/blog", lastmod: "2025-03-04T09:30:00.000Z", changefreq: "daily", priority: 0.8 },
      { path: "/blog?page=2&x=<y>" },
    ]);
    expect(xml).toBe(
      [
        `<?xml version="1.0" encoding="UTF-8"?>`,
        `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">`,
        `  <url><loc>https://www.example.com/</loc><changefreq>weekly</changefreq><priority>1.0</priority></url>`,
        `  <url><loc>https://www.example.com/blog</loc><lastmod>2025-03-04T09:30:00.000Z</lastmod><changefreq>daily</changefreq><priority>0.8</priority></url>`,
        `  <url><loc>https://www.example.com/blog?page=2&amp;x=%3Cy%3E</loc></url>`,
        `</urlset>`,
        ``,
      ].join("\n"),
    );
  });
});
