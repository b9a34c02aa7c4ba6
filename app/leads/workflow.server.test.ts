import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Database } from "~/lib/db/client.server";
import { loadEnv } from "~/lib/env.server";
import { contactRequests } from "~/contact/tables";
import { leadEvents, leads } from "./tables";
import { action, loader } from "~/routes/admin.leads.$id";
import { answerOf, answered, runRoute, thrownBy } from "../../tests/support/route-harness";
import { useFreshDatabase } from "../../tests/support/fresh-database";
import { getLead } from "./query.server";
import { recordLead } from "./record.server";
import { addNote, changeStatus, setOwner } from "./workflow.server";

let db: Database;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ db, drop } = await useFreshDatabase(inject("databaseUrl"), "lead_workflow"));
  // Staff who may own a lead: the Supabase admins.
  loadEnv({
    SUPABASE_URL: "http://127.0.0.1:9",
    SUPABASE_ANON_KEY: "test-anon-key",
    ADMIN_EMAILS: "owner@example.com,Second@Example.com",
  });
});
afterAll(async () => {
  loadEnv({});
  await drop();
});

async function newLead(name = `Workflow ${Math.random()}`): Promise<string> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactRequests)
      .values({ name, email: "lead@example.com", message: "Please call me", page: "/contact" })
      .returning({ id: contactRequests.id, receivedAt: contactRequests.receivedAt });
    const lead = await recordLead(tx, {
      kind: "contact",
      contactRequestId: row!.id,
      name,
      email: "lead@example.com",
      summary: "Please call me",
      receivedAt: row!.receivedAt,
    });
    return lead.id;
  });
}
const versionOf = async (id: string) => (await getLead(id))!.version;

describe("the workflow", () => {
  it("moves a lead new → contacted (with a note) → qualified → won, recording who, when and what", async () => {
    const id = await newLead();
    const actor = "owner@example.com";
    expect(
      await changeStatus(id, { actor, version: await versionOf(id), to: "contacted", note: "Called, left a message" }),
    ).toEqual({ kind: "done" });
    expect(await changeStatus(id, { actor, version: await versionOf(id), to: "qualified" })).toEqual({ kind: "done" });
    expect(await changeStatus(id, { actor: "second@example.com", version: await versionOf(id), to: "won" })).toEqual({
      kind: "done",
    });
    const lead = (await getLead(id))!;
    expect(lead.status).toBe("won");
    expect(lead.notes).toMatchObject([{ author: actor, body: "Called, left a message" }]);
    expect(lead.notes[0]!.createdAt).toBeInstanceOf(Date);
    // Newest first.
    expect(lead.events.map(({ what, from, to, actor }) => ({ what, from, to, actor }))).toEqual([
      { what: "status", from: "qualified", to: "won", actor: "second@example.com" },
      { what: "status", from: "contacted", to: "qualified", actor },
      { what: "note", from: null, to: null, actor },
      { what: "status", from: "new", to: "contacted", actor },
      { what: "created", from: null, to: "new", actor: "website" },
    ]);
  });

  it("refuses a lost update: a form shown before someone else's change stores nothing", async () => {
    const id = await newLead();
    const stale = await versionOf(id);
    expect(await setOwner(id, { actor: "owner@example.com", version: stale, owner: "owner@example.com" })).toEqual({
      kind: "done",
    });
    const before = (await getLead(id))!;
    expect(
      await changeStatus(id, { actor: "second@example.com", version: stale, to: "lost", note: "Not a fit" }),
    ).toEqual({ kind: "conflict" });
    expect(await setOwner(id, { actor: "second@example.com", version: stale, owner: null })).toEqual({
      kind: "conflict",
    });
    const after = (await getLead(id))!;
    expect(after).toMatchObject({ status: "new", owner: "owner@example.com", version: before.version });
    expect(after.events).toHaveLength(before.events.length);
    expect(after.notes).toHaveLength(0);
  });

  it("says when nothing changes, and adds notes whatever the version", async () => {
    const id = await newLead();
    expect(await changeStatus(id, { actor: "a@example.com", version: await versionOf(id), to: "new" })).toEqual({
      kind: "unchanged",
    });
    expect(await addNote(id, { actor: "a@example.com", body: "First" })).toEqual({ kind: "done" });
    expect(await addNote(id, { actor: "b@example.com", body: "Second" })).toEqual({ kind: "done" });
    expect((await getLead(id))!.notes.map((note) => note.body)).toEqual(["Second", "First"]);
    expect(await addNote("00000000-0000-4000-8000-000000000000", { actor: "a@example.com", body: "x" })).toEqual({
      kind: "missing",
    });
  });
});

