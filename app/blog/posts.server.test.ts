import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from "vitest";
import type { Database } from "~/lib/db/client.server";
import { posts } from "~/lib/db/schema";
import { useFreshDatabase } from "../../tests/support/fresh-database";
import { postInputSchema, type PostInputRaw } from "./post-schema";
import { blogSitemap } from "./sitemap";
import {
  PAGE_SIZE,
  PostNotFoundError,
  PostValidationError,
  SlugTakenError,
  createPost,
  findRedirectForSlug,
  getPostById,
  getPostBySlug,
  isVisible,
  listAllPosts,
  listVisiblePosts,
  listVisiblePostsFull,
  listVisibleSlugs,
  nextScheduledPublish,
  updatePost,
} from "./posts.server";

let db: Database;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ db, drop } = await useFreshDatabase(inject("databaseUrl"), "posts"));
});
afterAll(() => drop());
beforeEach(async () => {
  await db.delete(posts);
});

const input = (raw: Partial<PostInputRaw> = {}) =>
  postInputSchema.parse({ title: "A post", content: "<p>Some words.</p>", status: "published", ...raw });

const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

describe("slugs", () => {
  it("are made from the title when left empty", async () => {
    const post = await createPost(input({ title: "Backup 3-2-1 for Nonprofits & Schools!" }));
    expect(post.slug).toBe("backup-3-2-1-for-nonprofits-and-schools");
  });

  it("are made unique with -2, -3 when titles repeat", async () => {
    const slugs = [];
    for (let i = 0; i < 3; i++) slugs.push((await createPost(input({ title: "MFA Rollout Checklist" }))).slug);
    expect(slugs).toEqual(["mfa-rollout-checklist", "mfa-rollout-checklist-2", "mfa-rollout-checklist-3"]);
  });

  it("stay distinct, without an error, when posts with the same title are created at the same moment", async () => {
    const results = await Promise.allSettled(Array.from({ length: 6 }, () => createPost(input({ title: "Same Title, Same Time" }))));
    expect(results.map((r) => r.status)).toEqual(Array(6).fill("fulfilled"));
    const slugs = results.map((r) => (r as PromiseFulfilledResult<{ slug: string }>).value.slug);
    expect(new Set(slugs).size).toBe(6);
    expect(slugs).toContain("same-title-same-time");
    for (const slug of slugs) expect(slug).toMatch(/^same-title-same-time(-\d+)?$/);
  });

  it("fall back to 'post' for a title without letters or digits, and fit 80 characters with a suffix", async () => {
    expect((await createPost(input({ title: "!!! ???" }))).slug).toBe("post");
    const long = "Word ".repeat(40);
    const first = await createPost(input({ title: long }));
    const second = await createPost(input({ title: long }));
    expect(first.slug.length).toBeLessThanOrEqual(80);
    expect(second.slug.length).toBeLessThanOrEqual(80);
    expect(second.slug).toMatch(/-2$/);
    expect(second.slug).not.toBe(first.slug);
  });

  it("given explicitly are used as is, and a clash is refused (not renamed)", async () => {
    const post = await createPost(input({ title: "Anything", slug: "custom-slug" }));
    expect(post.slug).toBe("custom-slug");
    await expect(createPost(input({ title: "Other", slug: "custom-slug" }))).rejects.toBeInstanceOf(SlugTakenError);
    expect(await listAllPosts()).toHaveLength(1);
  });

  it("are validated: lower-case words and hyphens only", () => {
    for (const bad of ["Upper-Case", "two--hyphens", "-leading", "trailing-", "spa ce", "ünï", "a/b"]) {
      expect(postInputSchema.safeParse({ title: "t", content: "c", slug: bad }).success, bad).toBe(false);
    }
    expect(postInputSchema.safeParse({ title: "t", content: "c", slug: "e-rate-2025" }).success).toBe(true);
  });

  it("name no post unless shaped like one: a NUL or any other odd address is not found, not a database error", async () => {
    const post = await createPost(input({ title: "Shaped", slug: "shaped-slug", status: "published" }));
    for (const slug of ["\u0000", "shaped-slug\u0000", "Shaped-Slug", "shaped slug", "shaped--slug", "x".repeat(81)]) {
      await expect(getPostBySlug(slug, { includeHidden: true }), JSON.stringify(slug)).resolves.toBeNull();
      await expect(findRedirectForSlug(slug), JSON.stringify(slug)).resolves.toBeNull();
    }
    expect((await getPostBySlug(post.slug))?.id).toBe(post.id);
  });

  it("are kept when a post is updated without one, and a clash on update is refused", async () => {
    const post = await createPost(input({ title: "Original title" }));
    const other = await createPost(input({ title: "Other post" }));
    const renamed = await updatePost(post.id, input({ title: "A new title" }));
    expect(renamed.slug).toBe("original-title");
    expect(renamed.title).toBe("A new title");
    await expect(updatePost(post.id, input({ title: "x", slug: other.slug }))).rejects.toBeInstanceOf(SlugTakenError);
    expect((await updatePost(post.id, input({ slug: "chosen-slug" }))).slug).toBe("chosen-slug");
  });
});

