import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from "vitest";
import { connectDatabase, disconnectDatabase, type Database } from "~/lib/db/client.server";
import { posts } from "../tables";
import * as deleteRoute from "~/routes/admin.blog.$id.delete";
import * as editRoute from "~/routes/admin.blog.$id.edit";
import * as previewRoute from "~/routes/admin.blog.$id.preview";
import * as newRoute from "~/routes/admin.blog.new";
import * as listRoute from "~/routes/admin.blog";
import * as publicPostRoute from "~/routes/blog.$slug";
import { useFreshDatabase } from "../../../tests/support/fresh-database";
import { answerOf, answered, runRoute, thrownBy, type RouteRun } from "../../../tests/support/route-harness";
import { getPostById } from "../post-queries.server";
import { postInputSchema, type PostInputRaw } from "../post-schema";
import { getPostForEditing } from "../post-version.server";
import { createPost, updatePost } from "../post-writes.server";

let db: Database;
let url: string;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ db, url, drop } = await useFreshDatabase(inject("databaseUrl"), "admin_routes"));
});
afterAll(() => drop());
beforeEach(async () => {
  await db.delete(posts);
});

const seed = (raw: Partial<PostInputRaw> = {}) =>
  createPost(
    postInputSchema.parse({ title: "Seeded post", content: "<p>Seeded words.</p>", status: "published", ...raw }),
  );

/** A complete, valid form as the editor sends it. */
const form = (fields: Record<string, string> = {}) => ({
  title: "Patch Tuesday for small offices",
  slug: "",
  summary: "What to update first.",
  content: "<p>Start with the browsers.</p>",
  tags: "Security, Small Business",
  status: "draft",
  publish_date: "",
  ...fields,
});

type FormResult = {
  result: { status?: string; error?: Record<string, string[] | null>; initialValue?: Record<string, unknown> } | null;
  conflict: unknown;
};

/** The raw answer (a Response or data()) of a handler that did not throw. */
function returned<T>(run: RouteRun<T>): Awaited<T> {
  if ("thrown" in run.outcome)
    throw new Error(`expected an answer, got a thrown ${JSON.stringify(answerOf(run.outcome.thrown))}`);
  return run.outcome.returned;
}

describe("without an admin in the context", () => {
  const cases = [
    ["GET /admin/blog", listRoute.loader, {}],
    ["GET /admin/blog/new", newRoute.loader, {}],
    ["POST /admin/blog/new", newRoute.action, { method: "POST", form: form() }],
    ["GET /admin/blog/:id/edit", editRoute.loader, { params: { id: "1" } }],
    ["POST /admin/blog/:id/edit", editRoute.action, { method: "POST", params: { id: "1" }, form: form() }],
    ["GET /admin/blog/:id/preview", previewRoute.loader, { params: { id: "1" } }],
    ["GET /admin/blog/:id/delete", deleteRoute.loader, { params: { id: "1" } }],
    ["POST /admin/blog/:id/delete", deleteRoute.action, { method: "POST", params: { id: "1" } }],
  ] as const;

  for (const [label, handler, options] of cases) {
    it(`${label} answers 403 and changes nothing`, async () => {
      const post = await seed({ title: "Untouchable" });
      const params: Record<string, string> = "params" in options ? { id: String(post.id) } : {};
      const run = await runRoute(handler as never, { ...options, params, admin: null });
      expect(answerOf(thrownBy(run)).status).toBe(403);
      expect(run.toast).toBeUndefined();
      const rows = await db.select().from(posts);
      expect(rows.map((row) => row.title)).toEqual(["Untouchable"]);
    });
  }
});

