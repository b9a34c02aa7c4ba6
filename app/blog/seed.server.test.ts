import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from "vitest";
import type { Database } from "~/lib/db/client.server";
import { posts } from "./tables";
import { dataSeeds } from "~/lib/db/shared-tables";
import { loadEnv } from "~/lib/env.server";
import { formatDateTime } from "~/lib/time";
import { useFreshDatabase } from "../../tests/support/fresh-database";
import { postInputSchema } from "./post-schema";
import { listAllPosts, listVisiblePosts } from "./post-queries.server";
import { createPost } from "./post-writes.server";
import { samplePosts } from "./sample-posts";
import { sanitizePostHtml } from "./sanitize.server";
import { seedSamplePosts } from "./seed.server";

let db: Database;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ db, drop } = await useFreshDatabase(inject("databaseUrl"), "seed"));
});
afterAll(() => drop());
beforeEach(async () => {
  loadEnv({});
  await db.delete(posts);
  await db.delete(dataSeeds);
});

describe("seedSamplePosts", () => {
  it("fills an empty blog: four published in the past, one scheduled ahead, one draft", async () => {
    expect(await seedSamplePosts()).toBe("seeded");
    const all = await listAllPosts();
    expect(all).toHaveLength(samplePosts.length);
    const now = Date.now();
    const byStatus = (status: string) => all.filter((post) => post.status === status);
    expect(byStatus("published")).toHaveLength(4);
    expect(byStatus("published").every((post) => post.publishDate!.getTime() < now)).toBe(true);
    expect(byStatus("scheduled")).toHaveLength(1);
    expect(byStatus("scheduled")[0]!.publishDate!.getTime()).toBeGreaterThan(now);
    expect(byStatus("draft")).toHaveLength(1);
    expect(byStatus("draft")[0]!.publishDate).toBeNull();
    // Dated 10:00 in the morning, Atlanta time.
    for (const post of all.filter((p) => p.publishDate))
      expect(formatDateTime(post.publishDate!)).toMatch(/ at 10:00 AM E[SD]T$/);
    expect((await listVisiblePosts()).total).toBe(4);
    // Stored content is what the sanitizer would store.
    for (const post of all) expect(sanitizePostHtml(post.content)).toBe(post.content);
    // Every sample is a valid post by the rules the API and the admin form apply.
    for (const sample of samplePosts) {
      const result = postInputSchema.safeParse({
        ...sample,
        publish_date: sample.daysFromNow === null ? undefined : "2030-01-01T10:00",
      });
      expect(result.error?.issues ?? [], sample.title).toEqual([]);
    }
  });

  it("runs once: posts deleted later never come back", async () => {
    expect(await seedSamplePosts()).toBe("seeded");
    await db.delete(posts);
    expect(await seedSamplePosts()).toBe("already-ran");
    expect(await listAllPosts()).toEqual([]);
  });

  it("never seeds a database that already holds posts", async () => {
    await createPost(
      postInputSchema.parse({ title: "Our own first post", content: "<p>Hello</p>", status: "published" }),
    );
    expect(await seedSamplePosts()).toBe("has-posts");
    expect((await listAllPosts()).map((post) => post.title)).toEqual(["Our own first post"]);
  });

  it("seeds once when several instances start at the same moment", async () => {
    const results = await Promise.all([seedSamplePosts(), seedSamplePosts(), seedSamplePosts(), seedSamplePosts()]);
    expect(results.filter((result) => result === "seeded")).toHaveLength(1);
    expect(results.filter((result) => result === "already-ran")).toHaveLength(3);
    expect(await listAllPosts()).toHaveLength(samplePosts.length);
  });

  it("does nothing with BLOG_SEED=off", async () => {
    loadEnv({ BLOG_SEED: "off" });
    expect(await seedSamplePosts()).toBe("disabled");
    expect(await listAllPosts()).toEqual([]);
    expect(await db.select().from(dataSeeds)).toEqual([]);
  });
});
