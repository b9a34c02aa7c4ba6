import { sql } from "drizzle-orm";
import { getDb } from "~/lib/db/client.server";
import { posts } from "./tables";
import { dataSeeds } from "~/lib/db/shared-tables";
import { getEnv } from "~/lib/env.server";
import { logger } from "~/lib/log.server";
import { site } from "~/content/site";
import { samplePosts } from "./sample-posts";
import { sanitizePostHtml } from "./sanitize.server";

const log = logger("blog");

/** Any constant works; it only has to be the same for every instance of this app. */
const SEED_LOCK = 727_005;
const SEED_NAME = "blog-sample-posts";

export type SeedResult = "seeded" | "already-ran" | "has-posts" | "disabled";

/**
 * Writes the sample posts once, into a posts table that has never been seeded and is empty.
 * One transaction under an advisory lock, so two instances booting together seed once; the
 * `data_seeds` row means posts deleted later by staff never come back at the next start.
 */
export async function seedSamplePosts(): Promise<SeedResult> {
  if (getEnv().BLOG_SEED === "off") return "disabled";
  return getDb().transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const marked = await tx.insert(dataSeeds).values({ name: SEED_NAME }).onConflictDoNothing().returning();
    if (marked.length === 0) return "already-ran";
    const existing = await tx.select({ id: posts.id }).from(posts).limit(1);
    if (existing.length > 0) return "has-posts";
    await tx.insert(posts).values(
      samplePosts.map((post) => ({
        title: post.title,
        slug: post.slug,
        summary: post.summary,
        tags: post.tags,
        status: post.status,
        content: sanitizePostHtml(post.content.trim()),
        // 10:00 in the morning, Atlanta time (site.timeZone), so the dates read like a real publishing rhythm.
        publishDate:
          post.daysFromNow === null
            ? null
            : sql`(date_trunc('day', (now() at time zone ${site.timeZone}) + make_interval(days => ${post.daysFromNow}::int)) + interval '10 hours') at time zone ${site.timeZone}`,
      })),
    );
    return "seeded";
  });
}

/** For start-up: seeds when it should, and never stops the site from starting over sample posts. */
export async function seedBlogOnStart(): Promise<void> {
  try {
    const result = await seedSamplePosts();
    if (result === "seeded") log.info(`wrote ${samplePosts.length} sample blog posts into the empty posts table`);
    if (result === "disabled") log.info("BLOG_SEED=off: no sample blog posts");
  } catch (error) {
    log.error("could not write the sample blog posts; the blog starts empty", { error: error as Error });
  }
}