describe("the list", () => {
  it("shows every post, drafts and scheduled ones included, newest first with their status", async () => {
    await seed({ title: "Old published", publish_date: "2024-01-10T09:00" });
    await seed({ title: "Future scheduled", status: "scheduled", publish_date: "2099-01-01T09:00" });
    await seed({ title: "Undated draft", status: "draft" });
    const data = answered(await runRoute(listRoute.loader));
    expect(data.state).toBe("ok");
    if (data.state !== "ok") return;
    expect(data.posts.map((post) => [post.title, post.status, post.live])).toEqual([
      ["Undated draft", "draft", false],
      ["Future scheduled", "scheduled", false],
      ["Old published", "published", true],
    ]);
    // Dates in Atlanta time, with the zone.
    expect(data.posts[2]!.publishLabel).toBe("January 10, 2024 at 9:00 AM EST");
  });

  it("answers the 'Error fetching posts' page (503, not a 500) when the database is down", async () => {
    await disconnectDatabase();
    connectDatabase("postgresql://postgres:nobody@127.0.0.1:1/none");
    try {
      const run = await runRoute(listRoute.loader);
      const answer = answerOf(returned(run));
      expect(answer.status).toBe(503);
      expect(answer.data).toEqual({
        state: "error",
        message: "The database is not answering. Please try again shortly.",
      });
    } finally {
      await disconnectDatabase();
      db = connectDatabase(url);
    }
  });
});

describe("creating a post", () => {
  it("saves a draft by default and goes back to the list with 'Post created successfully!'", async () => {
    const run = await runRoute(newRoute.action, { method: "POST", path: "/admin/blog/new", form: form() });
    const answer = answerOf(returned(run));
    expect(answer).toMatchObject({ status: 303, location: "/admin/blog" });
    expect(run.toast).toMatchObject({ title: "Post created successfully!", variant: "default" });
    const [row] = await db.select().from(posts);
    expect(row).toMatchObject({
      title: "Patch Tuesday for small offices",
      slug: "patch-tuesday-for-small-offices",
      status: "draft",
      publishDate: null,
    });
  });

  it("reads the publish date as Atlanta time, in winter and in summer", async () => {
    await runRoute(newRoute.action, {
      method: "POST",
      form: form({ title: "Winter", status: "scheduled", publish_date: "2030-01-15T09:30" }),
    });
    await runRoute(newRoute.action, {
      method: "POST",
      form: form({ title: "Summer", status: "scheduled", publish_date: "2030-07-15T09:30" }),
    });
    const rows = await db.select({ title: posts.title, publishDate: posts.publishDate }).from(posts).orderBy(posts.id);
    expect(rows.map((row) => [row.title, row.publishDate?.toISOString()])).toEqual([
      ["Winter", "2030-01-15T14:30:00.000Z"],
      ["Summer", "2030-07-15T13:30:00.000Z"],
    ]);
  });

  it("refuses missing fields with errors next to each field, the typed values and a 'Submission failed' toast", async () => {
    const run = await runRoute(newRoute.action, {
      method: "POST",
      form: form({ title: "  ", content: "", status: "scheduled", tags: "a, b, c, d, e, f", summary: "Keep me" }),
    });
    const answer = answerOf(returned(run));
    expect(answer.status).toBe(400);
    const { result } = answer.data as FormResult;
    expect(result?.error).toMatchObject({
      title: ["Title is required."],
      content: ["Content is required."],
      tags: ["Use at most 5 tags."],
      publish_date: ["A scheduled post needs a publish date."],
    });
    expect(result?.initialValue).toMatchObject({ summary: "Keep me", status: "scheduled", tags: "a, b, c, d, e, f" });
    expect(run.toast).toMatchObject({ title: "Submission failed", variant: "destructive" });
    expect(run.toast?.description).toContain("Title is required.");
    expect(await db.select().from(posts)).toEqual([]);
  });

  it("puts a slug clash on the slug field (409), not a 500", async () => {
    await seed({ slug: "already-here" });
    const run = await runRoute(newRoute.action, { method: "POST", form: form({ slug: "already-here" }) });
    const answer = answerOf(returned(run));
    expect(answer.status).toBe(409);
    expect((answer.data as FormResult).result?.error).toEqual({ slug: ["Another post already uses this slug."] });
    expect((answer.data as FormResult).result?.initialValue).toMatchObject({
      title: "Patch Tuesday for small offices",
    });
    expect(run.toast).toMatchObject({
      title: "Submission failed",
      description: "Another post already uses this slug.",
    });
  });

  it("refuses a slug that still redirects to another post, naming it", async () => {
    const moved = await seed({ title: "The moved one", slug: "moved-from" });
    await updatePost(
      moved.id,
      postInputSchema.parse({ title: "The moved one", content: "<p>x</p>", status: "published", slug: "moved-to" }),
    );
    const run = await runRoute(newRoute.action, { method: "POST", form: form({ slug: "moved-from" }) });
    const answer = answerOf(returned(run));
    expect(answer.status).toBe(409);
    expect((answer.data as FormResult).result?.error?.slug?.[0]).toMatch(
      /old address of “The moved one”.*Choose another slug/,
    );
  });

  it("refuses content that is nothing but unsafe HTML, on the content field", async () => {
    const run = await runRoute(newRoute.action, {
      method: "POST",
      form: form({ content: "<script>alert(1)</script>" }),
    });
    const answer = answerOf(returned(run));
    expect(answer.status).toBe(400);
    expect((answer.data as FormResult).result?.error?.content?.[0]).toMatch(/no text or images left/);
  });

  it("answers a body that is not a form with a message, not a 500", async () => {
    const run = await runRoute(
      async ({ context }) =>
        newRoute.action({
          request: new Request("http://localhost/admin/blog/new", {
            method: "POST",
            body: "{",
            headers: { "Content-Type": "multipart/form-data; boundary=x" },
          }),
          context,
          params: {},
        } as never),
      {},
    );
    expect(answerOf(returned(run)).status).toBe(400);
    expect(run.toast).toMatchObject({ title: "Submission failed" });
  });
});

