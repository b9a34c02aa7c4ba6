import type { posts } from "./tables";

/**
 * A post as stored: `content` is sanitized HTML, `tags` comma-separated ("Schools, Cybersecurity").
 * The public pages, the feeds, the JSON API and the admin screens all read and write posts through
 * the blog's post modules (queries, visibility, writes), so they share one set of rules.
 */
export type Post = typeof posts.$inferSelect;
