import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { posts } from "./tables";
import { postInput, freshPostsDatabase } from "../../tests/support/post-tests";
import { PostNotFoundError, PostValidationError, SlugTakenError } from "./post-errors";
import { getPostBySlug, listAllPosts } from "./post-queries.server";
import { postInputSchema } from "./post-schema";
import { createPost, updatePost } from "./post-writes.server";
import { findRedirectForSlug } from "./slug-redirects.server";

const database = freshPostsDatabase("post_writes");
const input = postInput;

describe("slugs", () => {
  it("name no post unless shaped like one: a NUL or any other odd address is not found, not a database error", async () => {
    const post = await createPost(input({ title: "Shaped", slug: "shaped-slug", status: "published" }));
    for (const slug of ["\u0000", "shaped-slug\u0000", "Shaped-Slug", "shaped slug", "shaped--slug", "x".repeat(81)]) {
      await expect(getPostBySlug(slug, { includeHidden: true }), JSON.stringify(slug)).resolves.toBeNull();
      await expect(findRedirectForSlug(slug), JSON.stringify(slug)).resolves.toBeNull();
    }
    expect((await getPostBySlug(post.slug))?.id).toBe(post.id);
  });

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
    const results = await Promise.allSettled(
      Array.from({ length: 6 }, () => createPost(input({ title: "Same Title, Same Time" }))),
    );
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
      database()
        .insert(posts)
        .values({ title: "t", slug: "six-tags", content: "<p>c</p>", tags: "a,b,c,d,e,f", status: "draft" }),
    ).rejects.toThrow();
  });

  it("are stored normalised: trimmed, empty and repeated ones dropped", async () => {
    const post = await createPost(input({ tags: " Schools ,, cybersecurity,  Schools , E-Rate , " }));
    expect(post.tags).toBe("Schools, cybersecurity, E-Rate");
  });
});

describe("saving", () => {
  it("sanitizes the content before storing it", async () => {
    const post = await createPost(
      input({ content: `<p onclick="x()">Hi<script>alert(1)</script></p><a href="javascript:alert(1)">x</a>` }),
    );
    const [row] = await database()
      .select({ content: posts.content })
      .from(posts)
      .where(sql`${posts.id} = ${post.id}`);
    expect(row?.content).toBe("<p>Hi</p><a>x</a>");
  });

  it("refuses content with nothing left once unsafe HTML is removed", async () => {
    const error = await createPost(input({ content: "<script>alert(1)</script><iframe></iframe>" })).catch(
      (e: unknown) => e,
    );
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
      await database().execute<{ type: string }>(
        sql`select data_type as type from information_schema.columns where table_name = 'posts' and column_name = 'publish_date'`,
      )
    ).rows;
    expect(type).toBe("timestamp with time zone");
  });
});
