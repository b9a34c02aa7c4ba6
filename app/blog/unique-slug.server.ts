import { eq, or, sql } from "drizzle-orm";
import type { Database } from "~/lib/db/client.server";
import { postSlugRedirects, posts } from "./tables";
import { pgCode } from "~/lib/db/unavailable.server";
import { LIMITS, slugify } from "./post-schema";

/** The insert or update broke the unique index on slugs: another writer took the slug first. */
export function isSlugClash(error: unknown): boolean {
  if (pgCode(error) !== "23505") return false;
  for (let e: unknown = error; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    if ((e as { constraint?: unknown }).constraint === "posts_slug_key") return true;
  }
  return false;
}

/** The first of base, base-2, base-3… that no post uses and no old address keeps (at the time of asking). */
export async function freeSlug(db: Database, base: string): Promise<string> {
  const similar = `^${base}-[0-9]+$`;
  const [used, redirecting] = await Promise.all([
    db
      .select({ slug: posts.slug })
      .from(posts)
      .where(or(eq(posts.slug, base), sql`${posts.slug} ~ ${similar}`)),
    db
      .select({ slug: postSlugRedirects.oldSlug })
      .from(postSlugRedirects)
      .where(or(eq(postSlugRedirects.oldSlug, base), sql`${postSlugRedirects.oldSlug} ~ ${similar}`)),
  ]);
  const taken = new Set([...used, ...redirecting].map((row) => row.slug));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const suffix = `-${n}`;
    const candidate = `${slugify(base, LIMITS.slug - suffix.length) || base.slice(0, LIMITS.slug - suffix.length)}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}