describe("tags", () => {
  it("are at most 5, refused by the schema and by the database", async () => {
    expect(postInputSchema.safeParse({ title: "t", content: "c", tags: "a, b, c, d, e" }).success).toBe(true);
    const six = postInputSchema.safeParse({ title: "t", content: "c", tags: "a, b, c, d, e, f" });
    expect(six.success).toBe(false);
    expect(six.error?.issues[0]?.message).toBe("Use at most 5 tags.");
    // A row written around the schema is refused too.
    await expect(
      db.insert(posts).values({ title: "t", slug: "six-tags", content: "<p>c</p>", tags: "a,b,c,d,e,f", status: "draft" }),
    ).rejects.toThrow();
  });

  it("are stored normalised: trimmed, empty and repeated ones dropped", async () => {
    const post = await createPost(input({ tags: " Schools ,, cybersecurity,  Schools , E-Rate , " }));
    expect(post.tags).toBe("Schools, cybersecurity, E-Rate");
  });
});

describe("visibility", () => {
  it("shows published posts and scheduled posts whose date has passed; never drafts or future posts", async () => {
    const published = await createPost(input({ title: "Published", status: "published" }));
    const draft = await createPost(input({ title: "Draft", status: "draft" }));
    const future = await createPost(input({ title: "Future", status: "scheduled", publish_date: hoursFromNow(24) }));
    const due = await createPost(input({ title: "Due", status: "scheduled", publish_date: hoursFromNow(-1) }));

    const { posts: listed } = await listVisiblePosts();
    expect(listed.map((p) => p.slug).sort()).toEqual([due.slug, published.slug].sort());
    expect((await listVisiblePostsFull()).map((p) => p.slug).sort()).toEqual([due.slug, published.slug].sort());
    expect((await listVisibleSlugs()).map((p) => p.slug).sort()).toEqual([due.slug, published.slug].sort());

    expect(await getPostBySlug(published.slug)).not.toBeNull();
    expect(await getPostBySlug(due.slug)).not.toBeNull();
    expect(await getPostBySlug(draft.slug)).toBeNull();
    expect(await getPostBySlug(future.slug)).toBeNull();
    expect(await getPostById(draft.id)).toBeNull();
    expect(await getPostById(future.id)).toBeNull();
    // Staff (the admin, the API with its token) see everything.
    expect(await getPostBySlug(draft.slug, { includeHidden: true })).not.toBeNull();
    expect(await getPostById(future.id, { includeHidden: true })).not.toBeNull();
    expect(await listAllPosts()).toHaveLength(4);

    expect(isVisible(published)).toBe(true);
    expect(isVisible(draft)).toBe(false);
    expect(isVisible(future)).toBe(false);
    expect(isVisible(due)).toBe(true);
  });

  it("gives the blog route's sitemap handle /blog and the visible posts, with their last change", async () => {
    const published = await createPost(input({ title: "In the sitemap" }));
    await createPost(input({ title: "Not in the sitemap", status: "draft" }));
    const sitemap = blogSitemap.sitemap as () => Promise<{ path: string; lastmod?: string }[]>;
    expect(await sitemap()).toEqual([
      expect.objectContaining({ path: "/blog", lastmod: published.updatedAt.toISOString() }),
      expect.objectContaining({ path: `/blog/${published.slug}`, lastmod: published.updatedAt.toISOString() }),
    ]);
  });

  it("turns a scheduled post visible once its time passes, with no job and no status change", async () => {
    const at = new Date(Date.now() + 1_500);
    const post = await createPost(input({ title: "On the dot", status: "scheduled", publish_date: at.toISOString() }));
    expect(await getPostBySlug(post.slug)).toBeNull();
    expect((await listVisiblePosts()).total).toBe(0);

    await new Promise((resolve) => setTimeout(resolve, at.getTime() - Date.now() + 300));
    const shown = await getPostBySlug(post.slug);
    expect(shown?.status).toBe("scheduled");
    expect((await listVisiblePosts()).posts.map((p) => p.slug)).toEqual([post.slug]);
  });

  it("knows when the public blog next changes by itself: the earliest scheduled post still ahead", async () => {
    expect(await nextScheduledPublish()).toBeNull();
    await createPost(input({ title: "Already out", status: "scheduled", publish_date: hoursFromNow(-2) }));
    await createPost(input({ title: "Published later date", status: "published", publish_date: hoursFromNow(1) }));
    await createPost(input({ title: "Draft later", status: "draft", publish_date: hoursFromNow(1) }));
    expect(await nextScheduledPublish()).toBeNull();
    const later = hoursFromNow(5);
    const sooner = hoursFromNow(3);
    await createPost(input({ title: "Later", status: "scheduled", publish_date: later }));
    await createPost(input({ title: "Sooner", status: "scheduled", publish_date: sooner }));
    expect((await nextScheduledPublish())?.toISOString()).toBe(sooner);
  });

  it("dates a published post now when no date is given; a draft stays undated; a scheduled one needs a date", async () => {
    const before = Date.now();
    const published = await createPost(input({ status: "published" }));
    expect(published.publishDate!.getTime()).toBeGreaterThanOrEqual(before - 5_000);
    expect((await createPost(input({ status: "draft" }))).publishDate).toBeNull();
    const scheduled = postInputSchema.safeParse({ title: "t", content: "c", status: "scheduled" });
    expect(scheduled.success).toBe(false);
    expect(scheduled.error?.issues[0]?.path).toEqual(["publish_date"]);
  });

  it("keeps the date when a post is updated without one, and dates a draft that gets published", async () => {
    const date = "2025-03-04T14:30:00.000Z";
    const post = await createPost(input({ status: "published", publish_date: date }));
    expect((await updatePost(post.id, input({ title: "Edited" }))).publishDate?.toISOString()).toBe(date);
    const draft = await createPost(input({ status: "draft" }));
    const published = await updatePost(draft.id, input({ status: "published" }));
    expect(published.publishDate).not.toBeNull();
    expect(published.updatedAt.getTime()).toBeGreaterThanOrEqual(draft.updatedAt.getTime());
  });
});