describe("editing a post", () => {
  it("loads the post's fields, its publish date in Atlanta time and its version", async () => {
    const post = await seed({ title: "Loaded", summary: "S", tags: "One, Two", publish_date: "2025-07-04T13:00:00Z" });
    const data = answered(await runRoute(editRoute.loader, { params: { id: String(post.id) } }));
    expect(data.defaults).toMatchObject({
      title: "Loaded",
      slug: post.slug,
      summary: "S",
      tags: "One, Two",
      status: "published",
      publish_date: "2025-07-04T09:00",
      version: (await getPostForEditing(post.id))!.version,
    });
    expect(data.savedPublishLabel).toBe("July 4, 2025 at 9:00 AM EDT");
  });

  it("answers 404 for an unknown or malformed id", async () => {
    for (const id of ["999999", "abc", "0"]) {
      const run = await runRoute(editRoute.loader, { params: { id } });
      expect(answerOf(thrownBy(run)).status).toBe(404);
    }
  });

  it("saves with the loaded version and says 'Post updated successfully!'", async () => {
    const post = await seed();
    const { defaults } = answered(await runRoute(editRoute.loader, { params: { id: String(post.id) } }));
    const run = await runRoute(editRoute.action, {
      method: "POST",
      params: { id: String(post.id) },
      form: { ...(defaults as Record<string, string>), title: "Renamed" },
    });
    expect(answerOf(returned(run))).toMatchObject({ status: 303, location: "/admin/blog" });
    expect(run.toast).toMatchObject({ title: "Post updated successfully!" });
    expect((await getPostById(post.id))!.title).toBe("Renamed");
  });

  it("refuses the second of two saves from the same version, keeps the typed values and links to the latest", async () => {
    const post = await seed({ title: "Shared" });
    const { defaults } = answered(await runRoute(editRoute.loader, { params: { id: String(post.id) } }));
    const loaded = defaults as Record<string, string>;

    const first = await runRoute(editRoute.action, {
      method: "POST",
      params: { id: String(post.id) },
      form: { ...loaded, title: "Admin A's title" },
    });
    expect(answerOf(returned(first)).status).toBe(303);

    const second = await runRoute(editRoute.action, {
      method: "POST",
      params: { id: String(post.id) },
      form: { ...loaded, title: "Admin B's title" },
    });
    const answer = answerOf(returned(second));
    expect(answer.status).toBe(409);
    const data = answer.data as FormResult & { conflict: { latestUrl: string; savedAtLabel: string } };
    expect(data.result?.error?.[""]?.[0]).toMatch(
      /^Someone else saved this post at .+E[SD]T, after you opened it\. Your changes were not saved/,
    );
    expect(data.result?.initialValue).toMatchObject({ title: "Admin B's title", version: loaded.version });
    expect(data.conflict).toMatchObject({ latestUrl: `/admin/blog/${post.id}/edit` });
    expect(second.toast).toMatchObject({ title: "Submission failed", variant: "destructive" });
    expect((await getPostById(post.id))!.title).toBe("Admin A's title");
  });

  it("treats a form without a version as stale rather than overwriting", async () => {
    const post = await seed({ title: "Guarded" });
    const run = await runRoute(editRoute.action, {
      method: "POST",
      params: { id: String(post.id) },
      form: form({ title: "No version" }),
    });
    expect(answerOf(returned(run)).status).toBe(409);
    expect((await getPostById(post.id))!.title).toBe("Guarded");
  });

  it("keeps a date in the repeated November hour exactly when the field is left as loaded (DST-safe)", async () => {
    // 06:30 UTC on November 2, 2025 is the second 1:30 in Atlanta (EST, after the clocks went back).
    const post = await seed({ publish_date: "2025-11-02T06:30:00Z" });
    const { defaults } = answered(await runRoute(editRoute.loader, { params: { id: String(post.id) } }));
    const loaded = defaults as Record<string, string>;
    expect(loaded.publish_date).toBe("2025-11-02T01:30");

    await runRoute(editRoute.action, {
      method: "POST",
      params: { id: String(post.id) },
      form: { ...loaded, title: "Untouched date" },
    });
    expect((await getPostById(post.id))!.publishDate?.toISOString()).toBe("2025-11-02T06:30:00.000Z");

    // A newly typed 1:30 that night means the first one (EDT); a skipped spring time moves an hour on.
    const again = (await getPostForEditing(post.id))!;
    await runRoute(editRoute.action, {
      method: "POST",
      params: { id: String(post.id) },
      form: { ...loaded, version: again.version, publish_date_saved: "", publish_date: "2026-03-08T02:30" },
    });
    expect((await getPostById(post.id))!.publishDate?.toISOString()).toBe("2026-03-08T07:30:00.000Z");
  });

  it("keeps the old address of a live post working after a slug change (301 from the public page)", async () => {
    const post = await seed({ title: "Moving house", slug: "moving-house" });
    const { defaults } = answered(await runRoute(editRoute.loader, { params: { id: String(post.id) } }));
    await runRoute(editRoute.action, {
      method: "POST",
      params: { id: String(post.id) },
      form: { ...(defaults as Record<string, string>), slug: "moved-house" },
    });
    const old = await runRoute(publicPostRoute.loader as never, {
      admin: null,
      path: "/blog/moving-house",
      params: { slug: "moving-house" },
    });
    expect(answerOf(thrownBy(old))).toMatchObject({ status: 301, location: "/blog/moved-house" });
    const current = await runRoute(publicPostRoute.loader as never, {
      admin: null,
      path: "/blog/moved-house",
      params: { slug: "moved-house" },
    });
    expect(answered(current)).toMatchObject({ state: "ok", post: { title: "Moving house" } });
  });
});

