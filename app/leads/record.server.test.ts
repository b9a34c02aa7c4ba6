import { readFileSync } from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from "vitest";
import { finishAssessment } from "~/assessment/finish.server";
import { createDraft, saveStep } from "~/assessment/drafts.server";
import { bookSlot } from "~/booking/bookings.server";
import { loadAvailability } from "~/booking/availability.server";
import { addDays, daySlots, easternDay } from "~/booking/slots";
import { storeContactRequest } from "~/contact/inbox.server";
import type { Database } from "~/lib/db/client.server";
import { assessments } from "~/assessment/tables";
import { bookings } from "~/booking/tables";
import { contactRequests } from "~/contact/tables";
import { leadEvents, leads } from "./tables";
import { SCHOOL_ANSWERS as ANSWERS } from "../../tests/support/audit-answers";
import { useFreshDatabase } from "../../tests/support/fresh-database";
import { openEveryDay } from "../../tests/support/open-calendar";

let db: Database;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ db, drop } = await useFreshDatabase(inject("databaseUrl"), "lead_record"));
  await openEveryDay(db);
});
afterAll(() => drop());
beforeEach(async () => {
  await db.execute(sql`alter table leads drop constraint if exists test_refuse_lead`);
});

const leadOf = async (column: "contactRequestId" | "bookingId" | "assessmentId", id: number | string) =>
  (
    await db
      .select()
      .from(leads)
      .where(eq(leads[column], id as never))
  )[0];

describe("recordLead, from each source", () => {
  it("records a contact request's lead with its message, and spam as spam", async () => {
    const input = { name: "Ann Contact", email: "ann@example.org", company: "Ann's School", message: "Wi-Fi is slow" };
    const { id } = await storeContactRequest(input, { page: "/contact", clientIp: null });
    expect(await leadOf("contactRequestId", id)).toMatchObject({
      kind: "contact",
      name: "Ann Contact",
      email: "ann@example.org",
      organization: "Ann's School",
      summary: "Wi-Fi is slow",
      status: "new",
    });
    const spam = await storeContactRequest({ ...input, name: "Bot" }, { page: "/contact", clientIp: null, spam: true });
    expect((await leadOf("contactRequestId", spam.id))?.status).toBe("spam");
    const lead = await leadOf("contactRequestId", id);
    const events = await db.select().from(leadEvents).where(eq(leadEvents.leadId, lead!.id));
    expect(events).toMatchObject([{ what: "created", actor: "website", to: "new" }]);
  });

  it("stores neither the request nor its lead when the lead cannot be written (one transaction)", async () => {
    await db.execute(sql`alter table leads add constraint test_refuse_lead check (name <> 'Rolled Back')`);
    const input = { name: "Rolled Back", email: "rb@example.org", message: "Hello" };
    await expect(storeContactRequest(input, { page: "/contact", clientIp: null })).rejects.toThrow();
    expect(await db.select().from(contactRequests).where(eq(contactRequests.name, "Rolled Back"))).toEqual([]);
  });

  it("records a booking's lead with the call's time and topic", async () => {
    const startsAt = daySlots(addDays(easternDay(new Date()), 3), await loadAvailability(db))[2]!.startsAt;
    const who = {
      name: "Bo Booker",
      email: "bo@example.com",
      organization: "Bo's Bakery",
      phone: null,
      topic: "Backups",
    };
    const outcome = await bookSlot(who, { startsAt, clientIp: null });
    if (outcome.kind !== "booked") throw new Error(outcome.kind);
    const lead = await leadOf("bookingId", outcome.booking.id);
    expect(lead).toMatchObject({ kind: "booking", name: "Bo Booker", organization: "Bo's Bakery", status: "new" });
    expect(lead!.summary).toMatch(/^Discovery call .+ at .+: Backups$/);
    // A booking refused as taken leaves no lead.
    const again = await bookSlot({ ...who, email: "late@example.com" }, { startsAt, clientIp: null });
    expect(again.kind).toBe("taken");
    expect((await db.select().from(leads).where(eq(leads.email, "late@example.com"))).length).toBe(0);
    expect((await db.select().from(bookings)).length).toBe(1);
  });

  it("records a finished audit's lead with its score and worry, once however often it is sent", async () => {
    const draftId = await createDraft({ orgType: "school" }, { page: "/free-it-audit", clientIp: null });
    expect(await saveStep(draftId, ANSWERS)).toBe(true);
    const contact = { name: "Cy Audit", email: "cy@example.edu", organization: "Cy Academy" };
    const [first, second] = await Promise.all([
      finishAssessment({ draftId, contact, clientIp: null, spam: false }),
      finishAssessment({ draftId, contact, clientIp: null, spam: false }),
    ]);
    const stored = [first, second].find((outcome) => outcome?.kind === "stored");
    if (stored?.kind !== "stored") throw new Error("not stored");
    const [audit] = await db.select().from(assessments).where(eq(assessments.id, stored.id));
    const lead = await leadOf("assessmentId", stored.id);
    expect(lead).toMatchObject({ kind: "assessment", organization: "Cy Academy", status: "new" });
    expect(lead!.summary).toBe(`IT audit score ${audit!.overall}/100. Biggest worry: Ransomware over the summer`);
    expect((await db.select().from(leads).where(eq(leads.kind, "assessment"))).length).toBe(1);
  });

  it("goes with its source: deleting the source removes the lead and its history", async () => {
    const { id } = await storeContactRequest(
      { name: "Gone Soon", email: "gone@example.org", message: "Delete me" },
      { page: "/contact", clientIp: null },
    );
    const lead = await leadOf("contactRequestId", id);
    await db.delete(contactRequests).where(eq(contactRequests.id, id));
    expect(await leadOf("contactRequestId", id)).toBeUndefined();
    expect(await db.select().from(leadEvents).where(eq(leadEvents.leadId, lead!.id))).toEqual([]);
  });
});

describe("the backfill migration", () => {
  it("gives rows stored before the lead desk their lead once, however often it runs", async () => {
    const [old] = await db
      .insert(contactRequests)
      .values({ name: "Before Leads", email: "early@example.org", message: "From last year", page: "/contact" })
      .returning({ id: contactRequests.id });
    expect(await leadOf("contactRequestId", old!.id)).toBeUndefined();
    const file = path.resolve(import.meta.dirname, "../../drizzle/0013_leads_backfill.sql");
    const statements = readFileSync(file, "utf8").split("--> statement-breakpoint");
    for (let run = 0; run < 2; run++) {
      for (const statement of statements) await db.execute(sql.raw(statement));
    }
    const lead = await leadOf("contactRequestId", old!.id);
    expect(lead).toMatchObject({ kind: "contact", name: "Before Leads", summary: "From last year", status: "new" });
    expect(await db.select().from(leadEvents).where(eq(leadEvents.leadId, lead!.id))).toMatchObject([
      { what: "created" },
    ]);
    expect((await db.select().from(leads).where(eq(leads.email, "early@example.org"))).length).toBe(1);
  });
});
