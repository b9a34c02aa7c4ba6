import { asc, eq, sql } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it, vi } from "vitest";
import type { Database } from "~/lib/db/client.server";
import { clientIpContext } from "~/lib/request-context";
import { storeContactLead } from "../../tests/support/contact-lead";
import { useFreshDatabase } from "../../tests/support/fresh-database";
import type { AnsweredRequest } from "./classify";
import { recordConversion, recordLeadStep, withdrawLeadStep } from "./conversions.server";
import { InsightsCounter } from "./counter.server";
import { insightsConversions, insightsViews } from "./tables";

let db: Database;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ db, drop } = await useFreshDatabase(inject("databaseUrl"), "insights_conversions"));
});
afterAll(() => drop());
beforeEach(async () => {
  await db.execute(sql`truncate insights_views, insights_salts, insights_conversions`);
});
afterEach(() => {
  vi.restoreAllMocks();
});

const OWN = "example-msp.com";
const CHROME = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36";
const ALICE = { ip: "198.51.100.7", userAgent: CHROME };
const BOB = { ip: "203.0.113.9", userAgent: CHROME };

const view = (url: string, referer?: string): AnsweredRequest => ({
  method: "GET",
  url,
  status: 200,
  contentType: "text/html",
  headers: { "user-agent": CHROME, referer },
});

const counterOf = () => new InsightsCounter({ db, ownHost: OWN });

const newLead = () => storeContactLead(db);

const conversions = () =>
  db
    .select({
      kind: insightsConversions.kind,
      visitor: insightsConversions.visitor,
      leadId: insightsConversions.leadId,
      entryPath: insightsConversions.entryPath,
      source: insightsConversions.source,
      medium: insightsConversions.medium,
      campaign: insightsConversions.campaign,
    })
    .from(insightsConversions)
    .orderBy(asc(insightsConversions.id));

const viewAt = async (path: string) => (await db.select().from(insightsViews).where(eq(insightsViews.path, path)))[0]!;

const unknown = { entryPath: "", source: "unknown", medium: "", campaign: "" };

