import { describe, expect, it } from "vitest";
import { hoursFromNow, postInput, freshPostsDatabase } from "../../tests/support/post-tests";
import {
  getPostById,
  getPostBySlug,
  listAllPosts,
  listVisiblePosts,
  listVisiblePostsFull,
} from "./post-queries.server";
import { postInputSchema } from "./post-schema";
import { createPost, updatePost } from "./post-writes.server";
import { listVisibleSlugs } from "./sitemap.server";
import { isVisible, nextScheduledPublish } from "./visibility.server";

freshPostsDatabase("post_visibility");
const input = postInput;

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
