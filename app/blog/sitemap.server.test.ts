import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from "vitest";
import type { Database } from "~/lib/db/client.server";
import { posts } from "~/lib/db/schema";
import { useFreshDatabase } from "../../tests/support/fresh-database";
import { postInputSchema, type PostInputRaw } from "./post-schema";
import { createPost } from "./post-writes.server";
import { blogSitemapEntries } from "./sitemap.server";

let db: Database;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ db, drop } = await useFreshDatabase(inject("databaseUrl"), "blog_sitemap"));
});
afterAll(() => drop());
beforeEach(async () => {
  await db.delete(posts);
});

const input = (raw: Partial<PostInputRaw> = {}) =>
  postInputSchema.parse({ title: "A post", content: "<p>Some words.</p>", status: "published", ...raw });

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
