import { describe, expect, it } from "vitest";
import { postInput, freshPostsDatabase } from "../../tests/support/post-tests";
import { PAGE_SIZE, listVisiblePosts } from "./post-queries.server";
import { createPost } from "./post-writes.server";

freshPostsDatabase("post_queries");
const input = postInput;

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
