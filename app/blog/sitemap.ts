import type { SitemapHandle } from "~/lib/sitemap";

/**
 * The blog's sitemap entries come from the database. A route's `handle` also ships to the
 * browser, which must never import server modules: the query is loaded only on the server
 * (import.meta.env.SSR is false in the client build, which drops the import).
 */
export const blogSitemap: SitemapHandle = {
  sitemap: async () => {
    if (!import.meta.env.SSR) return [];
    const { blogSitemapEntries } = await import("./sitemap-entries.server");
    return blogSitemapEntries();
  },
};