describe("pagination", () => {
  it("lists visible posts newest first, 10 a page, with the total and the page count", async () => {
    const base = Date.parse("2025-01-01T12:00:00Z");
    for (let i = 0; i < 23; i++) {
      await createPost(input({ title: `Post ${i}`, publish_date: new Date(base + i * 86_400_000).toISOString() }));
    }
    // Same date as post 22: the newer id comes first.
    await createPost(input({ title: "Twin of 22", publish_date: new Date(base + 22 * 86_400_000).toISOString() }));
    await createPost(input({ title: "Hidden draft", status: "draft" }));

    const first = await listVisiblePosts({ page: 1 });
    expect(first).toMatchObject({ page: 1, pageSize: PAGE_SIZE, total: 24, pageCount: 3 });
    expect(first.posts.map((p) => p.title).slice(0, 3)).toEqual(["Twin of 22", "Post 22", "Post 21"]);
    const second = await listVisiblePosts({ page: 2 });
    const third = await listVisiblePosts({ page: 3 });
    expect(first.posts).toHaveLength(10);
    expect(second.posts).toHaveLength(10);
    expect(third.posts).toHaveLength(4);
    expect(third.posts.at(-1)?.title).toBe("Post 0");
    const all = [...first.posts, ...second.posts, ...third.posts];
    expect(new Set(all.map((p) => p.id)).size).toBe(24);
    const dates = all.map((p) => p.publishDate!.getTime());
    expect(dates).toEqual([...dates].sort((a, b) => b - a));

    expect((await listVisiblePosts({ page: 4 })).posts).toEqual([]);
    await expect(listVisiblePosts({ page: 0 })).rejects.toThrow(RangeError);
  });

  it("has one (empty) first page when there are no posts", async () => {
    expect(await listVisiblePosts()).toMatchObject({ posts: [], total: 0, pageCount: 1, page: 1 });
  });

  it("gives list items an excerpt of the content when no summary was written", async () => {
    await createPost(input({ title: "No summary", summary: "", content: `<p>${"Backups matter. ".repeat(30)}</p>` }));
    await createPost(input({ title: "With summary", summary: "Written by hand." }));
    const { posts: listed } = await listVisiblePosts();
    expect(listed.find((p) => p.title === "With summary")?.summary).toBe("Written by hand.");
    const made = listed.find((p) => p.title === "No summary")!.summary;
    expect(made.startsWith("Backups matter. Backups matter.")).toBe(true);
    expect(made.endsWith("…")).toBe(true);
    expect(made.length).toBeLessThanOrEqual(221);
    expect(listed[0]).not.toHaveProperty("content");
  });
});

describe("saving", () => {
  it("sanitizes the content before storing it", async () => {
    const post = await createPost(input({ content: `<p onclick="x()">Hi<script>alert(1)</script></p><a href="javascript:alert(1)">x</a>` }));
    const [row] = await db.select({ content: posts.content }).from(posts).where(sql`${posts.id} = ${post.id}`);
    expect(row?.content).toBe("<p>Hi</p><a>x</a>");
  });

  it("refuses content with nothing left once unsafe HTML is removed", async () => {
    const error = await createPost(input({ content: "<script>alert(1)</script><iframe></iframe>" })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PostValidationError);
    expect((error as PostValidationError).fields).toHaveProperty("content");
  });

  it("answers PostNotFoundError for an update of a missing post", async () => {
    await expect(updatePost(999_999, input())).rejects.toBeInstanceOf(PostNotFoundError);
  });

  it("stores times as timestamptz (UTC instants) and reads back the same instant", async () => {
    const post = await createPost(input({ publish_date: "2025-07-04T09:00:00-04:00" }));
    expect(post.publishDate?.toISOString()).toBe("2025-07-04T13:00:00.000Z");
    const [{ type } = { type: "" }] = (
      await db.execute<{ type: string }>(sql`select data_type as type from information_schema.columns where table_name = 'posts' and column_name = 'publish_date'`)
    ).rows;
    expect(type).toBe("timestamp with time zone");
  });
});
