import path from "node:path";
import { randomUUID } from "node:crypto";
import { eq, inArray, like, or, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectDatabase, disconnectDatabase, getDb } from "~/lib/db/client.server";
import { applyMigrations } from "~/lib/db/migrate.server";
import { assessmentDrafts, assessments } from "~/assessment/tables";
import { bookings } from "~/booking/tables";
import { contactRequests } from "~/contact/tables";
import { insightsConversions } from "~/insights/tables";
import { leads } from "~/leads/tables";
import { emailOutbox } from "~/outbox/tables";
import { privacyErasures } from "./tables";
import { enqueueEmail } from "~/outbox/enqueue.server";
import { eraseEverything, erasuresOf, pastErasures } from "./erasures.server";
import { findHoldings, totalHeld } from "./holdings.server";
import { firstHostId } from "../../tests/support/hosts";
import { workerDatabaseUrl } from "../../tests/support/worker-database";

beforeAll(async () => {
  const db = connectDatabase(workerDatabaseUrl());
  await applyMigrations(db, path.resolve(import.meta.dirname, "../../drizzle"));
});
afterAll(() => disconnectDatabase());

const publicId = () => randomUUID().replace(/-/g, "").slice(0, 32);

/** One person's footprint in every source, under `email` exactly as given (mixed case on purpose). */
async function personWithEverything(email: string) {
  const db = getDb();
  const [request] = await db
    .insert(contactRequests)
    .values({ name: "Pat", email, message: "Please call me", page: "/contact" })
    .returning({ id: contactRequests.id });
  // Calls on random hours decades apart, so no two bookings of these tests (or others) overlap.
  const startsAt = new Date(Date.UTC(2031, 0, 1) + Math.floor(Math.random() * 1e6) * 3_600_000);
  const [booking] = await db
    .insert(bookings)
    .values({
      startsAt,
      endsAt: new Date(startsAt.getTime() + 15 * 60_000),
      blockedUntil: new Date(startsAt.getTime() + 15 * 60_000),
      name: "Pat",
      email,
      manageTokenHash: randomUUID(),
      hostId: await firstHostId(db),
    })
    .returning({ id: bookings.id });
  const [audit] = await db
    .insert(assessments)
    .values({
      publicId: publicId(),
      draftId: publicId(),
      name: "Pat",
      email,
      organization: "Pat's School",
      orgType: "school",
      answers: {},
      scores: {},
      overall: 50,
      nextSteps: [],
      page: "/free-it-audit",
    })
    .returning({ id: assessments.id });
  const draftId = publicId();
  await db.insert(assessmentDrafts).values({ id: draftId, answers: { orgType: "school", email }, page: "/" });
  await enqueueEmail(db, { template: "booking-visitor", key: `booking:${booking!.id}:confirmation`, params: {} });
  await enqueueEmail(db, { template: "assessment-staff", key: `assessment:${audit!.id}:staff`, params: {} });
  return { requestId: request!.id, bookingId: booking!.id, auditId: audit!.id, draftId };
}

async function stillThere(ids: Awaited<ReturnType<typeof personWithEverything>>) {
  const db = getDb();
  const count = async (query: Promise<unknown[]>) => (await query).length;
  return {
    contactRequests: await count(db.select().from(contactRequests).where(eq(contactRequests.id, ids.requestId))),
    bookings: await count(db.select().from(bookings).where(eq(bookings.id, ids.bookingId))),
    assessments: await count(db.select().from(assessments).where(eq(assessments.id, ids.auditId))),
    drafts: await count(db.select().from(assessmentDrafts).where(eq(assessmentDrafts.id, ids.draftId))),
    emails: await count(
      db
        .select()
        .from(emailOutbox)
        .where(inArray(emailOutbox.key, [`booking:${ids.bookingId}:confirmation`, `assessment:${ids.auditId}:staff`])),
    ),
  };
}

const unique = () => `Pat.${randomUUID().slice(0, 8)}@Example.ORG`;
const everything = { contactRequests: 1, bookings: 1, assessments: 1, drafts: 1, emails: 2 };

describe("finding what is held for an address", () => {
  it("finds it in every source, whatever the case the address is typed in", async () => {
    const email = unique();
    const ids = await personWithEverything(email);
    const held = await findHoldings(`  ${email.toUpperCase()} `);
    expect(held.contactRequests.map((r) => r.id)).toEqual([ids.requestId]);
    expect(held.bookings.map((r) => r.id)).toEqual([ids.bookingId]);
    expect(held.assessments.map((r) => r.id)).toEqual([ids.auditId]);
    expect(held.drafts.map((r) => r.id)).toEqual([ids.draftId]);
    expect(held.emails.map((r) => r.key).sort()).toEqual(
      [`assessment:${ids.auditId}:staff`, `booking:${ids.bookingId}:confirmation`].sort(),
    );
    expect(totalHeld(held)).toBe(6);
  });

  it("finds nothing for an address nobody used, nor for one that only starts the same", async () => {
    const email = unique();
    await personWithEverything(email);
    expect(totalHeld(await findHoldings(`x${email}`))).toBe(0);
    expect(totalHeld(await findHoldings(email.replace("@", "@mail.")))).toBe(0);
  });
});

