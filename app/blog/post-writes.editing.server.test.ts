import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { postSlugRedirects, posts } from "./tables";
import { hoursFromNow, postInput, freshPostsDatabase } from "../../tests/support/post-tests";
import { PostConflictError, PostNotFoundError, SlugRedirectsError, SlugTakenError } from "./post-errors";
import { getPostById } from "./post-queries.server";
import { getPostForEditing } from "./post-version.server";
import { createPost, deletePost, updatePost } from "./post-writes.server";
import { findRedirectForSlug, oldSlugsOf } from "./slug-redirects.server";

const database = freshPostsDatabase("posts_editing");
const input = postInput;

describe("versions and the conditional update", () => {
  it("gives every post a microsecond version that changes with every save", async () => {
    const { id } = await createPost(input());
    const first = (await getPostForEditing(id))!;
    expect(first.version).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/);
    // The version is updated_at itself, to the microsecond.
    expect(new Date(first.version).getTime()).toBe(first.updatedAt.getTime());

    await updatePost(id, input({ title: "Edited" }), { expectedVersion: first.version });
    const second = (await getPostForEditing(id))!;
    expect(second.version > first.version).toBe(true);
  });

  it("saves when the editor's version is current, and refuses a stale one without changing anything", async () => {
    const { id } = await createPost(input({ title: "Original" }));
    const loadedByA = (await getPostForEditing(id))!.version;
    const loadedByB = loadedByA;

    const savedByA = await updatePost(id, input({ title: "Saved by A" }), { expectedVersion: loadedByA });
    expect(savedByA.title).toBe("Saved by A");

    const refused = await updatePost(id, input({ title: "Saved by B" }), { expectedVersion: loadedByB }).catch(
      (e: unknown) => e,
    );
    expect(refused).toBeInstanceOf(PostConflictError);
    // The refusal names the version to reload.
    expect((refused as PostConflictError).currentVersion).toBe((await getPostForEditing(id))!.version);
    expect((await getPostById(id, { includeHidden: true }))!.title).toBe("Saved by A");
  });

  it("lets exactly one of two simultaneous saves from the same version through", async () => {
    const { id } = await createPost(input({ title: "Race" }));
    const version = (await getPostForEditing(id))!.version;
    const results = await Promise.allSettled(
      ["First", "Second", "Third"].map((title) => updatePost(id, input({ title }), { expectedVersion: version })),
    );
    const saved = results.filter((r) => r.status === "fulfilled");
    const refused = results.filter((r) => r.status === "rejected");
    expect(saved).toHaveLength(1);
    expect(refused).toHaveLength(2);
    for (const r of refused) expect((r as PromiseRejectedResult).reason).toBeInstanceOf(PostConflictError);
    const winner = (saved[0] as PromiseFulfilledResult<{ title: string }>).value.title;
    expect((await getPostById(id, { includeHidden: true }))!.title).toBe(winner);
  });

  it("compares microseconds, not the milliseconds a Date keeps", async () => {
    const { id } = await createPost(input());
    await database().execute(sql`update ${posts} set updated_at = '2025-05-05T12:00:00.123456Z' where id = ${id}`);
    const wrongMicros = "2025-05-05T12:00:00.123000Z";
    await expect(updatePost(id, input({ title: "x" }), { expectedVersion: wrongMicros })).rejects.toBeInstanceOf(
      PostConflictError,
    );
    const saved = await updatePost(id, input({ title: "y" }), { expectedVersion: "2025-05-05T12:00:00.123456Z" });
    expect(saved.title).toBe("y");
  });

  it("moves the version forward even when the stored one is ahead of the clock", async () => {
    const { id } = await createPost(input());
    await database().execute(sql`update ${posts} set updated_at = now() + interval '1 hour' where id = ${id}`);
    const ahead = (await getPostForEditing(id))!.version;
    await updatePost(id, input({ title: "Later" }), { expectedVersion: ahead });
    expect((await getPostForEditing(id))!.version > ahead).toBe(true);
  });

  it("treats a malformed version as stale (a conflict, never a database error)", async () => {
    const { id } = await createPost(input());
    for (const bad of ["", "yesterday", "2025-05-05", "'; drop table posts; --"]) {
      await expect(updatePost(id, input(), { expectedVersion: bad })).rejects.toBeInstanceOf(PostConflictError);
    }
  });

  it("still replaces a post without a version (the JSON API's PUT) and reports a missing post", async () => {
    const { id } = await createPost(input());
    expect((await updatePost(id, input({ title: "Via API" }))).title).toBe("Via API");
    await expect(
      updatePost(id + 1000, input(), { expectedVersion: "2025-05-05T12:00:00.123456Z" }),
    ).rejects.toBeInstanceOf(PostNotFoundError);
  });

  it("clears a draft's date when the form empties it, and keeps a published post's date", async () => {
    const { id } = await createPost(input({ status: "draft", publish_date: "2025-06-01T10:00" }));
    const cleared = await updatePost(id, input({ status: "draft", publish_date: "" }), { clearEmptyDate: true });
    expect(cleared.publishDate).toBeNull();
    const published = await createPost(input({ status: "published", publish_date: "2025-06-01T10:00" }));
    const kept = await updatePost(published.id, input({ status: "published", publish_date: "" }), {
      clearEmptyDate: true,
    });
    expect(kept.publishDate?.toISOString()).toBe("2025-06-01T14:00:00.000Z");
  });
});

