import { parse } from "csv-parse/sync";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { contactRequests } from "~/contact/tables";
import { insightsConversions } from "~/insights/tables";
import type { Database } from "~/lib/db/client.server";
import { useFreshDatabase } from "../../tests/support/fresh-database";
import { LEAD_CSV_HEADER } from "./csv.server";
import { streamLeadsCsv } from "./export.server";
import { leadFilterSearchParams, parseLeadFilter, type LeadFilter } from "./filters";
import { describeResult } from "./lead-list-view";
import { loadLeadPage } from "./lead-page.server";
import { listLeads } from "./query.server";
import { recordLead } from "./record.server";

// Where each lead came from (insights' conversions), as the lead desk filters, exports and shows it.

let db: Database;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ db, drop } = await useFreshDatabase(inject("databaseUrl"), "lead_origin"));
  const google = { entryPath: "/services/cybersecurity", source: "Google", medium: "organic search", campaign: "" };
  const newsletter = { entryPath: "/services", source: "newsletter", medium: "email", campaign: "fall-schools" };
  const ads = { entryPath: "/", source: "Google Ads", medium: "paid", campaign: "fall-schools" };
  const searched = await lead("Sam Search", "2026-03-01T15:00:00Z");
  const mailed = await lead("Nia News", "2026-03-02T15:00:00Z");
  const paid = await lead("Pia Paid", "2026-03-03T15:00:00Z");
  const unknown = await lead("Uma Unknown", "2026-03-04T15:00:00Z");
  await lead("Bo Before", "2026-03-05T15:00:00Z");
  const at = new Date("2026-03-05T16:00:00Z");
  const row = { at, day: "2026-03-05" };
  await db.insert(insightsConversions).values([
    { ...row, visitor: "v1", kind: "contact_stored", leadId: searched, ...google },
    { ...row, visitor: "v2", kind: "contact_stored", leadId: mailed, ...newsletter },
    { ...row, visitor: "v3", kind: "contact_stored", leadId: paid, ...ads },
    // A staff step is never the lead's source: the lead's own conversion is.
    { ...row, visitor: null, kind: "won", leadId: unknown, ...newsletter, source: "newsletter-typo" },
    {
      ...row,
      visitor: "v4",
      kind: "contact_stored",
      leadId: unknown,
      entryPath: "",
      source: "unknown",
      medium: "",
      campaign: "",
    },
  ]);
});
afterAll(() => drop());

async function lead(name: string, receivedAt: string): Promise<string> {
  return db.transaction(async (tx) => {
    const email = `${name.split(" ")[0]!.toLowerCase()}@example.com`;
    const [row] = await tx
      .insert(contactRequests)
      .values({ name, email, message: "Please call", page: "/contact", receivedAt: new Date(receivedAt) })
      .returning({ id: contactRequests.id });
    const made = await recordLead(tx, {
      kind: "contact",
      contactRequestId: row!.id,
      name,
      email,
      summary: "Please call",
      receivedAt: new Date(receivedAt),
    });
    return made.id;
  });
}

const names = async (filter: LeadFilter) => (await listLeads(filter)).items.map((item) => item.name);

describe("the lead list's source and campaign filters", () => {
  it("finds the leads of a source, any case, of a campaign, and of both", async () => {
    expect(await names({ source: "google" })).toEqual(["Sam Search"]);
    expect(await names({ source: "Google Ads" })).toEqual(["Pia Paid"]);
    expect(await names({ campaign: "fall-schools" })).toEqual(["Pia Paid", "Nia News"]);
    expect(await names({ source: "newsletter", campaign: "fall-schools" })).toEqual(["Nia News"]);
    expect(await names({ source: "newsletter-typo" })).toEqual([]);
  });

  it("finds the leads with no source recorded, those from before conversions were recorded included", async () => {
    expect(await names({ source: "unknown" })).toEqual(["Bo Before", "Uma Unknown"]);
  });

  it("keeps them in the pager's and the export's links, and says them", () => {
    const filter = { source: "Google Ads", campaign: "fall-schools" };
    expect(leadFilterSearchParams(filter).toString()).toBe("source=Google+Ads&campaign=fall-schools");
    expect(describeResult(1, filter, false)).toBe(
      "Showing 1 lead from Google Ads, of campaign fall-schools, newest first.",
    );
    expect(describeResult(0, { source: "unknown" }, false)).toBe("No leads with no source recorded.");
  });

  it("reads them from the address, and explains a value it cannot use", () => {
    expect(parseLeadFilter(new URLSearchParams("source=+Google+&campaign=Fall-Schools"))).toEqual({
      filter: { source: "Google", campaign: "fall-schools" },
      errors: {},
    });
    expect(parseLeadFilter(new URLSearchParams({ source: "x".repeat(101), campaign: "a\u0000b" }))).toEqual({
      filter: {},
      errors: { source: "Choose a source from the list.", campaign: "Choose a campaign from the list." },
    });
  });
});

describe("the lead export's source columns", () => {
  it("writes each lead's source, medium, campaign and entry page, and nothing for a lead without", async () => {
    const stream = await streamLeadsCsv({}, { siteUrl: "https://www.example.com" });
    const [header, ...records] = parse(await new Response(stream).text(), { bom: true }) as string[][];
    expect(header).toEqual([...LEAD_CSV_HEADER]);
    const cells = ["Name", "Source", "Medium", "Campaign", "Entry page"] as const;
    expect(records.map((record) => cells.map((name) => record[LEAD_CSV_HEADER.indexOf(name)]))).toEqual([
      ["Bo Before", "", "", "", ""],
      ["Uma Unknown", "unknown", "", "", ""],
      ["Pia Paid", "Google Ads", "paid", "fall-schools", "/"],
      ["Nia News", "newsletter", "email", "fall-schools", "/services"],
      ["Sam Search", "Google", "organic search", "", "/services/cybersecurity"],
    ]);
  });

  it("exports exactly what the list's source filter shows", async () => {
    const stream = await streamLeadsCsv({ campaign: "fall-schools" }, { siteUrl: "https://www.example.com" });
    const [, ...records] = parse(await new Response(stream).text(), { bom: true }) as string[][];
    expect(records.map((record) => record[LEAD_CSV_HEADER.indexOf("Name")])).toEqual(["Pia Paid", "Nia News"]);
  });
});

describe("the lead's page", () => {
  it("says where the lead came from", async () => {
    const [searched] = (await listLeads({ source: "Google" })).items;
    const page = await loadLeadPage(searched!.id);
    expect(page.state === "ok" && page.lead.origin).toBe(
      "Google search → /services/cybersecurity → sent a contact request",
    );
    const [before] = (await listLeads({ q: "Bo Before" })).items;
    const none = await loadLeadPage(before!.id);
    expect(none.state === "ok" && none.lead.origin).toBe("Source not recorded");
  });
});
