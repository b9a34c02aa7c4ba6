/**
 * Every public route declares its own sitemap entries in its `handle`:
 *   export const handle: SitemapHandle = { sitemap: [{ path: "/careers" }] };
 * or, for pages made from data (service pages, blog posts), a function that lists them.
 * /sitemap.xml collects them from the route modules of the server build.
 */
export type SitemapEntry = {
  path: string;
  lastmod?: string;
  changefreq?: "daily" | "weekly" | "monthly" | "yearly";
  priority?: number;
};

export type SitemapHandle = {
  sitemap?: SitemapEntry[] | (() => SitemapEntry[] | Promise<SitemapEntry[]>);
};