describe("preview", () => {
  it("renders a draft with the public page's view of it", async () => {
    const post = await seed({
      title: "Secret draft",
      status: "draft",
      content: "<h1>Big</h1><p>Body <script>x</script></p>",
      tags: "A, B",
    });
    const data = answered(await runRoute(previewRoute.loader, { params: { id: String(post.id) } }));
    expect(data).toMatchObject({
      status: "draft",
      live: false,
      post: { title: "Secret draft", tags: ["A", "B"], html: "<h2>Big</h2><p>Body </p>" },
    });
  });

  it("answers 404 for a missing post", async () => {
    const run = await runRoute(previewRoute.loader, { params: { id: "424242" } });
    expect(answerOf(thrownBy(run)).status).toBe(404);
  });
});

describe("deleting", () => {
  it("asks first (the loader names the post), then deletes and says so", async () => {
    const post = await seed({ title: "Doomed" });
    const asked = answered(await runRoute(deleteRoute.loader, { params: { id: String(post.id) } }));
    expect(asked).toMatchObject({ id: post.id, title: "Doomed" });
    expect(await getPostById(post.id)).not.toBeNull();

    const run = await runRoute(deleteRoute.action, { method: "POST", params: { id: String(post.id) } });
    expect(answerOf(returned(run))).toMatchObject({ status: 303, location: "/admin/blog" });
    expect(run.toast).toMatchObject({ title: "Post deleted", description: "“Doomed” was deleted." });
    expect(await db.select().from(posts).where(eq(posts.id, post.id))).toEqual([]);

    const again = await runRoute(deleteRoute.action, { method: "POST", params: { id: String(post.id) } });
    expect(again.toast).toMatchObject({ title: "Submission failed", variant: "destructive" });
  });
});
