import { describe, expect, it } from "vitest";
import { postInput, freshPostsDatabase } from "../../tests/support/post-tests";
import { createPost } from "./post-writes.server";
import { blogSitemapEntries } from "./sitemap.server";

freshPostsDatabase("blog_sitemap");
const input = postInput;

describe("the blog's sitemap entries", () => {
  it("are /blog and the visible posts, with their last change", async () => {
    const published = await createPost(input({ title: "In the sitemap" }));
    await createPost(input({ title: "Not in the sitemap", status: "draft" }));
    expect(await blogSitemapEntries()).toEqual([
      expect.objectContaining({ path: "/blog", lastmod: published.updatedAt.toISOString() }),
      expect.objectContaining({ path: `/blog/${published.slug}`, lastmod: published.updatedAt.toISOString() }),
    ]);
  });
});