describe("/admin/leads/:id", () => {
  const run = (id: string, form?: Record<string, string>, admin?: null) =>
    runRoute<unknown>(form ? action : loader, {
      method: form ? "POST" : "GET",
      path: `/admin/leads/${id}`,
      params: { id },
      form,
      ...(admin === null ? { admin: null } : {}),
    });

  it("refuses anonymous requests before reading or changing anything", async () => {
    const id = await newLead();
    expect(answerOf(thrownBy(await run(id, undefined, null))).status).toBe(403);
    const version = await versionOf(id);
    const refused = await run(id, { intent: "status", version, status: "won" }, null);
    expect(answerOf(thrownBy(refused)).status).toBe(403);
    expect((await getLead(id))!.status).toBe("new");
  });

  it("changes the status as the signed-in admin and redirects back with a toast", async () => {
    const id = await newLead();
    const result = await run(id, { intent: "status", version: await versionOf(id), status: "contacted", note: "Hi" });
    expect(answerOf("returned" in result.outcome ? result.outcome.returned : null)).toMatchObject({
      status: 303,
      location: `/admin/leads/${id}`,
    });
    expect(result.toast).toMatchObject({ title: "Status changed" });
    const lead = (await getLead(id))!;
    expect(lead.status).toBe("contacted");
    expect(lead.notes[0]).toMatchObject({ author: "editor@example.com", body: "Hi" });
  });

  it("refuses an owner who is not staff, with the error on the owner field", async () => {
    const id = await newLead();
    const result = await run(id, { intent: "owner", version: await versionOf(id), owner: "stranger@example.com" });
    const answer = answerOf("returned" in result.outcome ? result.outcome.returned : null);
    expect(answer.status).toBe(400);
    expect(answer.data).toMatchObject({
      intent: "owner",
      lastResult: { error: { owner: ["Choose an owner among the staff."] } },
    });
    expect((await getLead(id))!.owner).toBeNull();
    // A staff member, in any case, is accepted and stored in lower case.
    const ok = await run(id, { intent: "owner", version: await versionOf(id), owner: "second@example.com" });
    expect(ok.toast).toMatchObject({ title: "Owner set" });
    expect((await getLead(id))!.owner).toBe("second@example.com");
  });

  it("answers a stale form with 409, the conflict in words, and the current state in the loader", async () => {
    const id = await newLead();
    const stale = await versionOf(id);
    await changeStatus(id, { actor: "owner@example.com", version: stale, to: "qualified" });
    const result = await run(id, { intent: "status", version: stale, status: "lost", note: "Keep my words" });
    const answer = answerOf("returned" in result.outcome ? result.outcome.returned : null);
    expect(answer.status).toBe(409);
    expect(answer.data).toMatchObject({
      intent: "status",
      conflict: true,
      lastResult: { error: { "": [expect.stringContaining("changed by someone else")] } },
    });
    expect(result.toast).toMatchObject({ variant: "destructive" });
    const page = answered(await run(id)) as { state: string; lead: { status: string } };
    expect(page).toMatchObject({ state: "ok", lead: { status: "qualified" } });
  });

  it("explains a note that is empty or too long, and an unknown status", async () => {
    const id = await newLead();
    const version = await versionOf(id);
    const empty = answerOf(
      ((await run(id, { intent: "note", version, body: "   " })).outcome as { returned: unknown }).returned,
    );
    expect(empty).toMatchObject({ status: 400, data: { lastResult: { error: { body: ["Write the note first."] } } } });
    const long = answerOf(
      ((await run(id, { intent: "note", version, body: "x".repeat(4001) })).outcome as { returned: unknown }).returned,
    );
    expect(long).toMatchObject({
      status: 400,
      data: { lastResult: { error: { body: [expect.stringMatching(/4,000/)] } } },
    });
    const status = answerOf(
      ((await run(id, { intent: "status", version, status: "maybe" })).outcome as { returned: unknown }).returned,
    );
    expect(status).toMatchObject({
      status: 400,
      data: { lastResult: { error: { status: ["Choose a status from the list."] } } },
    });
    const events = await db.select().from(leadEvents).where(eq(leadEvents.leadId, id));
    expect(events).toHaveLength(1);
    expect((await db.select({ status: leads.status }).from(leads).where(eq(leads.id, id)))[0]!.status).toBe("new");
  });
});

describe("the response clock of a lead", () => {
  const clockOf = async (id: string) => {
    const [row] = await db
      .select({ receivedAt: leads.receivedAt, respondBy: leads.respondBy, firstResponseAt: leads.firstResponseAt })
      .from(leads)
      .where(eq(leads.id, id));
    return row!;
  };

  it("is set on arrival, on the business calendar, and never earlier than two hours on", async () => {
    const clock = await clockOf(await newLead());
    expect(clock.respondBy.getTime() - clock.receivedAt.getTime()).toBeGreaterThanOrEqual(120 * 60_000);
    expect(clock.firstResponseAt).toBeNull();
  });

  it("stops at the first change away from new, and later changes leave it", async () => {
    const id = await newLead();
    const actor = "owner@example.com";
    await changeStatus(id, { actor, version: await versionOf(id), to: "contacted" });
    const first = (await clockOf(id)).firstResponseAt;
    expect(first).toBeInstanceOf(Date);
    await changeStatus(id, { actor, version: await versionOf(id), to: "new" });
    await changeStatus(id, { actor, version: await versionOf(id), to: "qualified" });
    expect((await clockOf(id)).firstResponseAt).toEqual(first);
  });

  it("does not stop for spam or for a plain note, and stops for a logged reply", async () => {
    const id = await newLead();
    const actor = "owner@example.com";
    await changeStatus(id, { actor, version: await versionOf(id), to: "spam" });
    await changeStatus(id, { actor, version: await versionOf(id), to: "new" });
    await addNote(id, { actor, body: "Looked at their site" });
    expect((await clockOf(id)).firstResponseAt).toBeNull();
    await addNote(id, { actor, body: "Phoned them back", reply: true });
    expect((await clockOf(id)).firstResponseAt).toBeInstanceOf(Date);
    const history = await db.select({ what: leadEvents.what }).from(leadEvents).where(eq(leadEvents.leadId, id));
    expect(history.map((event) => event.what)).toContain("reply");
  });

  it("logs a reply from the note form's box", async () => {
    const id = await newLead();
    await runRoute<unknown>(action, {
      method: "POST",
      path: `/admin/leads/${id}`,
      params: { id },
      form: { intent: "note", version: await versionOf(id), body: "Answered by e-mail", reply: "on" },
    });
    expect((await clockOf(id)).firstResponseAt).toBeInstanceOf(Date);
  });
});
