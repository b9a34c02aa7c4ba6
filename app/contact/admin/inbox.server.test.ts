import path from "node:path";
import { eq, inArray } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminContext } from "~/auth/guard.server";
import { connectDatabase, disconnectDatabase, getDb } from "~/lib/db/client.server";
import { applyMigrations } from "~/lib/db/migrate.server";
import { contactRequests } from "../tables";
import { toastMiddleware } from "~/lib/toast.server";
import { action, loader } from "~/routes/admin.messages";
import { answerOf, runRoute } from "../../../tests/support/route-harness";
import { listContactRequests, markNotSpam, retryDelivery } from "./inbox.server";
import { workerDatabaseUrl } from "../../../tests/support/worker-database";

beforeAll(async () => {
  const db = connectDatabase(workerDatabaseUrl());
  await applyMigrations(db, path.resolve(import.meta.dirname, "../../../drizzle"));
});
afterAll(() => disconnectDatabase());

type Status = "pending" | "sent" | "failed" | "spam";
async function insert(status: Status, name = `Inbox ${status} ${Math.random()}`) {
  const [row] = await getDb()
    .insert(contactRequests)
    .values({
      name,
      email: "inbox@example.com",
      message: "Hello",
      page: "/contact",
      status,
      attempts: status === "failed" ? 8 : 0,
      lastError: status === "failed" ? "EmailJS 500: down" : null,
      sentAt: status === "sent" ? new Date() : null,
    })
    .returning({ id: contactRequests.id });
  return row!.id;
}
const statusOf = async (id: number) =>
  (
    await getDb()
      .select({ status: contactRequests.status, attempts: contactRequests.attempts })
      .from(contactRequests)
      .where(eq(contactRequests.id, id))
  )[0];

function contextWith(admin: boolean) {
  const context = new RouterContextProvider();
  context.set(adminContext, admin ? { email: "staff@example.com", method: "password" } : null);
  return context;
}

describe("the inbox service", () => {
  it("lists requests newest first with their delivery state and counts per status", async () => {
    const older = await insert("sent");
    const newer = await insert("failed");
    const { items, counts, total } = await listContactRequests({ page: 1 });
    const ids = items.map((item) => item.id);
    expect(ids.indexOf(newer)).toBeLessThan(ids.indexOf(older));
    expect(items.find((item) => item.id === newer)).toMatchObject({
      status: "failed",
      attempts: 8,
      lastError: "EmailJS 500: down",
    });
    expect(counts.failed).toBeGreaterThanOrEqual(1);
    expect(total).toBe(counts.pending + counts.sent + counts.failed + counts.spam);
  });

  it("requeues a failed request with fresh attempts, once", async () => {
    const id = await insert("failed");
    expect(await retryDelivery(id)).toBe(true);
    expect(await statusOf(id)).toEqual({ status: "pending", attempts: 0 });
    expect(await retryDelivery(id)).toBe(false);
  });

  it("only retries failed requests and only un-spams spam", async () => {
    const sent = await insert("sent");
    const spam = await insert("spam");
    expect(await retryDelivery(sent)).toBe(false);
    expect(await retryDelivery(spam)).toBe(false);
    expect(await markNotSpam(sent, "staff@example.com")).toBe(false);
    expect(await markNotSpam(spam, "staff@example.com")).toBe(true);
    expect(await statusOf(spam)).toEqual({ status: "pending", attempts: 0 });
    expect(await statusOf(sent)).toMatchObject({ status: "sent" });
  });
});

describe("/admin/messages", () => {
  const request = (init?: RequestInit) => new Request("http://localhost/admin/messages", init);
  const post = (body: Record<string, string>) => request({ method: "POST", body: new URLSearchParams(body) });
  const args = (req: Request, admin: boolean) => ({ request: req, context: contextWith(admin), params: {} }) as never;

  /** Runs the action the way the router does, inside the toast middleware; returns its result and cookies. */
  async function act(body: Record<string, string>) {
    const req = post(body);
    const context = contextWith(true);
    let result: unknown;
    const response = (await toastMiddleware({ request: req, context, params: {} } as never, async () => {
      result = await action({ request: req, context, params: {} } as never);
      return result instanceof Response
        ? result
        : new Response(null, { status: (result as { init: { status: number } }).init.status });
    })) as Response;
    return { result, response, cookie: response.headers.get("Set-Cookie") ?? "" };
  }

  it("refuses to list or change anything without an admin in the context", async () => {
    const id = await insert("failed");
    await expect(loader(args(request(), false))).rejects.toMatchObject({ init: { status: 403 } });
    await expect(action(args(post({ intent: "retry", id: String(id) }), false))).rejects.toMatchObject({
      init: { status: 403 },
    });
    expect(await statusOf(id)).toMatchObject({ status: "failed" });
  });

  it("lists requests for an admin", async () => {
    const id = await insert("spam", "Listed Person");
    const result = (await loader(args(request(), true))) as { state: string; rows: { id: number; name: string }[] };
    expect(result.state).toBe("ok");
    expect(result.rows.find((row) => row.id === id)?.name).toBe("Listed Person");
  });

  it("says a load failure in the page (503) and sets no toast: only actions set toasts", async () => {
    await disconnectDatabase();
    connectDatabase("postgresql://postgres:nobody@127.0.0.1:1/none");
    try {
      const run = await runRoute(loader, { path: "/admin/messages" });
      if ("thrown" in run.outcome) throw new Error("the loader threw instead of answering");
      expect(answerOf(run.outcome.returned)).toMatchObject({ status: 503, data: { state: "error" } });
      expect(run.toast).toBeUndefined();
    } finally {
      await disconnectDatabase();
      connectDatabase(workerDatabaseUrl());
    }
  });

  it("retries a failed request and answers with a redirect back to the inbox", async () => {
    const id = await insert("failed");
    const { response, cookie } = await act({ intent: "retry", id: String(id) });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/admin/messages");
    expect(cookie).toContain("en_toast=");
    expect(await statusOf(id)).toMatchObject({ status: "pending" });
  });

  it("answers 400 to an intent or id it does not understand", async () => {
    for (const body of [
      { intent: "delete", id: "1" },
      { intent: "retry", id: "abc" },
      { intent: "retry", id: "-3" },
    ]) {
      const { response, cookie } = await act(body);
      expect(response.status).toBe(400);
      expect(cookie).toContain("en_toast=");
    }
  });
});

afterAll(async () => {
  // Leave the shared test database as the other test files expect it.
  await getDb()
    .delete(contactRequests)
    .where(inArray(contactRequests.email, ["inbox@example.com"]));
});
