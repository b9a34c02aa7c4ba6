import { and, eq, ne, sql } from "drizzle-orm";
import { getDb, type Database } from "~/lib/db/client.server";
import { postSlugRedirects, posts } from "./tables";
import { isSlug } from "./post-fields";
import { visibleToPublic } from "./visibility.server";

/**
 * Old addresses of posts (decision 013). When a post that the public could see changes its slug,
 * its old slug is kept here and /blog/<old> answers 301 to the current one. A slug that still
 * leads to one post cannot be taken by another: old links must keep reaching what they linked to.
 * The helpers that take a `tx` run inside the post writes' transactions.
 */

type Tx = Pick<Database, "select" | "insert" | "delete" | "execute">;

/**
 * Serialises every writer that claims or gives up one of these slugs (creating a post, renaming
 * one), so "is this slug free of posts and redirects" and the write that takes it cannot
 * interleave with another writer's. Locks are taken in a fixed order so two renames never deadlock.
 */
export async function lockSlugs(tx: Tx, slugs: string[]): Promise<void> {
  for (const slug of [...new Set(slugs)].sort()) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`post-slug:${slug}`}, 0))`);
  }
}

/** The other post that `slug` redirects to, if any (`exceptPostId`'s own old slugs do not count). */
export async function redirectingElsewhere(
  tx: Tx,
  slug: string,
  exceptPostId?: number,
): Promise<{ postId: number; title: string } | null> {
  const where =
    exceptPostId === undefined
      ? eq(postSlugRedirects.oldSlug, slug)
      : and(eq(postSlugRedirects.oldSlug, slug), ne(postSlugRedirects.postId, exceptPostId));
  const [row] = await tx
    .select({ postId: postSlugRedirects.postId, title: posts.title })
    .from(postSlugRedirects)
    .innerJoin(posts, eq(posts.id, postSlugRedirects.postId))
    .where(where);
  return row ?? null;
}

/**
 * After a post's slug changed from `from` to `to`: the post owns `to` again if it was one of its
 * old slugs, and `from` becomes a redirect when the public could reach the post there. A draft's
 * slug was never a public address, so nothing is kept for it.
 */
export async function recordSlugChange(
  tx: Tx,
  change: { postId: number; from: string; to: string; wasPublic: boolean },
): Promise<void> {
  await tx.delete(postSlugRedirects).where(eq(postSlugRedirects.oldSlug, change.to));
  if (!change.wasPublic) return;
  await tx
    .insert(postSlugRedirects)
    .values({ oldSlug: change.from, postId: change.postId })
    .onConflictDoUpdate({ target: postSlugRedirects.oldSlug, set: { postId: change.postId, createdAt: sql`now()` } });
}

/** The old slugs that lead to a post (shown to staff on the edit page). */
export async function oldSlugsOf(db: Pick<Database, "select">, postId: number): Promise<string[]> {
  const rows = await db
    .select({ slug: postSlugRedirects.oldSlug })
    .from(postSlugRedirects)
    .where(eq(postSlugRedirects.postId, postId))
    .orderBy(postSlugRedirects.createdAt);
  return rows.map((row) => row.slug);
}

/**
 * The current slug of the visible post that `oldSlug` used to name, or null. Only visible posts
 * are followed, so an old link never reveals a post that has since gone back to draft.
 */
export async function findRedirectForSlug(oldSlug: string): Promise<string | null> {
  if (!isSlug(oldSlug)) return null;
  const [row] = await getDb()
    .select({ slug: posts.slug })
    .from(postSlugRedirects)
    .innerJoin(posts, eq(posts.id, postSlugRedirects.postId))
    .where(and(eq(postSlugRedirects.oldSlug, oldSlug), visibleToPublic));
  return row?.slug ?? null;
}
