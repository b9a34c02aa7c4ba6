import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createDraft, saveStep } from "~/assessment/drafts.server";
import { finishAssessment } from "~/assessment/finish.server";
import { storeContactRequest } from "~/contact/inbox.server";
import type { Database } from "~/lib/db/client.server";
import { assessments } from "~/assessment/tables";
import { contactRequests } from "~/contact/tables";
import { leadEvents, leads } from "./tables";
import { emailOutbox } from "~/outbox/tables";
import { SCHOOL_ANSWERS as ANSWERS } from "../../tests/support/audit-answers";
import { useFreshDatabase } from "../../tests/support/fresh-database";
import { getLead } from "./query.server";
import { markNotSpam } from "./workflow.server";

let db: Database;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ db, drop } = await useFreshDatabase(inject("databaseUrl"), "lead_not_spam"));
});
afterAll(async () => {
  await drop();
});

const leadFor = async (column: "contactRequestId" | "assessmentId", id: number) =>
  (await db.select().from(leads).where(eq(leads[column], id)))[0]!;
const versionOf = async (id: string) => (await getLead(id))!.version;
const actor = "owner@example.com";

describe("not spam", () => {
  it("delivers a contact request held as spam: queued for e-mail, the lead new, the change in its history", async () => {
    const { id } = await storeContactRequest(
      { name: "Quick Typist", email: "quick@example.org", message: "Please call me about our network" },
      { page: "/contact", clientIp: null, spam: true },
    );
    const lead = await leadFor("contactRequestId", id);
    expect(lead.status).toBe("spam");

    expect(await markNotSpam(lead.id, { actor, version: await versionOf(lead.id) })).toEqual({ kind: "done" });
    const [request] = await db.select().from(contactRequests).where(eq(contactRequests.id, id));
    expect(request).toMatchObject({ status: "pending", attempts: 0 });
    expect((await leadFor("contactRequestId", id)).status).toBe("new");
    const events = await db.select().from(leadEvents).where(eq(leadEvents.leadId, lead.id));
    expect(events.map(({ what, from, to, actor: who }) => ({ what, from, to, who }))).toContainEqual({
      what: "status",
      from: "spam",
      to: "new",
      who: actor,
    });

    // Pressed again (a second tab): nothing is queued twice.
    expect(await markNotSpam(lead.id, { actor, version: await versionOf(lead.id) })).toEqual({ kind: "unchanged" });
  });

  it("refuses a stale page, and a lead that is not spam changes nothing", async () => {
    const { id } = await storeContactRequest(
      { name: "Stale Page", email: "stale@example.org", message: "Hello there" },
      { page: "/contact", clientIp: null, spam: true },
    );
    const lead = await leadFor("contactRequestId", id);
    expect(await markNotSpam(lead.id, { actor, version: "2020-01-01T00:00:00.000Z" })).toEqual({ kind: "conflict" });
    expect((await db.select().from(contactRequests).where(eq(contactRequests.id, id)))[0]!.status).toBe("spam");

    const normal = await storeContactRequest(
      { name: "Normal Person", email: "normal@example.org", message: "Hello there" },
      { page: "/contact", clientIp: null },
    );
    const normalLead = await leadFor("contactRequestId", normal.id);
    expect(await markNotSpam(normalLead.id, { actor, version: await versionOf(normalLead.id) })).toEqual({
      kind: "unchanged",
    });
  });

  it("delivers an audit held as spam: no longer spam, and its staff e-mail in the outbox", async () => {
    const draftId = await createDraft({ orgType: "school" }, { page: "/free-it-audit", clientIp: null });
    expect(await saveStep(draftId, ANSWERS)).toBe(true);
    const contact = { name: "Fast Filler", email: "fast@example.org", organization: "Fast Nonprofit" };
    const outcome = await finishAssessment({ draftId, contact, clientIp: null, spam: true });
    if (outcome.kind !== "stored") throw new Error(outcome.kind);
    const key = `assessment:${outcome.id}:staff`;
    expect(await db.select().from(emailOutbox).where(eq(emailOutbox.key, key))).toEqual([]);

    const lead = await leadFor("assessmentId", outcome.id);
    expect(await markNotSpam(lead.id, { actor, version: await versionOf(lead.id) })).toEqual({ kind: "done" });
    expect((await db.select().from(assessments).where(eq(assessments.id, outcome.id)))[0]!.spam).toBe(false);
    const [email] = await db.select().from(emailOutbox).where(eq(emailOutbox.key, key));
    expect(email).toMatchObject({ template: "assessment-staff" });
    expect(email!.params).toMatchObject({
      name: "Fast Filler",
      organization: "Fast Nonprofit",
      reply_to: "fast@example.org",
    });
    expect((await leadFor("assessmentId", outcome.id)).status).toBe("new");
  });
});
