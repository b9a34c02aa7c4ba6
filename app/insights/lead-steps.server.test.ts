import { randomUUID } from "node:crypto";
import { asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from "vitest";
import { markOutcome } from "~/booking/admin/bookings.server";
import { bookings } from "~/booking/tables";
import { getLead } from "~/leads/query.server";
import { changeStatus } from "~/leads/workflow.server";
import type { Database } from "~/lib/db/client.server";
import { firstHostId } from "../../tests/support/hosts";
import { recordLead } from "~/leads/record.server";
import { storeContactLead } from "../../tests/support/contact-lead";
import { useFreshDatabase } from "../../tests/support/fresh-database";
import type { AnsweredRequest } from "./classify";
import { journeyLine } from "./attribution";
import { recordConversion } from "./conversions.server";
import { InsightsCounter } from "./counter.server";
import { leadJourney } from "./lead-attribution.server";
import { insightsConversions } from "./tables";

let db: Database;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ db, drop } = await useFreshDatabase(inject("databaseUrl"), "insights_lead_steps"));
});
afterAll(() => drop());
beforeEach(async () => {
  await db.execute(sql`truncate insights_views, insights_salts, insights_conversions`);
});

const CHROME = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36";
const VISITOR = { ip: "198.51.100.20", userAgent: CHROME };
const view = (url: string, referer?: string): AnsweredRequest => ({
  method: "GET",
  url,
  status: 200,
  contentType: "text/html",
  headers: { "user-agent": CHROME, referer },
});

const contactLead = () => storeContactLead(db);

/** A call that started some hours ago (apart for each call: a host's calls never overlap), with its lead. */
async function pastCall(hoursAgo: number): Promise<{ bookingId: string; leadId: string }> {
  const startsAt = new Date(Date.now() - hoursAgo * 3_600_000);
  const endsAt = new Date(startsAt.getTime() + 15 * 60_000);
  const hostId = await firstHostId(db);
  return db.transaction(async (tx) => {
    const [booking] = await tx
      .insert(bookings)
      .values({
        startsAt,
        endsAt,
        blockedUntil: endsAt,
        name: "Pat",
        email: "pat@school.test",
        manageTokenHash: randomUUID(),
        hostId,
      })
      .returning();
    const lead = await recordLead(tx, {
      kind: "booking",
      bookingId: booking!.id,
      name: "Pat",
      email: "pat@school.test",
      summary: "Discovery call",
      receivedAt: booking!.createdAt,
    });
    return { bookingId: booking!.id, leadId: lead.id };
  });
}

const kindsOf = async (leadId: string) =>
  (
    await db
      .select({ kind: insightsConversions.kind, source: insightsConversions.source })
      .from(insightsConversions)
      .where(eq(insightsConversions.leadId, leadId))
      .orderBy(asc(insightsConversions.id))
  ).map((row) => `${row.kind}:${row.source}`);

describe("the lead desk's steps", () => {
  it("records a lead won with its status form, and takes it back when the lead moves on", async () => {
    const leadId = await contactLead();
    await recordConversion(db, { kind: "contact_stored", from: VISITOR, leadId, counter: null });
    const actor = "owner@example.com";

    await changeStatus(leadId, { actor, version: (await getLead(leadId))!.version, to: "won" });
    expect(await kindsOf(leadId)).toEqual(["contact_stored:unknown", "won:unknown"]);

    await changeStatus(leadId, { actor, version: (await getLead(leadId))!.version, to: "lost" });
    expect(await kindsOf(leadId)).toEqual(["contact_stored:unknown"]);
  });

  it("records a call held when staff mark it done, once, and takes it back for a no-show", async () => {
    const counter = new InsightsCounter({ db, ownHost: "example-msp.com" });
    counter.count(view("/services/cybersecurity", "https://www.google.com/"), VISITOR.ip);
    await counter.flush();
    const { bookingId, leadId } = await pastCall(1);
    await recordConversion(db, { kind: "call_booked", from: VISITOR, leadId, counter });

    expect(await markOutcome(bookingId, "done")).toBe(true);
    expect(await markOutcome(bookingId, "done")).toBe(true);
    expect(await kindsOf(leadId)).toEqual(["call_booked:Google", "call_held:Google"]);

    expect(await markOutcome(bookingId, "no_show")).toBe(true);
    expect(await kindsOf(leadId)).toEqual(["call_booked:Google"]);
  });
});

describe("how a lead came, in words", () => {
  it("names the source, the entry page and the visitor's conversions of the day in order", async () => {
    const counter = new InsightsCounter({ db, ownHost: "example-msp.com" });
    counter.count(view("/services/cybersecurity", "https://www.google.com/"), VISITOR.ip);
    counter.count(view("/free-it-audit", "https://example-msp.com/services/cybersecurity"), VISITOR.ip);
    await counter.flush();
    const auditLead = await contactLead();
    const { bookingId, leadId } = await pastCall(3);
    await recordConversion(db, { kind: "audit_started", from: VISITOR, counter });
    await recordConversion(db, { kind: "audit_finished", from: VISITOR, leadId: auditLead, counter });
    await recordConversion(db, { kind: "call_booked", from: VISITOR, leadId, counter });
    await markOutcome(bookingId, "done");

    expect(journeyLine(await leadJourney(db, leadId))).toBe(
      "Google search → /services/cybersecurity → started the free IT audit → finished the free IT audit → booked a call → call held",
    );
    // The audit's lead shares the visit, not the booking's staff step.
    expect(journeyLine(await leadJourney(db, auditLead))).toBe(
      "Google search → /services/cybersecurity → started the free IT audit → finished the free IT audit → booked a call",
    );
  });

  it("says the source was not recorded, for a lead with no conversion or an unknown one", async () => {
    const before = await contactLead();
    expect(journeyLine(await leadJourney(db, before))).toBe("Source not recorded");
    const unknown = await contactLead();
    await recordConversion(db, { kind: "contact_stored", from: VISITOR, leadId: unknown, counter: null });
    expect(journeyLine(await leadJourney(db, unknown))).toBe("Source not recorded → sent a contact request");
  });
});