describe("a visitor's conversion", () => {
  it("is credited to the visitor's first page of the day, as written to the database", async () => {
    const counter = counterOf();
    counter.count(view("/services/cybersecurity", "https://www.google.com/"), ALICE.ip);
    counter.count(view("/free-it-audit", `https://${OWN}/services/cybersecurity`), ALICE.ip);
    counter.count(view("/blog?utm_source=newsletter"), BOB.ip);
    await counter.flush();
    const leadId = await newLead();

    await recordConversion(db, { kind: "audit_finished", from: ALICE, leadId, counter });

    const entry = await viewAt("/services/cybersecurity");
    expect(await conversions()).toEqual([
      {
        kind: "audit_finished",
        visitor: entry.visitor,
        leadId,
        entryPath: "/services/cybersecurity",
        source: "Google",
        medium: "organic search",
        campaign: "",
      },
    ]);
  });

  it("is credited to a view still waiting in the counter, even before the counter knew the day's salt", async () => {
    const counter = counterOf();
    counter.count(view("/services?utm_source=newsletter&utm_campaign=Fall-Schools"), ALICE.ip);

    await recordConversion(db, { kind: "audit_started", from: ALICE, counter });

    expect(await conversions()).toMatchObject([
      {
        kind: "audit_started",
        leadId: null,
        entryPath: "/services",
        source: "newsletter",
        medium: "campaign",
        campaign: "fall-schools",
      },
    ]);
    // Once written, the view carries the same visitor the conversion was given.
    await counter.flush();
    expect((await conversions())[0]!.visitor).toBe((await viewAt("/services")).visitor);
  });

  it("reads the visitor from the request: the address the site trusts and the browser's name", async () => {
    const counter = counterOf();
    counter.count(view("/services/backup", "https://www.linkedin.com/feed/"), BOB.ip);
    await counter.flush();
    const context = new RouterContextProvider();
    context.set(clientIpContext, BOB.ip);
    const request = new Request("https://example-msp.com/free-it-audit", {
      method: "POST",
      headers: { "user-agent": CHROME },
    });

    await recordConversion(db, { kind: "audit_started", from: { request, context }, counter });

    expect(await conversions()).toMatchObject([
      {
        visitor: (await viewAt("/services/backup")).visitor,
        source: "LinkedIn",
        medium: "social",
        entryPath: "/services/backup",
      },
    ]);
  });

  it("is still recorded, as unknown, when counting is off or no view of the visitor was seen", async () => {
    const counter = counterOf();
    await counter.flush();
    const leadId = await newLead();

    await recordConversion(db, { kind: "audit_started", from: ALICE, counter: null });
    await recordConversion(db, { kind: "contact_stored", from: BOB, leadId, counter });
    await recordConversion(db, { kind: "audit_started", from: { ip: ALICE.ip, userAgent: "" }, counter });

    const [off, unseen, nameless] = await conversions();
    expect(off).toEqual({ kind: "audit_started", visitor: null, leadId: null, ...unknown });
    expect(unseen).toEqual({
      kind: "contact_stored",
      visitor: counter.visitorOf(BOB.ip, CHROME)!.visitor,
      leadId,
      ...unknown,
    });
    expect(nameless).toEqual({ kind: "audit_started", visitor: null, leadId: null, ...unknown });
  });

  it("gets its visit at the next flush when the entry view sat in another instance's memory", async () => {
    const here = counterOf();
    const there = counterOf();
    await here.flush();
    there.count(view("/services/backup", "https://www.bing.com/search?q=backup"), ALICE.ip);
    const leadId = await newLead();
    await recordConversion(db, { kind: "call_booked", from: ALICE, leadId, counter: here });
    await recordLeadStep(db, { kind: "call_held", leadId });
    expect((await conversions()).map((row) => row.source)).toEqual(["unknown", "unknown"]);

    await there.flush();

    const filled = { entryPath: "/services/backup", source: "Bing", medium: "organic search", campaign: "" };
    expect(await conversions()).toEqual([
      { kind: "call_booked", visitor: (await viewAt("/services/backup")).visitor, leadId, ...filled },
      { kind: "call_held", visitor: null, leadId, ...filled },
    ]);
  });

  it("never fails the visitor's request: a database error is logged without the address and swallowed", async () => {
    const lines: string[] = [];
    vi.spyOn(console, "error").mockImplementation((line: string) => void lines.push(line));
    const broken = {
      insert: () => {
        throw new Error("connection refused");
      },
    } as unknown as Database;

    await expect(
      recordConversion(broken, { kind: "audit_started", from: ALICE, counter: null }),
    ).resolves.toBeUndefined();

    expect(lines.join("\n")).toContain("a conversion could not be recorded: audit_started");
    expect(lines.join("\n")).toContain("connection refused");
    expect(lines.join("\n")).not.toContain(ALICE.ip);
  });
});

describe("staff's steps with a lead", () => {
  it("copy the attribution of the lead's own conversion, once, and are taken back when undone", async () => {
    const counter = counterOf();
    counter.count(view("/services?utm_source=newsletter&utm_campaign=fall-schools&utm_medium=email"), ALICE.ip);
    await counter.flush();
    const leadId = await newLead();
    const other = await newLead();
    await recordConversion(db, { kind: "contact_stored", from: ALICE, leadId, counter });

    await recordLeadStep(db, { kind: "won", leadId });
    await recordLeadStep(db, { kind: "won", leadId });
    await recordLeadStep(db, { kind: "won", leadId: other });

    const newsletter = { entryPath: "/services", source: "newsletter", medium: "email", campaign: "fall-schools" };
    expect((await conversions()).slice(1)).toEqual([
      { kind: "won", visitor: null, leadId, ...newsletter },
      { kind: "won", visitor: null, leadId: other, ...unknown },
    ]);

    await withdrawLeadStep(db, { kind: "won", leadId });
    expect((await conversions()).map((row) => [row.kind, row.leadId])).toEqual([
      ["contact_stored", leadId],
      ["won", other],
    ]);
  });
});
