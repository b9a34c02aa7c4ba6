import { and, eq, sql, type SQL } from "drizzle-orm";
import { localContentChanged } from "~/lib/content-changed.server";
import { getDb, type Database } from "~/lib/db/client.server";
import { posts } from "./tables";
import { inTransaction, pgCode } from "~/lib/db/unavailable.server";
import type { Post } from "./post";
import {
  PostConflictError,
  PostNotFoundError,
  PostValidationError,
  SlugRedirectsError,
  SlugTakenError,
} from "./post-errors";
import { slugify, type PostInput } from "./post-schema";
import { VERSION_PATTERN, versionOf } from "./post-version.server";
import { hasVisibleContent, sanitizePostHtml } from "./sanitize.server";
import { lockSlugs, recordSlugChange, redirectingElsewhere } from "./slug-redirects.server";
import { freeSlug, isSlugClash } from "./unique-slug.server";
import { visibleToPublic } from "./visibility.server";

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

type NewPostValues = Pick<Post, "title" | "summary" | "content" | "tags" | "status"> & {
  publishDate: Date | SQL | null;
  coverImageId?: string | null;
  coverAlt?: string;
};

/** The cover columns an input sets: none when it does not name a cover (the post keeps its own). */
function coverFor(input: PostInput): { coverImageId?: string | null; coverAlt?: string } {
  if (input.cover_image === undefined) return {};
  return input.cover_image === null
    ? { coverImageId: null, coverAlt: "" }
    : { coverImageId: input.cover_image, coverAlt: input.cover_alt };
}

/** A cover id that names no stored image (deleted, or never uploaded) is a field error, not a 500. */
function missingCover(error: unknown): PostValidationError | null {
  if (pgCode(error) !== "23503") return null;
  for (let e: unknown = error; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    if ((e as { constraint?: unknown }).constraint === "posts_cover_image_id_images_id_fk") {
      return new PostValidationError({ cover_image: "That cover image is no longer stored. Upload it again." });
    }
  }
  return null;
}

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
    const [row] = await tx
      .insert(posts)
      .values({ ...values, slug })
      .onConflictDoNothing({ target: posts.slug })
      .returning();
    return row ?? null;
  });
}

/**
 * Saves a new post. An empty slug is made from the title and made unique (base, base-2, …), also
 * when two posts with the same title are created at the same moment; a slug given explicitly that
 * another post uses, or that is another post's old address, is refused (SlugTakenError).
 */
async function savePostNew(input: PostInput): Promise<Post> {
  const db = getDb();
  const values: NewPostValues = {
    title: input.title,
    summary: input.summary,
    content: cleanContent(input),
    tags: input.tags,
    status: input.status,
    publishDate: publishDateFor(input, null),
    ...coverFor(input),
  };
  try {
    return await insertPost(db, values, input);
  } catch (error) {
    throw missingCover(error) ?? error;
  }
}

async function insertPost(db: Database, values: NewPostValues, input: PostInput): Promise<Post> {
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
async function writePostUpdate(id: number, input: PostInput, options: UpdateOptions = {}): Promise<Post> {
  const { expectedVersion, clearEmptyDate = false } = options;
  const content = cleanContent(input);
  let slug = input.slug;
  try {
    return await inTransaction(getDb(), async (tx) => {
      // The row lock makes the old slug read here the one this update replaces, even if another
      // writer renames the post at the same moment.
      const [current] = await tx
        .select({
          slug: posts.slug,
          publishDate: posts.publishDate,
          visible: sql<boolean>`${visibleToPublic}`,
          version: versionOf,
          updatedAt: posts.updatedAt,
        })
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
          ...coverFor(input),
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
      return row;
    });
  } catch (error) {
    if (isSlugClash(error)) throw new SlugTakenError(slug ?? "");
    throw missingCover(error) ?? error;
  }
}

/** Deletes a post (its old addresses go with it). Returns what was deleted. */
async function removePost(id: number): Promise<Pick<Post, "id" | "title" | "slug">> {
  if (!Number.isSafeInteger(id) || id < 1) throw new PostNotFoundError(id);
  const [row] = await getDb()
    .delete(posts)
    .where(eq(posts.id, id))
    .returning({ id: posts.id, title: posts.title, slug: posts.slug });
  if (!row) throw new PostNotFoundError(id);
  return row;
}

/** Saves a new post (see savePostNew); shared pages drop at once. */
export async function createPost(input: PostInput): Promise<Post> {
  const post = await savePostNew(input);
  localContentChanged();
  return post;
}

/** Updates a post (see writePostUpdate); shared pages drop at once. */
export async function updatePost(id: number, input: PostInput, options: UpdateOptions = {}): Promise<Post> {
  const post = await writePostUpdate(id, input, options);
  localContentChanged();
  return post;
}

/** Deletes a post (see removePost); shared pages drop at once. */
export async function deletePost(id: number): Promise<Pick<Post, "id" | "title" | "slug">> {
  const post = await removePost(id);
  localContentChanged();
  return post;
}
