import type { SitemapEntry } from "~/lib/sitemap";
import { logger } from "~/lib/log.server";
import { listVisibleSlugs } from "./posts.server";

const log = logger("blog");

/** /blog and every visible post, with the post's last change as lastmod. */
export async function blogSitemapEntries(): Promise<SitemapEntry[]> {
  const list: SitemapEntry = { path: "/blog", changefreq: "daily", priority: 0.8 };
  try {
    const posts = await listVisibleSlugs();
    return [
      { ...list, ...(posts.length ? { lastmod: new Date(Math.max(...posts.map((p) => p.updatedAt.getTime()))).toISOString() } : {}) },
      ...posts.map((post) => ({ path: `/blog/${post.slug}`, lastmod: post.updatedAt.toISOString(), changefreq: "monthly" as const, priority: 0.6 })),
    ];
  } catch (error) {
    // The rest of the sitemap is still worth serving while the database is away.
    log.warn("sitemap: could not list the blog posts", { error: error as Error });
    return [list];
  }
}
