/**
 * Every public route declares its own sitemap entries in its `handle`:
 *   export const handle: SitemapHandle = { sitemap: [{ path: "/careers" }] };
 * or, for pages made from static data (service pages), a function that lists them.
 * /sitemap.xml collects them from the route modules of the server build. Pages made from database
 * rows (blog posts) are listed by their capability instead, from a source named in
 * routes/sitemap.xml.ts: a route's handle also ships to the browser, which must not reach the database.
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
