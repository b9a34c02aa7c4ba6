import { getDb } from "~/lib/db/client.server";
import { posts } from "./tables";
import { logger } from "~/lib/log.server";
import type { SitemapEntry } from "~/lib/sitemap";
import { newestFirst } from "./post-queries.server";
import { visibleToPublic } from "./visibility.server";

/** Slug and last change of every visible post (for the sitemap). */
export async function listVisibleSlugs(): Promise<{ slug: string; updatedAt: Date }[]> {
  return getDb()
    .select({ slug: posts.slug, updatedAt: posts.updatedAt })
    .from(posts)
    .where(visibleToPublic)
    .orderBy(...newestFirst);
}

/** /blog and every visible post, lastmod = the post's last change (the newest of them for /blog). */
export async function blogSitemapEntries(): Promise<SitemapEntry[]> {
  const list: SitemapEntry = { path: "/blog", changefreq: "daily", priority: 0.8 };
  try {
    const visible = await listVisibleSlugs();
    const newest = Math.max(...visible.map((post) => post.updatedAt.getTime()));
    return [
      visible.length ? { ...list, lastmod: new Date(newest).toISOString() } : list,
      ...visible.map((post) => ({
        path: `/blog/${post.slug}`,
        lastmod: post.updatedAt.toISOString(),
        changefreq: "monthly" as const,
        priority: 0.6,
      })),
    ];
  } catch (error) {
    // The rest of the sitemap is still worth serving while the database is away.
    logger("blog").warn("sitemap: could not list the blog posts", { error: error as Error });
    return [list];
  }
}