describe("slug changes", () => {
  it("keep a published post's old slug as a redirect to the new one", async () => {
    const post = await createPost(input({ title: "Old name", slug: "old-name" }));
    await updatePost(post.id, input({ title: "New name", slug: "new-name" }));
    expect(await findRedirectForSlug("old-name")).toBe("new-name");
    expect(await oldSlugsOf(database(), post.id)).toEqual(["old-name"]);
  });

  it("point every old slug at the current one after several renames (no chains)", async () => {
    const post = await createPost(input({ slug: "first" }));
    await updatePost(post.id, input({ slug: "second" }));
    await updatePost(post.id, input({ slug: "third" }));
    expect(await findRedirectForSlug("first")).toBe("third");
    expect(await findRedirectForSlug("second")).toBe("third");
  });

  it("keep a visible scheduled post's old slug, but not a draft's or a future post's", async () => {
    const due = await createPost(input({ status: "scheduled", publish_date: hoursFromNow(-1), slug: "due-old" }));
    await updatePost(due.id, input({ status: "scheduled", publish_date: hoursFromNow(-1), slug: "due-new" }));
    expect(await findRedirectForSlug("due-old")).toBe("due-new");

    const draft = await createPost(input({ status: "draft", slug: "draft-old" }));
    await updatePost(draft.id, input({ status: "published", slug: "draft-new" }));
    expect(await findRedirectForSlug("draft-old")).toBeNull();

    const future = await createPost(input({ status: "scheduled", publish_date: hoursFromNow(24), slug: "future-old" }));
    await updatePost(future.id, input({ status: "scheduled", publish_date: hoursFromNow(24), slug: "future-new" }));
    expect(await findRedirectForSlug("future-old")).toBeNull();
  });

  it("do not lead the public to a post that went back to draft", async () => {
    const post = await createPost(input({ slug: "was-public" }));
    await updatePost(post.id, input({ slug: "now-hidden", status: "draft" }));
    expect(await findRedirectForSlug("was-public")).toBeNull();
    // Published again, the old address works again.
    await updatePost(post.id, input({ slug: "now-hidden", status: "published" }));
    expect(await findRedirectForSlug("was-public")).toBe("now-hidden");
  });

  it("let a post take back one of its own old slugs", async () => {
    const post = await createPost(input({ slug: "home-slug" }));
    await updatePost(post.id, input({ slug: "away-slug" }));
    await updatePost(post.id, input({ slug: "home-slug" }));
    expect(await findRedirectForSlug("home-slug")).toBeNull();
    expect(await findRedirectForSlug("away-slug")).toBe("home-slug");
    expect((await getPostById(post.id))!.slug).toBe("home-slug");
  });

  it("refuse a slug that still redirects to another post, for new and edited posts", async () => {
    const moved = await createPost(input({ title: "Moved post", slug: "taken-old" }));
    await updatePost(moved.id, input({ title: "Moved post", slug: "taken-new" }));

    const created = await createPost(input({ title: "Newcomer", slug: "taken-old" })).catch((e: unknown) => e);
    expect(created).toBeInstanceOf(SlugRedirectsError);
    expect(created).toBeInstanceOf(SlugTakenError);
    expect((created as SlugRedirectsError).fieldMessage).toContain("“Moved post”");

    const other = await createPost(input({ title: "Other", slug: "other" }));
    await expect(updatePost(other.id, input({ title: "Other", slug: "taken-old" }))).rejects.toBeInstanceOf(
      SlugRedirectsError,
    );
    expect(await findRedirectForSlug("taken-old")).toBe("taken-new");
  });

  it("skip slugs that redirect elsewhere when making one from a title", async () => {
    const moved = await createPost(input({ title: "Cloud backups" }));
    expect(moved.slug).toBe("cloud-backups");
    await updatePost(moved.id, input({ title: "Cloud backups", slug: "cloud-backups-guide" }));
    const next = await createPost(input({ title: "Cloud backups" }));
    expect(next.slug).toBe("cloud-backups-2");
  });

  it("refuse a slug another post uses, on update, with a clear error (not a database error)", async () => {
    await createPost(input({ slug: "in-use" }));
    const post = await createPost(input({ slug: "mine" }));
    const error = await updatePost(post.id, input({ slug: "in-use" }), {
      expectedVersion: (await getPostForEditing(post.id))!.version,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SlugTakenError);
    expect((error as SlugTakenError).fieldMessage).toBe("Another post already uses this slug.");
    expect((await getPostById(post.id))!.slug).toBe("mine");
  });

  it("go away with their post", async () => {
    const post = await createPost(input({ slug: "gone-old" }));
    await updatePost(post.id, input({ slug: "gone-new" }));
    const deleted = await deletePost(post.id);
    expect(deleted).toMatchObject({ id: post.id, slug: "gone-new" });
    expect(await database().select().from(postSlugRedirects).where(eq(postSlugRedirects.postId, post.id))).toEqual([]);
    expect(await findRedirectForSlug("gone-old")).toBeNull();
    // The old address is free again.
    expect((await createPost(input({ slug: "gone-old" }))).slug).toBe("gone-old");
  });
});

describe("deleting", () => {
  it("removes the post and reports a missing one", async () => {
    const post = await createPost(input());
    await deletePost(post.id);
    expect(await getPostById(post.id, { includeHidden: true })).toBeNull();
    await expect(deletePost(post.id)).rejects.toBeInstanceOf(PostNotFoundError);
    await expect(deletePost(-1)).rejects.toBeInstanceOf(PostNotFoundError);
  });
});
