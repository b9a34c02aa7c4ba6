import { and, desc, eq, sql } from "drizzle-orm";
import { getDb, type Database } from "~/lib/db/client.server";
import { posts } from "./tables";
import { inTransaction } from "~/lib/db/unavailable.server";
import type { Post } from "./post";
import { isSlug } from "./post-fields";
import { excerpt, htmlToText, sanitizePostHtml } from "./sanitize.server";
import { visibleToPublic } from "./visibility.server";

/** A post in a list: no content, and a summary that is never empty (an excerpt if none was written). */
type PostListItem = Pick<
  Post,
  "id" | "title" | "slug" | "summary" | "tags" | "status" | "publishDate" | "updatedAt" | "coverImageId" | "coverAlt"
>;

export type PostPage = {
  posts: PostListItem[];
  page: number;
  pageSize: number;
  total: number;
  /** At least 1: an empty blog still has its first page. */
  pageCount: number;
};

export const PAGE_SIZE = 10;

export const newestFirst = [desc(posts.publishDate), desc(posts.id)] as const;

const listColumns = {
  id: posts.id,
  title: posts.title,
  slug: posts.slug,
  summary: posts.summary,
  tags: posts.tags,
  status: posts.status,
  publishDate: posts.publishDate,
  updatedAt: posts.updatedAt,
  coverImageId: posts.coverImageId,
  coverAlt: posts.coverAlt,
  // Only posts without a summary need (the start of) their content, for an excerpt.
  contentHead: sql<string>`case when ${posts.summary} = '' then left(${posts.content}, 4000) else '' end`,
};

type ListRow = PostListItem & { contentHead: string };

function toListItem({ contentHead, ...row }: ListRow): PostListItem {
  return { ...row, summary: row.summary || excerpt(htmlToText(sanitizePostHtml(contentHead)), 220) };
}

/** The query behind a page of the public list (exported for the EXPLAIN test). */
export function visiblePageQuery(db: Pick<Database, "select">, { limit, offset }: { limit: number; offset: number }) {
  return db
    .select(listColumns)
    .from(posts)
    .where(visibleToPublic)
    .orderBy(...newestFirst)
    .limit(limit)
    .offset(offset);
}

/** One page of the public list, newest first. A page past the end comes back with no posts. */
export async function listVisiblePosts({
  page = 1,
  pageSize = PAGE_SIZE,
}: { page?: number; pageSize?: number } = {}): Promise<PostPage> {
  if (!Number.isInteger(page) || page < 1) throw new RangeError(`page must be a positive integer, not ${page}`);
  const db = getDb();
  // One snapshot and one now() for the count and the page.
  return inTransaction(
    db,
    async (tx) => {
      const [counted] = await tx
        .select({ total: sql<number>`count(*)::int` })
        .from(posts)
        .where(visibleToPublic);
      const total = counted?.total ?? 0;
      const rows =
        total > (page - 1) * pageSize
          ? await visiblePageQuery(tx, { limit: pageSize, offset: (page - 1) * pageSize })
          : [];
      return {
        posts: rows.map(toListItem),
        page,
        pageSize,
        total,
        pageCount: Math.max(1, Math.ceil(total / pageSize)),
      };
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
}

/** Every post, drafts and future ones included: drafts without a date first, then newest first. */
export async function listAllPosts(): Promise<Post[]> {
  return getDb()
    .select()
    .from(posts)
    .orderBy(...newestFirst);
}

/** Every post without its content, in the same order as listAllPosts (the admin list). */
export async function listAllPostHeadings(): Promise<
  Pick<Post, "id" | "title" | "slug" | "status" | "publishDate" | "updatedAt">[]
> {
  return getDb()
    .select({
      id: posts.id,
      title: posts.title,
      slug: posts.slug,
      status: posts.status,
      publishDate: posts.publishDate,
      updatedAt: posts.updatedAt,
    })
    .from(posts)
    .orderBy(...newestFirst);
}

/** The visible posts, whole, newest first; the newest `limit` only when given (the RSS feed). */
export async function listVisiblePostsFull({ limit }: { limit?: number } = {}): Promise<Post[]> {
  const query = getDb()
    .select()
    .from(posts)
    .where(visibleToPublic)
    .orderBy(...newestFirst);
  return limit === undefined ? query : query.limit(limit);
}

type Visibility = { includeHidden?: boolean };

export async function getPostById(id: number, { includeHidden = false }: Visibility = {}): Promise<Post | null> {
  if (!Number.isSafeInteger(id) || id < 1) return null;
  const where = includeHidden ? eq(posts.id, id) : and(eq(posts.id, id), visibleToPublic);
  const [row] = await getDb().select().from(posts).where(where);
  return row ?? null;
}

export async function getPostBySlug(slug: string, { includeHidden = false }: Visibility = {}): Promise<Post | null> {
  if (!isSlug(slug)) return null;
  const where = includeHidden ? eq(posts.slug, slug) : and(eq(posts.slug, slug), visibleToPublic);
  const [row] = await getDb().select().from(posts).where(where);
  return row ?? null;
}
