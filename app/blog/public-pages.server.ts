import { logger } from "~/lib/log.server";
import { formatDate } from "~/lib/time";
import { coverOf, coversOf } from "./covers.server";
import { tagList } from "./post-schema";
import { getPostBySlug, listVisiblePosts } from "./post-queries.server";
import { postView } from "./post-view.server";
import { findRedirectForSlug } from "./slug-redirects.server";

const log = logger("blog");

/**
 * A page of the public list from its ?page= value. "first" for ?page=1, whose one URL is /blog;
 * "none" for a malformed number or one past the last page; "error" when the database failed.
 */
export async function loadBlogList(raw: string | null) {
  if (raw === "1") return { state: "first" as const };
  if (raw !== null && !/^[1-9]\d{0,5}$/.test(raw)) return { state: "none" as const };
  const page = raw === null ? 1 : Number(raw);

  let result;
  let covers;
  try {
    result = await listVisiblePosts({ page });
    covers = await coversOf(result.posts);
  } catch (error) {
    log.error("could not load the blog list", { error: error as Error });
    return { state: "error" as const };
  }
  if (page > result.pageCount) return { state: "none" as const };
  return {
    state: "ok" as const,
    page: result.page,
    pageCount: result.pageCount,
    total: result.total,
    posts: result.posts.map((post) => ({
      id: post.id,
      title: post.title,
      slug: post.slug,
      summary: post.summary,
      tags: tagList(post.tags),
      cover: covers.get(post.id) ?? null,
      published: post.publishDate ? { iso: post.publishDate.toISOString(), label: formatDate(post.publishDate) } : null,
    })),
  };
}

/**
 * The visible post at this slug; "moved" with the current slug for an old slug of a visible post
 * (decision 013); "not-found" for an unknown slug, a draft or a post scheduled for later.
 */
export async function loadPublicPost(slug: string) {
  let post;
  let cover = null;
  let movedTo: string | null = null;
  try {
    post = await getPostBySlug(slug);
    if (!post) movedTo = await findRedirectForSlug(slug);
    else cover = await coverOf(post);
  } catch (error) {
    log.error("could not load a blog post", { slug, error: error as Error });
    return { state: "error" as const };
  }
  if (movedTo) return { state: "moved" as const, slug: movedTo };
  if (!post) return { state: "not-found" as const };
  return { state: "ok" as const, post: postView(post, cover) };
}