describe("erasing everything for an address", () => {
  it("deletes exactly that person's rows, keeps another's, and records counts without the address", async () => {
    const email = unique();
    const other = unique();
    const mine = await personWithEverything(email);
    const theirs = await personWithEverything(other);

    const erasure = await eraseEverything({
      email: email.toLowerCase(),
      erasedBy: "ada@example.com",
      reference: "T-1",
    });
    expect(erasure).toMatchObject({ ...everything, erasedBy: "ada@example.com", reference: "T-1" });
    expect(await stillThere(mine)).toEqual({ contactRequests: 0, bookings: 0, assessments: 0, drafts: 0, emails: 0 });
    expect(await stillThere(theirs)).toEqual(everything);

    const [row] = await getDb().select().from(privacyErasures).where(eq(privacyErasures.id, erasure.id));
    const stored = JSON.stringify(row).toLowerCase();
    expect(stored).not.toContain(email.toLowerCase());
    expect(stored).not.toContain(email.toLowerCase().split("@")[0]);
    expect(row!.fingerprint).toMatch(/^[A-Za-z0-9_-]{43}$/);

    expect((await pastErasures()).map((e) => e.id)).toContain(erasure.id);
    expect((await erasuresOf(email.toUpperCase())).map((e) => e.id)).toEqual([erasure.id]);
    expect(await erasuresOf(other)).toEqual([]);
  });

  it("records a request for an address with nothing held, so staff can show it was answered", async () => {
    const erasure = await eraseEverything({ email: unique(), erasedBy: "ada@example.com", reference: "" });
    expect(erasure).toMatchObject({ contactRequests: 0, bookings: 0, assessments: 0, drafts: 0, emails: 0 });
  });

  it("is all or nothing: when the record cannot be written, nothing is deleted", async () => {
    const email = unique();
    const ids = await personWithEverything(email);
    const before = await getDb()
      .select({ n: sql<number>`count(*)::int` })
      .from(privacyErasures);
    // The database refuses a reference over 200 characters, after every delete has run.
    await expect(eraseEverything({ email, erasedBy: "ada@example.com", reference: "x".repeat(201) })).rejects.toThrow();
    expect(await stillThere(ids)).toEqual(everything);
    const after = await getDb()
      .select({ n: sql<number>`count(*)::int` })
      .from(privacyErasures);
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it("treats LIKE wildcards in an address literally", async () => {
    const email = unique();
    const ids = await personWithEverything(email);
    await eraseEverything({ email: email.replace(/^Pat/, "%"), erasedBy: "ada@example.com", reference: "" });
    await eraseEverything({ email: email.replace(".", "_"), erasedBy: "ada@example.com", reference: "" });
    expect(await stillThere(ids)).toEqual(everything);
    expect(
      await getDb()
        .select()
        .from(emailOutbox)
        .where(like(emailOutbox.key, `booking:${ids.bookingId}:%`)),
    ).toHaveLength(1);
  });
});

describe("erasing the lead desk's alerts about a person", () => {
  /** A lead of the person's contact request, with an alert to staff about it queued. */
  async function leadWithAlert(email: string) {
    const db = getDb();
    const { requestId } = await personWithEverything(email);
    const [lead] = await db
      .insert(leads)
      .values({
        kind: "contact",
        contactRequestId: requestId,
        name: "Pat",
        email,
        summary: "",
        receivedAt: new Date(),
        respondBy: new Date(),
      })
      .returning({ id: leads.id });
    const key = `lead:${lead!.id}:new`;
    await enqueueEmail(db, { template: "lead-staff", key, params: { name: "Pat", email } });
    return key;
  }
  const alertsLeft = async (key: string) =>
    (await getDb().select().from(emailOutbox).where(eq(emailOutbox.key, key))).length;

  it("deletes the alerts that quote them, and keeps another person's", async () => {
    const email = unique();
    const mine = await leadWithAlert(email);
    const theirs = await leadWithAlert(unique());
    const erasure = await eraseEverything({ email, erasedBy: "ada@example.com", reference: "T-9" });
    expect(erasure.emails).toBe(everything.emails + 1);
    expect(await alertsLeft(mine)).toBe(0);
    expect(await alertsLeft(theirs)).toBe(1);
  });
});

describe("erasing how a person came to the site (insights' conversions)", () => {
  async function leadOf(email: string): Promise<string> {
    const { requestId } = await personWithEverything(email);
    const [lead] = await getDb()
      .insert(leads)
      .values({
        kind: "contact",
        contactRequestId: requestId,
        name: "Pat",
        email,
        summary: "",
        receivedAt: new Date(),
        respondBy: new Date(),
      })
      .returning({ id: leads.id });
    return lead!.id;
  }

  it("deletes their leads' conversions and their visit's conversions without a lead, and keeps another's", async () => {
    const email = unique();
    const mine = await leadOf(email);
    const theirs = await leadOf(unique());
    // One computer shared by both on the same day: one visitor hash, two people's leads.
    const visitor = `shared-${randomUUID()}`;
    const elsewhere = `other-${randomUUID()}`;
    const row = {
      at: new Date(),
      day: "2026-11-27",
      entryPath: "/services",
      source: "Google",
      medium: "organic search",
    };
    await getDb()
      .insert(insightsConversions)
      .values([
        { ...row, kind: "audit_started", visitor },
        { ...row, kind: "contact_stored", visitor, leadId: mine },
        { ...row, kind: "won", visitor: null, leadId: mine },
        { ...row, kind: "contact_stored", visitor, leadId: theirs },
        { ...row, kind: "audit_started", visitor: elsewhere },
      ]);

    await eraseEverything({ email, erasedBy: "ada@example.com", reference: "T-10" });

    const left = await getDb()
      .select({
        kind: insightsConversions.kind,
        visitor: insightsConversions.visitor,
        leadId: insightsConversions.leadId,
      })
      .from(insightsConversions)
      .where(
        or(
          inArray(insightsConversions.visitor, [visitor, elsewhere]),
          inArray(insightsConversions.leadId, [mine, theirs]),
        ),
      )
      .orderBy(insightsConversions.id);
    expect(left).toEqual([
      { kind: "contact_stored", visitor, leadId: theirs },
      { kind: "audit_started", visitor: elsewhere, leadId: null },
    ]);
  });
});
