/**
 * The plain facts about a post's fields, with no Zod: the admin form in the browser reads them
 * (status options, limits) without pulling the schema library into the client bundle.
 * post-schema.ts builds the validation on top of these.
 */

export const POST_STATUSES = ["draft", "published", "scheduled"] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

export const MAX_TAGS = 5;
export const LIMITS = {
  title: 200,
  slug: 80,
  summary: 500,
  /** Characters of HTML; the API's body limit (256 KB) is the outer bound. */
  content: 200_000,
  tag: 40,
  coverAlt: 200,
} as const;

/** Lower-case letters and digits in words joined by single hyphens: "backup-3-2-1-for-nonprofits". */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * True for a string shaped like a slug. Every way of saving a post checks this shape, so nothing
 * else names a post: an address such as /blog/%00 is answered without asking the database (which
 * cannot even hold a NUL).
 */
export function isSlug(value: string | undefined): value is string {
  return value !== undefined && value.length <= LIMITS.slug && SLUG_PATTERN.test(value);
}
