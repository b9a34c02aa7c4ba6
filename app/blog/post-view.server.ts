import { formatDateTime } from "~/lib/time";
import type { PostCover } from "./components";
import type { Post } from "./post";
import { tagList } from "./post-schema";
import { excerpt, htmlToText, sanitizePostHtml } from "./sanitize.server";

/**
 * What the post page shows of a post, prepared on the server: the public page and the admin's
 * preview both render this, so a preview is exactly what visitors will see.
 */
export function postView(post: Post, cover: PostCover | null = null) {
  // Stored HTML was sanitized when saved; it is sanitized again on its way to the page.
  const html = sanitizePostHtml(post.content);
  // A draft without a date previews with the time it was written.
  const published = post.publishDate ?? post.createdAt;
  return {
    title: post.title,
    slug: post.slug,
    // Search results show about 160 characters; a longer summary is cut at a word.
    description: excerpt(post.summary || htmlToText(html), 159),
    tags: tagList(post.tags),
    html,
    published: { iso: published.toISOString(), label: formatDateTime(published) },
    modifiedIso: post.updatedAt.toISOString(),
    cover,
  };
}
