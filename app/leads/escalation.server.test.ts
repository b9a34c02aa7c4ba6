import { eq, like } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from "vitest";
import { contactRequests } from "~/contact/tables";
import type { Database } from "~/lib/db/client.server";
import { loadEnv } from "~/lib/env.server";
import { emailOutbox } from "~/outbox/tables";
import { useFreshDatabase } from "../../tests/support/fresh-database";
import { deleteOrphanLeadAlerts } from "./alerts.server";
import { queueDueEscalations } from "./escalation.server";
import { getLead } from "./query.server";
import { recordLead } from "./record.server";
import { leads } from "./tables";
import { addNote, changeStatus, markNotSpam } from "./workflow.server";

const DAY = 24 * 60 * 60_000;
let db: Database;
let drop: () => Promise<void>;

const staffEnv = {
  SUPABASE_URL: "http://127.0.0.1:9",
  SUPABASE_ANON_KEY: "test-anon-key",
  ADMIN_EMAILS: "owner@example.com,Second@Example.com",
  EMAILJS_LEAD_TEMPLATE_ID: "template_lead",
};

beforeAll(async () => {
  ({ db, drop } = await useFreshDatabase(inject("databaseUrl"), "lead_escalation"));
});
beforeEach(async () => {
  loadEnv(staffEnv);
  await db.delete(emailOutbox);
  await db.delete(contactRequests);
});
afterAll(async () => {
  loadEnv({});
  await drop();
});

async function newLead(options: { spam?: boolean } = {}): Promise<string> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactRequests)
      .values({ name: "Ada", email: "ada@example.com", message: "Please call me", page: "/contact" })
      .returning({ id: contactRequests.id, receivedAt: contactRequests.receivedAt });
    const lead = await recordLead(tx, {
      kind: "contact",
      contactRequestId: row!.id,
      name: "Ada Lovelace",
      email: "ada@example.com",
      summary: "Please call me",
      receivedAt: row!.receivedAt,
      spam: options.spam,
    });
    return lead.id;
  });
}

/** The outbox rows of a lead's alerts: key and recipient list. */
async function alertsOf(id: string) {
  const rows = await db
    .select({ key: emailOutbox.key, template: emailOutbox.template, params: emailOutbox.params })
    .from(emailOutbox)
    .where(like(emailOutbox.key, `lead:${id}:%`))
    .orderBy(emailOutbox.key);
  return rows.map((row) => ({ key: row.key.replace(id, "ID"), template: row.template, to: row.params.to_email }));
}

const later = (days: number) => new Date(Date.now() + days * DAY);
const versionOf = async (id: string) => (await getLead(id))!.version;

describe("a new lead's alert", () => {
  it("is queued with the lead, to every member of staff while it has no owner", async () => {
    const id = await newLead();
    expect(await alertsOf(id)).toEqual([
      { key: "lead:ID:new", template: "lead-staff", to: "owner@example.com, second@example.com" },
    ]);
  });

  it("is not queued while its template is not set: sent days later it would only be noise", async () => {
    loadEnv({ ...staffEnv, EMAILJS_LEAD_TEMPLATE_ID: "" });
    expect(await alertsOf(await newLead())).toEqual([]);
  });

  it("goes to the template's own recipient with the local password, which has no address", async () => {
    loadEnv({ ADMIN_PASSWORD: "a-local-password-long-enough", EMAILJS_LEAD_TEMPLATE_ID: "template_lead" });
    const id = await newLead();
    expect(await alertsOf(id)).toEqual([{ key: "lead:ID:new", template: "lead-staff", to: "" }]);
  });

  it("waits for 'Not spam' when held as spam, then goes to the lead's owner", async () => {
    const id = await newLead({ spam: true });
    expect(await alertsOf(id)).toEqual([]);
    await db.update(leads).set({ owner: "second@example.com" }).where(eq(leads.id, id));
    await markNotSpam(id, { actor: "owner@example.com", version: await versionOf(id) });
    expect(await alertsOf(id)).toEqual([{ key: "lead:ID:new", template: "lead-staff", to: "second@example.com" }]);
  });

  it("posts to the chat as well when LEAD_WEBHOOK_URL is set", async () => {
    loadEnv({ ...staffEnv, LEAD_WEBHOOK_URL: "https://hooks.example.com/services/T0/B0/secret" });
    const id = await newLead();
    expect((await alertsOf(id)).map((row) => [row.key, row.template])).toEqual([
      ["lead:ID:new", "lead-staff"],
      ["lead:ID:new:webhook", "webhook:lead-alert"],
    ]);
  });
});

describe("the escalation check", () => {
  it("finds nothing before three quarters of the time passed", async () => {
    await newLead();
    expect(await queueDueEscalations(db, new Date())).toBe(0);
  });

  it("escalates an unanswered lead once, to all staff, however often and by how many it looks", async () => {
    loadEnv({ ...staffEnv, LEAD_WEBHOOK_URL: "https://hooks.example.com/services/T0/B0/secret" });
    const id = await newLead();
    const counts = await Promise.all([1, 2, 3].map(() => queueDueEscalations(db, later(8))));
    expect(counts.reduce((a, b) => a + b)).toBe(1);
    expect(await queueDueEscalations(db, later(9))).toBe(0);
    expect((await alertsOf(id)).filter((row) => row.key.includes("escalation"))).toEqual([
      { key: "lead:ID:escalation", template: "lead-staff", to: "owner@example.com, second@example.com" },
      { key: "lead:ID:escalation:webhook", template: "webhook:lead-alert", to: undefined },
    ]);
  });

  it("never escalates a lead answered first, nor one held as spam, and withdraws its pending alert", async () => {
    loadEnv({ ...staffEnv, LEAD_WEBHOOK_URL: "https://hooks.example.com/services/T0/B0/secret" });
    const contacted = await newLead();
    await changeStatus(contacted, { actor: "owner@example.com", version: await versionOf(contacted), to: "contacted" });
    const replied = await newLead();
    await addNote(replied, { actor: "owner@example.com", body: "Phoned them", reply: true });
    const spam = await newLead({ spam: true });
    expect(await queueDueEscalations(db, later(8))).toBe(0);
    for (const id of [contacted, replied, spam]) expect(await alertsOf(id)).toEqual([]);
  });

  it("withdraws an escalation not sent yet when the lead is answered", async () => {
    const id = await newLead();
    expect(await queueDueEscalations(db, later(8))).toBe(1);
    await addNote(id, { actor: "owner@example.com", body: "Called back", reply: true });
    expect(await alertsOf(id)).toEqual([]);
  });

  it("leaves a lead with no escalation time (written by plain SQL) alone", async () => {
    const id = await newLead();
    await db.update(leads).set({ escalateAt: null }).where(eq(leads.id, id));
    expect(await queueDueEscalations(db, later(8))).toBe(0);
  });
});

describe("alerts of leads that are gone", () => {
  it("are deleted once their lead went with its source (retention), and others stay", async () => {
    const gone = await newLead();
    const kept = await newLead();
    const [lead] = await db.select({ source: leads.contactRequestId }).from(leads).where(eq(leads.id, gone));
    await db.delete(contactRequests).where(eq(contactRequests.id, lead!.source!));
    expect(await deleteOrphanLeadAlerts(db)).toBe(1);
    expect(await alertsOf(gone)).toEqual([]);
    expect(await alertsOf(kept)).toHaveLength(1);
  });
});
