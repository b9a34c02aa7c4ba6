import type { SitemapEntry, SitemapHandle } from "~/lib/sitemap";

/**
 * The blog's sitemap entries come from the database, but a route's `handle` also ships to the
 * browser, which must never import server modules (not even lazily: Vite's dev server refuses the
 * import). So the handle asks whoever registered a source: the post service registers one when
 * the server loads it (posts.server.ts). Without a source (the browser), only /blog is listed.
 */
type Source = () => Promise<SitemapEntry[]>;

let source: Source | undefined;

export function provideBlogSitemap(next: Source): void {
  source = next;
}

export const blogSitemap: SitemapHandle = {
  sitemap: () => (source ? source() : Promise.resolve([{ path: "/blog", changefreq: "daily", priority: 0.8 }])),
};
