// A lead held as spam is no client: its conversion is kept (so a lead released as "Not spam"
// keeps the visit that brought it) but the report counts it only while the lead is not spam.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { contactRequests } from "~/contact/tables";
import { recordLead } from "~/leads/record.server";
import { leads } from "~/leads/tables";
import type { Database } from "~/lib/db/client.server";
import { useFreshDatabase } from "../../tests/support/fresh-database";
import type { ReportPeriod } from "./report-period";
import { parsePeriod } from "./report-range";
import { loadInsightsReport } from "./report.server";
import { insightsConversions } from "./tables";

let db: Database;
let drop: () => Promise<void>;
let held: string;
let person: string;

const DAY = "2027-04-06";
const SPRING = { entryPath: "/services", source: "newsletter", medium: "email", campaign: "spring-nonprofits" };

async function contactLead(name: string, spam: boolean): Promise<string> {
  const receivedAt = new Date(`${DAY}T15:00:00Z`);
  return db.transaction(async (tx) => {
    const email = `${name.toLowerCase()}@example.com`;
    const [row] = await tx
      .insert(contactRequests)
      .values({ name, email, message: "Please call", page: "/contact", receivedAt, status: spam ? "spam" : "pending" })
      .returning({ id: contactRequests.id });
    const made = await recordLead(tx, {
      kind: "contact",
      contactRequestId: row!.id,
      name,
      email,
      summary: "Please call",
      receivedAt,
      spam,
    });
    return made.id;
  });
}

function period(): ReportPeriod {
  const choice = parsePeriod(new URLSearchParams("days=7"), DAY);
  if (!choice.ok) throw new Error(JSON.stringify(choice.errors));
  return choice.period;
}

async function contactRequestsCounted() {
  const report = await loadInsightsReport(period(), db);
  const campaign = report.campaigns.find((row) => row.campaign === SPRING.campaign);
  return {
    headline: report.headline.steps.contact_stored.current,
    converted: report.headline.converted.current,
    campaign: campaign ? { contactStored: campaign.steps.contact_stored, converted: campaign.converted } : undefined,
  };
}

beforeAll(async () => {
  ({ db, drop } = await useFreshDatabase(inject("databaseUrl"), "report_spam_leads"));
  person = await contactLead("Pat", false);
  held = await contactLead("Sly", true);
  const at = new Date(`${DAY}T15:00:00Z`);
  await db.insert(insightsConversions).values([
    { at, day: DAY, kind: "contact_stored", visitor: "person", leadId: person, ...SPRING },
    { at, day: DAY, kind: "contact_stored", visitor: "held", leadId: held, ...SPRING },
  ]);
});
afterAll(() => drop());

/** Both leads' statuses as the test needs them, whatever an earlier test left. */
async function statuses(personStatus: "new" | "spam", heldStatus: "new" | "spam") {
  await db.update(leads).set({ status: personStatus }).where(eq(leads.id, person));
  await db.update(leads).set({ status: heldStatus }).where(eq(leads.id, held));
}

describe("conversions of leads held as spam", () => {
  it("are left out of the report while the lead is spam", async () => {
    await statuses("new", "spam");
    expect(await contactRequestsCounted()).toEqual({
      headline: 1,
      converted: 1,
      campaign: { contactStored: 1, converted: 1 },
    });
  });

  it("count, on the day they were made, once staff release the lead", async () => {
    await statuses("new", "new");
    expect(await contactRequestsCounted()).toEqual({
      headline: 2,
      converted: 2,
      campaign: { contactStored: 2, converted: 2 },
    });
  });

  it("stop counting when staff mark a lead as spam later", async () => {
    await statuses("spam", "new");
    expect(await contactRequestsCounted()).toEqual({
      headline: 1,
      converted: 1,
      campaign: { contactStored: 1, converted: 1 },
    });
  });
});
