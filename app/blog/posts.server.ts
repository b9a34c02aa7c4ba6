import { and, desc, eq, or, sql, type SQL } from "drizzle-orm";
import { getDb, type Database } from "~/lib/db/client.server";
import { inTransaction, pgCode } from "~/lib/db/unavailable.server";
import { postSlugRedirects, posts } from "~/lib/db/schema";
import { logger } from "~/lib/log.server";
import type { SitemapEntry } from "~/lib/sitemap";
import { isSlug } from "./post-fields";
import { LIMITS, slugify, type PostInput, type PostStatus } from "./post-schema";
import { excerpt, hasVisibleContent, htmlToText, sanitizePostHtml } from "./sanitize.server";
import { provideBlogSitemap } from "./sitemap";
import { lockSlugs, recordSlugChange, redirectingElsewhere } from "./slug-redirects.server";

/**
 * The blog's one way in and out of the posts table: the public pages, the feeds, the JSON API and
 * the admin screens all go through here.
 */

export type Post = {
  id: number;
  title: string;
  slug: string;
  summary: string;
  /** Sanitized HTML. */
  content: string;
  /** Comma-separated ("Schools, Cybersecurity"). */
  tags: string;
  status: PostStatus;
  publishDate: Date | null;
  createdAt: Date;
  updatedAt: Date;
};

/** A post in a list: no content, and a summary that is never empty (an excerpt if none was written). */
export type PostListItem = Pick<Post, "id" | "title" | "slug" | "summary" | "tags" | "status" | "publishDate" | "updatedAt">;

export type PostPage = {
  posts: PostListItem[];
  page: number;
  pageSize: number;
  total: number;
  /** At least 1: an empty blog still has its first page. */
  pageCount: number;
};

export const PAGE_SIZE = 10;

export class PostValidationError extends Error {
  override name = "PostValidationError";
  constructor(readonly fields: Record<string, string>) {
    super(Object.values(fields).join(" "));
  }
}

export class SlugTakenError extends Error {
  override name = "SlugTakenError";
  constructor(
    readonly slug: string,
    message = `Another post already uses the slug "${slug}".`,
    /** What to say next to the slug field. */
    readonly fieldMessage = "Another post already uses this slug.",
  ) {
    super(message);
  }
}

/** The slug is an old address of another post and still redirects there (decision 013). */
export class SlugRedirectsError extends SlugTakenError {
  override name = "SlugRedirectsError";
  constructor(slug: string, readonly redirectsTo: { postId: number; title: string }) {
    const message = `/blog/${slug} is an old address of “${redirectsTo.title}” and still redirects there.`;
    super(slug, message, `${message} Choose another slug.`);
  }
}

/** Someone saved the post after the editor loaded it: the save is refused, nothing is overwritten. */
export class PostConflictError extends Error {
  override name = "PostConflictError";
  constructor(
    readonly id: number,
    /** The version the editor would need to have loaded: the post's current one. */
    readonly currentVersion: string,
    readonly currentUpdatedAt: Date,
  ) {
    super("Someone else saved this post after you opened it, so your changes were not saved.");
  }
}

export class PostNotFoundError extends Error {
  override name = "PostNotFoundError";
  constructor(readonly id: number) {
    super(`No post with id ${id}.`);
  }
}

/**
 * Visible to the public: published, or scheduled with a publish date that has passed, decided by
 * the database clock at read time. Written with literal constants so the planner can match the
 * partial index posts_public_list_idx (status in ('published', 'scheduled')).
 */
export const visibleToPublic: SQL = sql`(${posts.status} = 'published' or (${posts.status} = 'scheduled' and ${posts.publishDate} <= now()))`;

const newestFirst = [desc(posts.publishDate), desc(posts.id)] as const;

const listColumns = {
  id: posts.id,
  title: posts.title,
  slug: posts.slug,
  summary: posts.summary,
  tags: posts.tags,
  status: posts.status,
  publishDate: posts.publishDate,
  updatedAt: posts.updatedAt,
  // Only posts without a summary need (the start of) their content, for an excerpt.
  contentHead: sql<string>`case when ${posts.summary} = '' then left(${posts.content}, 4000) else '' end`,
};

type ListRow = PostListItem & { contentHead: string };

function toListItem({ contentHead, ...row }: ListRow): PostListItem {
  return { ...row, summary: row.summary || excerpt(htmlToText(sanitizePostHtml(contentHead)), 220) };
}

