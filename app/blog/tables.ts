// The blog's tables: posts and the old slugs that lead to them.

import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  check,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import { images } from "../images/tables";

/**
 * Blog posts. A post is visible to the public when it is published, or scheduled with a publish
 * date that has passed: decided in SQL at read time (see app/blog/visibility.server.ts), so no job has
 * to flip a status on time. Published and scheduled posts always have a publish date.
 */
export const posts = pgTable(
  "posts",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    title: text("title").notNull(),
    slug: text("slug").notNull(),
    summary: text("summary").notNull().default(""),
    /** Sanitized HTML (sanitized again when rendered). */
    content: text("content").notNull(),
    /** Comma-separated, at most 5 (enforced by the post schema). */
    tags: text("tags").notNull().default(""),
    status: text("status", { enum: ["draft", "published", "scheduled"] })
      .notNull()
      .default("draft"),
    publishDate: timestamp("publish_date", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true })
      .notNull()
      .default(sql`now()`),
    updatedAt: timestamp("updated_at", { withTimezone: true })
      .notNull()
      .default(sql`now()`),
    /** The cover image (app/images/), optional; its alt text is required with it (see the images section). */
    coverImageId: uuid("cover_image_id").references((): AnyPgColumn => images.id),
    coverAlt: text("cover_alt").notNull().default(""),
  },
  (table) => [
    uniqueIndex("posts_slug_key").on(table.slug),
    check("posts_cover_alt_check", sql`${table.coverImageId} is null or length(trim(${table.coverAlt})) > 0`),
    index("posts_cover_image_id_idx").on(table.coverImageId),
    check("posts_status_check", sql`${table.status} in ('draft', 'published', 'scheduled')`),
    check("posts_publish_date_check", sql`${table.status} = 'draft' or ${table.publishDate} is not null`),
    // At most 5 tags, enforced rather than only stated in a label, also for rows written without the post schema.
    check("posts_tags_check", sql`cardinality(string_to_array(${table.tags}, ',')) <= 5`),
    // The public list: newest first among the posts that can be visible. NULLS FIRST matches
    // Drizzle's desc() ordering (plain DESC, nulls first) on both columns, so the planner walks this index.
    index("posts_public_list_idx")
      .on(table.publishDate.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`${table.status} in ('published', 'scheduled')`),
  ],
);

/**
 * Old slugs of posts whose public address changed: /blog/<old_slug> answers 301 to the post's
 * current slug. Keyed by the old slug (one slug leads to one post); removed with the post.
 */
export const postSlugRedirects = pgTable(
  "post_slug_redirects",
  {
    oldSlug: text("old_slug").primaryKey(),
    postId: bigint("post_id", { mode: "number" })
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  // Deleting a post cascades here; the index keeps that (and "which old slugs lead to post N") cheap.
  (table) => [index("post_slug_redirects_post_id_idx").on(table.postId)],
);
