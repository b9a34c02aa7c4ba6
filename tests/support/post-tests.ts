import { afterAll, beforeAll, beforeEach, inject } from "vitest";
import { postInputSchema, type PostInputRaw } from "../../app/blog/post-schema";
import type { Database } from "../../app/lib/db/client.server";
import { posts } from "../../app/blog/tables";
import { useFreshDatabase } from "./fresh-database";

/**
 * A database of the test file's own, emptied of posts before each test, for the post service's
 * unit tests. The returned getter gives the Drizzle handle once the database exists.
 */
export function freshPostsDatabase(label: string): () => Database {
  let db: Database | undefined;
  let drop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    ({ db, drop } = await useFreshDatabase(inject("databaseUrl"), label));
  });
  afterAll(() => drop?.());
  beforeEach(async () => {
    await db!.delete(posts);
  });
  return () => db!;
}

/** A valid, published post's input, with any field replaced. */
export const postInput = (raw: Partial<PostInputRaw> = {}) =>
  postInputSchema.parse({ title: "A post", content: "<p>Some words.</p>", status: "published", ...raw });

export const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();
