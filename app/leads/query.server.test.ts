import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Database } from "~/lib/db/client.server";
import { contactRequests } from "~/contact/tables";
import { leads } from "./tables";
import { useFreshDatabase } from "../../tests/support/fresh-database";
import { parseLeadCursor, type LeadFilter } from "./filters";
import { getLead, listLeads } from "./query.server";
import { recordLead } from "./record.server";

let db: Database;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ db, drop } = await useFreshDatabase(inject("databaseUrl"), "lead_query"));
});
afterAll(() => drop());

/** Each group of tests starts from no leads, whichever ran before it. */
const noLeads = () => db.execute(sql`truncate leads, contact_requests cascade`);

type Seed = { name: string; email: string; organization?: string; message: string; receivedAt: Date; spam?: boolean };

/** A contact request and its lead, as the contact form stores them. */
async function seed(input: Seed): Promise<string> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactRequests)
      .values({
        name: input.name,
        email: input.email,
        company: input.organization ?? null,
        message: input.message,
        page: "/contact",
        receivedAt: input.receivedAt,
        status: input.spam ? "spam" : "pending",
      })
      .returning({ id: contactRequests.id });
    const lead = await recordLead(tx, {
      kind: "contact",
      contactRequestId: row!.id,
      name: input.name,
      email: input.email,
      organization: input.organization,
      summary: input.message,
      receivedAt: input.receivedAt,
      spam: input.spam,
    });
    return lead.id;
  });
}

const names = async (filter: LeadFilter) => (await listLeads(filter)).items.map((item) => item.name);

describe("finding leads", () => {
  beforeAll(async () => {
    await noLeads();
    await seed({
      name: "Jane Whitfield",
      email: "jane.whitfield@peachtreeacademy.org",
      organization: "Peachtree Academy",
      message: "Our printers keep dropping off the school network.",
      receivedAt: new Date("2026-03-02T15:00:00Z"),
    });
    await seed({
      name: "Marcus Bell",
      email: "marcus@bellbakery.com",
      organization: "Bell Bakery",
      message: "We need backups for the point of sale.",
      receivedAt: new Date("2026-03-03T04:30:00Z"), // March 2 in Atlanta
    });
    await seed({
      name: "Spam Bot",
      email: "bot@spam.test",
      message: "Cheap pills",
      receivedAt: new Date("2026-03-04T12:00:00Z"),
      spam: true,
    });
  });

  it("finds a lead by a prefix of its e-mail, a part of its organization, a name and a message word", async () => {
    expect(await names({ q: "jan" })).toEqual(["Jane Whitfield"]);
    expect(await names({ q: "jane.whit" })).toEqual(["Jane Whitfield"]);
    expect(await names({ q: "bellbak" })).toEqual(["Marcus Bell"]);
    expect(await names({ q: "peach" })).toEqual(["Jane Whitfield"]);
    expect(await names({ q: "Marcus" })).toEqual(["Marcus Bell"]);
    // Stemmed: "printer" finds "printers"; every word must match.
    expect(await names({ q: "printer network" })).toEqual(["Jane Whitfield"]);
    expect(await names({ q: "printer bakery" })).toEqual([]);
    expect(await names({ q: "nobody-like-this" })).toEqual([]);
  });

  it("filters by status, kind, owner and Eastern dates, alone and combined", async () => {
    expect(await names({ status: "spam" })).toEqual(["Spam Bot"]);
    expect(await names({ status: "new" })).toEqual(["Marcus Bell", "Jane Whitfield"]);
    expect(await names({ kind: "booking" })).toEqual([]);
    expect(await names({ kind: "contact", status: "new", q: "backups" })).toEqual(["Marcus Bell"]);
    expect(await names({ owner: "none", status: "spam" })).toEqual(["Spam Bot"]);
    expect(await names({ owner: "someone@example.com" })).toEqual([]);
    // 04:30 UTC on March 3 is still March 2 in Atlanta.
    expect(await names({ from: "2026-03-02", to: "2026-03-02" })).toEqual(["Marcus Bell", "Jane Whitfield"]);
    expect(await names({ from: "2026-03-03" })).toEqual(["Spam Bot"]);
    expect(await names({ to: "2026-03-01" })).toEqual([]);
  });

  it("opens a lead with its delivery state and its creation in the history", async () => {
    const [row] = await db.select({ id: leads.id }).from(leads).where(eqName("Jane Whitfield"));
    const lead = await getLead(row!.id);
    expect(lead).toMatchObject({ name: "Jane Whitfield", status: "new", delivery: "pending", kind: "contact" });
    expect(lead!.events).toMatchObject([{ what: "created", actor: "website", to: "new" }]);
    expect(await getLead("not-a-uuid")).toBeNull();
    expect(await getLead("00000000-0000-4000-8000-000000000000")).toBeNull();
  });
});

const eqName = (name: string) => eq(leads.name, name);

describe("paging", () => {
  beforeAll(noLeads);
  it("walks every lead once, forwards and back, when many share one timestamp", async () => {
    const at = new Date("2025-01-15T12:00:00.123Z");
    const ids: string[] = [];
    for (let n = 0; n < 120; n++) {
      ids.push(
        await seed({ name: `Pager ${n}`, email: `pager${n}@example.com`, message: "same time", receivedAt: at }),
      );
    }
    const filter: LeadFilter = { q: "pager" };
    const seen: string[] = [];
    const pages = [];
    let page = await listLeads(filter);
    expect(page.previous).toBeUndefined();
    for (;;) {
      pages.push(page);
      seen.push(...page.items.map((item) => item.id));
      if (!page.next) break;
      page = await listLeads(filter, parseLeadCursor(new URLSearchParams({ after: page.next })));
    }
    expect(pages.map((p) => p.items.length)).toEqual([50, 50, 20]);
    expect(new Set(seen).size).toBe(120);
    expect([...seen].sort()).toEqual([...ids].sort());
    // Back from the last page gives exactly the second page again.
    const back = await listLeads(filter, parseLeadCursor(new URLSearchParams({ before: page.previous! })));
    expect(back.items.map((item) => item.id)).toEqual(pages[1]!.items.map((item) => item.id));
    expect(back.next).toBeDefined();
    expect(back.previous).toBeDefined();
    const first = await listLeads(filter, parseLeadCursor(new URLSearchParams({ before: back.previous! })));
    expect(first.items.map((item) => item.id)).toEqual(pages[0]!.items.map((item) => item.id));
    expect(first.previous).toBeUndefined();
  });
});
