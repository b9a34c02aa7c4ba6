import { logger } from "~/lib/log.server";
import { isDatabaseUnavailable } from "~/lib/db/unavailable.server";
import { formatDateTime } from "~/lib/time";
import { listAllPostHeadings } from "../post-queries.server";
import { isVisible } from "../visibility.server";
import { defaultMessages } from "./messages";

const log = logger("admin-blog");

export type AdminPostRow = {
  id: number;
  title: string;
  slug: string;
  status: "draft" | "published" | "scheduled";
  /** True when visitors can read it now (published, or scheduled and due). */
  live: boolean;
  publishLabel: string | null;
  updatedLabel: string;
};

/**
 * Every post for the admin list, newest first (undated drafts on top). A failure is an answer
 * with the product's message ('Error fetching posts'), not an exception: the page says what happened instead of a 500.
 */
export async function loadAdminPostList(): Promise<
  { ok: true; posts: AdminPostRow[] } | { ok: false; message: string }
> {
  try {
    const posts = await listAllPostHeadings();
    return {
      ok: true,
      posts: posts.map((post) => ({
        id: post.id,
        title: post.title,
        slug: post.slug,
        status: post.status,
        live: isVisible(post),
        publishLabel: post.publishDate ? formatDateTime(post.publishDate) : null,
        updatedLabel: formatDateTime(post.updatedAt),
      })),
    };
  } catch (error) {
    if (isDatabaseUnavailable(error)) {
      log.warn("admin list: the database is not answering", { error: error as Error });
      return { ok: false, message: defaultMessages.databaseDown };
    }
    log.error("admin list failed", { error: error as Error });
    return { ok: false, message: defaultMessages.fetch };
  }
}
