import { sql, type SQL } from "drizzle-orm";
import { getDb } from "~/lib/db/client.server";
import { posts } from "./tables";
import type { Post } from "./post";

/**
 * Visible to the public: published, or scheduled with a publish date that has passed, decided by
 * the database clock at read time. Written with literal constants so the planner can match the
 * partial index posts_public_list_idx (status in ('published', 'scheduled')).
 */
export const visibleToPublic: SQL = sql`(${posts.status} = 'published' or (${posts.status} = 'scheduled' and ${posts.publishDate} <= now()))`;

/** True when the public may see the post right now (the same rule as the SQL, for one post in hand). */
export function isVisible(post: Pick<Post, "status" | "publishDate">, now = new Date()): boolean {
  return (
    post.status === "published" || (post.status === "scheduled" && post.publishDate !== null && post.publishDate <= now)
  );
}

/**
 * When the public view of the blog next changes by itself: the earliest scheduled post still in
 * the future, or null. Pages cached before then must be rendered again at that moment.
 */
export async function nextScheduledPublish(): Promise<Date | null> {
  const [row] = await getDb()
    .select({ at: sql<Date | null>`min(${posts.publishDate})`.mapWith((value) => (value ? new Date(value) : null)) })
    .from(posts)
    .where(sql`${posts.status} = 'scheduled' and ${posts.publishDate} > now()`);
  return row?.at ?? null;
}