/** The query behind a page of the public list (exported for the EXPLAIN test). */
export function visiblePageQuery(db: Pick<Database, "select">, { limit, offset }: { limit: number; offset: number }) {
  return db.select(listColumns).from(posts).where(visibleToPublic).orderBy(...newestFirst).limit(limit).offset(offset);
}

/** One page of the public list, newest first. A page past the end comes back with no posts. */
export async function listVisiblePosts({ page = 1, pageSize = PAGE_SIZE }: { page?: number; pageSize?: number } = {}): Promise<PostPage> {
  if (!Number.isInteger(page) || page < 1) throw new RangeError(`page must be a positive integer, not ${page}`);
  const db = getDb();
  // One snapshot and one now() for the count and the page.
  return inTransaction(
    db,
    async (tx) => {
      const [counted] = await tx.select({ total: sql<number>`count(*)::int` }).from(posts).where(visibleToPublic);
      const total = counted?.total ?? 0;
      const rows = total > (page - 1) * pageSize ? await visiblePageQuery(tx, { limit: pageSize, offset: (page - 1) * pageSize }) : [];
      return { posts: rows.map(toListItem), page, pageSize, total, pageCount: Math.max(1, Math.ceil(total / pageSize)) };
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
}

/** Every post, drafts and future ones included: drafts without a date first, then newest first. */
export async function listAllPosts(): Promise<Post[]> {
  return (await getDb().select().from(posts).orderBy(...newestFirst)) as Post[];
}

/** Every post without its content, in the same order as listAllPosts (the admin list). */
export async function listAllPostHeadings(): Promise<Pick<Post, "id" | "title" | "slug" | "status" | "publishDate" | "updatedAt">[]> {
  return getDb()
    .select({ id: posts.id, title: posts.title, slug: posts.slug, status: posts.status, publishDate: posts.publishDate, updatedAt: posts.updatedAt })
    .from(posts)
    .orderBy(...newestFirst);
}

/** The visible posts, whole, newest first; the newest `limit` only when given (the RSS feed). */
export async function listVisiblePostsFull({ limit }: { limit?: number } = {}): Promise<Post[]> {
  const query = getDb().select().from(posts).where(visibleToPublic).orderBy(...newestFirst);
  return (await (limit === undefined ? query : query.limit(limit))) as Post[];
}

/** Slug and last change of every visible post (for the sitemap). */
export async function listVisibleSlugs(): Promise<{ slug: string; updatedAt: Date }[]> {
  return getDb().select({ slug: posts.slug, updatedAt: posts.updatedAt }).from(posts).where(visibleToPublic).orderBy(...newestFirst);
}

/** /blog and every visible post, lastmod = the post's last change (the newest of them for /blog). */
export async function blogSitemapEntries(): Promise<SitemapEntry[]> {
  const list: SitemapEntry = { path: "/blog", changefreq: "daily", priority: 0.8 };
  try {
    const visible = await listVisibleSlugs();
    const newest = Math.max(...visible.map((post) => post.updatedAt.getTime()));
    return [
      visible.length ? { ...list, lastmod: new Date(newest).toISOString() } : list,
      ...visible.map((post) => ({
        path: `/blog/${post.slug}`,
        lastmod: post.updatedAt.toISOString(),
        changefreq: "monthly" as const,
        priority: 0.6,
      })),
    ];
  } catch (error) {
    // The rest of the sitemap is still worth serving while the database is away.
    logger("blog").warn("sitemap: could not list the blog posts", { error: error as Error });
    return [list];
  }
}

// Route handles reach the browser too, so they cannot import this module: the blog route's
// sitemap handle asks the source registered here (see ./sitemap.ts).
provideBlogSitemap(blogSitemapEntries);

type Visibility = { includeHidden?: boolean };

export async function getPostById(id: number, { includeHidden = false }: Visibility = {}): Promise<Post | null> {
  if (!Number.isSafeInteger(id) || id < 1) return null;
  const where = includeHidden ? eq(posts.id, id) : and(eq(posts.id, id), visibleToPublic);
  const [row] = await getDb().select().from(posts).where(where);
  return (row as Post | undefined) ?? null;
}

export async function getPostBySlug(slug: string, { includeHidden = false }: Visibility = {}): Promise<Post | null> {
  if (!isSlug(slug)) return null;
  const where = includeHidden ? eq(posts.slug, slug) : and(eq(posts.slug, slug), visibleToPublic);
  const [row] = await getDb().select().from(posts).where(where);
  return (row as Post | undefined) ?? null;
}

/**
 * A post's version: its updated_at to the microsecond, in UTC ("2025-09-02T14:00:00.123456Z").
 * A JavaScript Date keeps only milliseconds, so the editor carries this exact text instead and
 * the conditional update compares it in SQL.
 */
const versionOf = sql<string>`to_char(${posts.updatedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
const VERSION_PATTERN = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/;

export type EditablePost = Post & { version: string };

/** Any post, with the version an editor must send back with its changes. */
export async function getPostForEditing(id: number): Promise<EditablePost | null> {
  if (!Number.isSafeInteger(id) || id < 1) return null;
  const [row] = await getDb()
    .select({ post: posts, version: versionOf })
    .from(posts)
    .where(eq(posts.id, id));
  return row ? { ...(row.post as Post), version: row.version } : null;
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

/**
 * When the public view of the blog next changes by itself: the earliest scheduled post still in
 * the future, or null. Pages cached before then must be rendered again at that moment.
 */
export async function nextScheduledPublish(): Promise<Date | null> {
  const [row] = await getDb()
    .select({ at: sql<Date | null>`min(${posts.publishDate})`.mapWith((value) => (value ? new Date(value) : null)) })
    .from(posts)
    .where(sql`${posts.status} = 'scheduled' and ${posts.publishDate} > now()`);
  return row?.at ?? null;
}

/** True when the public may see the post right now (the same rule as the SQL, for one post in hand). */
export function isVisible(post: Pick<Post, "status" | "publishDate">, now = new Date()): boolean {
  return post.status === "published" || (post.status === "scheduled" && post.publishDate !== null && post.publishDate <= now);
}

function cleanContent(input: PostInput): string {
  const content = sanitizePostHtml(input.content);
  if (!hasVisibleContent(content)) {
    throw new PostValidationError({ content: "Content has no text or images left once unsafe HTML is removed." });
  }
  return content;
}

/**
 * A published post without a date is dated now; a draft keeps whatever date it was given. With
 * `clearEmptyDate` (the admin form, which always shows the current date) an emptied field
 * removes a draft's date instead of keeping it.
 */
function publishDateFor(input: PostInput, current: Date | null, clearEmptyDate = false): Date | SQL | null {
  if (input.publish_date) return input.publish_date;
  if (clearEmptyDate && input.status === "draft") return null;
  if (current) return current;
  return input.status === "draft" ? null : sql`now()`;
}


function isSlugClash(error: unknown): boolean {
  if (pgCode(error) !== "23505") return false;
  for (let e: unknown = error; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    if ((e as { constraint?: unknown }).constraint === "posts_slug_key") return true;
  }
  return false;
}

/** The first of base, base-2, base-3… that no post uses and no old address keeps (at the time of asking). */
async function freeSlug(db: Database, base: string): Promise<string> {
  const similar = `^${base}-[0-9]+$`;
  const [used, redirecting] = await Promise.all([
    db.select({ slug: posts.slug }).from(posts).where(or(eq(posts.slug, base), sql`${posts.slug} ~ ${similar}`)),
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

type NewPostValues = Pick<Post, "title" | "summary" | "content" | "tags" | "status"> & { publishDate: Date | SQL | null };

/**
 * Inserts the post under `slug` unless the slug is taken: by a post (null) or as another post's
 * old address ("redirecting", with whose). Runs under the slug's lock (see slug-redirects.server.ts).
 */
async function insertUnderSlug(
  db: Database,
  values: NewPostValues,
  slug: string,
): Promise<Post | null | { redirecting: { postId: number; title: string } }> {
  return inTransaction(db, async (tx) => {
    await lockSlugs(tx, [slug]);
    const redirecting = await redirectingElsewhere(tx, slug);
    if (redirecting) return { redirecting };
    const [row] = await tx.insert(posts).values({ ...values, slug }).onConflictDoNothing({ target: posts.slug }).returning();
    return (row as Post | undefined) ?? null;
  });
}

/**
 * Saves a new post. An empty slug is made from the title and made unique (base, base-2, …), also
 * when two posts with the same title are created at the same moment; a slug given explicitly that
 * another post uses, or that is another post's old address, is refused (SlugTakenError).
 */
export async function createPost(input: PostInput): Promise<Post> {
  const db = getDb();
  const values: NewPostValues = {
    title: input.title,
    summary: input.summary,
    content: cleanContent(input),
    tags: input.tags,
    status: input.status,
    publishDate: publishDateFor(input, null),
  };
  if (input.slug) {
    const result = await insertUnderSlug(db, values, input.slug);
    if (result === null) throw new SlugTakenError(input.slug);
    if ("redirecting" in result) throw new SlugRedirectsError(input.slug, result.redirecting);
    return result;
  }
  const base = slugify(input.title) || "post";
  for (let attempt = 0; attempt < 20; attempt++) {
    const slug = await freeSlug(db, base);
    // Another writer may take the same slug between the look-up and the insert: then try again.
    const result = await insertUnderSlug(db, values, slug);
    if (result && !("redirecting" in result)) return result;
  }
  throw new Error(`Could not find a free slug for "${base}" after 20 attempts.`);
}

export type UpdateOptions = {
  /**
   * The version (getPostForEditing) the editor loaded. Given, the update only happens if the post
   * is still at that version; otherwise PostConflictError and nothing changes. The JSON API does
   * not send one: a PUT replaces the post as it is.
   */
  expectedVersion?: string;
  /** See publishDateFor. */
  clearEmptyDate?: boolean;
};

/**
 * Replaces a post's fields. An empty slug keeps the current one (links stay valid when a title is
 * edited); an empty publish date keeps the current date (or dates a newly published post now).
 * A new slug for a post the public could see keeps the old one as a 301 redirect.
 */
export async function updatePost(id: number, input: PostInput, options: UpdateOptions = {}): Promise<Post> {
  const { expectedVersion, clearEmptyDate = false } = options;
  const content = cleanContent(input);
  let slug = input.slug;
  try {
    return await inTransaction(getDb(), async (tx) => {
      // The row lock makes the old slug read here the one this update replaces, even if another
      // writer renames the post at the same moment.
      const [current] = await tx
        .select({ slug: posts.slug, publishDate: posts.publishDate, visible: sql<boolean>`${visibleToPublic}`, version: versionOf, updatedAt: posts.updatedAt })
        .from(posts)
        .where(eq(posts.id, id))
        .for("update");
      if (!current) throw new PostNotFoundError(id);
      if (expectedVersion !== undefined && !VERSION_PATTERN.test(expectedVersion)) {
        throw new PostConflictError(id, current.version, current.updatedAt);
      }
      slug ??= current.slug;
      const renamed = slug !== current.slug;
      if (renamed) {
        await lockSlugs(tx, [slug, current.slug]);
        const redirecting = await redirectingElsewhere(tx, slug, id);
        if (redirecting) throw new SlugRedirectsError(slug, redirecting);
      }
      const [row] = await tx
        .update(posts)
        .set({
          title: input.title,
          slug,
          summary: input.summary,
          content,
          tags: input.tags,
          status: input.status,
          publishDate: publishDateFor(input, current.publishDate, clearEmptyDate),
          // Strictly later than the version it replaces, so every save makes a new version.
          updatedAt: sql`greatest(now(), ${posts.updatedAt} + interval '1 microsecond')`,
        })
        // The concurrency rule is this one conditional statement: the row changes only if it is
        // still the version the editor started from.
        .where(
          expectedVersion === undefined
            ? eq(posts.id, id)
            : and(eq(posts.id, id), sql`${posts.updatedAt} = ${expectedVersion}::timestamptz`),
        )
        .returning();
      if (!row) throw new PostConflictError(id, current.version, current.updatedAt);
      if (renamed) await recordSlugChange(tx, { postId: id, from: current.slug, to: slug, wasPublic: current.visible });
      return row as Post;
    });
  } catch (error) {
    if (isSlugClash(error)) throw new SlugTakenError(slug ?? "");
    throw error;
  }
}

/** Deletes a post (its old addresses go with it). Returns what was deleted. */
export async function deletePost(id: number): Promise<Pick<Post, "id" | "title" | "slug">> {
  if (!Number.isSafeInteger(id) || id < 1) throw new PostNotFoundError(id);
  const [row] = await getDb().delete(posts).where(eq(posts.id, id)).returning({ id: posts.id, title: posts.title, slug: posts.slug });
  if (!row) throw new PostNotFoundError(id);
  return row;
}

