import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { useFreshDatabase } from "../../tests/support/fresh-database";
import { serviceFailure } from "./api.server";
import { postInputSchema } from "./post-schema";
import { isDatabaseUnavailable } from "~/lib/db/unavailable.server";
import { listVisiblePosts } from "./post-queries.server";
import { createPost, updatePost } from "./post-writes.server";

// A connection lost in the middle of one of the post service's transactions: the caller must see
// "database unavailable" (503), not Drizzle's failed ROLLBACK (a 500).

let url: string;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ url, drop } = await useFreshDatabase(inject("databaseUrl"), "posts_outage"));
});
afterAll(() => drop());

const input = (title: string) => postInputSchema.parse({ title, content: "<p>Some words.</p>", status: "published" });

async function connect(): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  client.on("error", () => {});
  await client.connect();
  return client;
}

/**
 * Runs `work` while another connection holds the row lock of post `id`, waits until `work`'s
 * backend is blocked on that lock inside its transaction, and terminates that backend.
 */
async function loseConnectionMidTransaction(id: number, work: () => Promise<unknown>): Promise<unknown> {
  const holder = await connect();
  const admin = await connect();
  try {
    await holder.query("begin");
    await holder.query("select id from posts where id = $1 for update", [id]);
    const outcome = work().then(
      () => undefined,
      (error: unknown) => error,
    );
    let blocked: number | undefined;
    for (let i = 0; i < 100 && blocked === undefined; i++) {
      const { rows } = await admin.query<{ pid: number }>(
        "select pid from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()",
      );
      blocked = rows[0]?.pid;
      if (blocked === undefined) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(blocked, "the transaction never waited on the lock").toBeDefined();
    await admin.query("select pg_terminate_backend($1)", [blocked]);
    return await outcome;
  } finally {
    await holder.query("rollback").catch(() => {});
    await holder.end();
    await admin.end();
  }
}

describe("a connection lost inside a transaction", () => {
  it("makes updatePost fail as database unavailable, answered 503 by the API", async () => {
    const post = await createPost(input("Outage post"));
    const error = await loseConnectionMidTransaction(post.id, () =>
      updatePost(post.id, input("Renamed during an outage")),
    );
    expect(error).toBeInstanceOf(Error);
    expect(isDatabaseUnavailable(error)).toBe(true);
    const answer = serviceFailure(error, "updating a post");
    expect(answer.status).toBe(503);
    expect(((await answer.json()) as { error: { code: string } }).error.code).toBe("database_unavailable");
    // The pool recovers on its own: the next call works.
    const page = await listVisiblePosts();
    expect(page.posts.map((p) => p.title)).toContain("Outage post");
  });

  it("counts pg's 'not queryable' answer (a statement on a broken client) as unavailable", () => {
    const rollback = new Error("Failed query: rollback", {
      cause: new Error("Client has encountered a connection error and is not queryable"),
    });
    expect(isDatabaseUnavailable(rollback)).toBe(true);
    expect(isDatabaseUnavailable(new Error("Client was closed and is not queryable"))).toBe(true);
    expect(isDatabaseUnavailable(new TypeError("x is undefined"))).toBe(false);
  });
});
