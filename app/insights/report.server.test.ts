// The report's figures equal those counted by hand from a known set of views and
// conversions, raw and rolled up, with the period before. Every expected number below was worked
// out on paper from the rows, not by the code.
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectDatabase, disconnectDatabase, type Database } from "~/lib/db/client.server";
import { applyMigrations } from "~/lib/db/migrate.server";
import { easternWallTimeToDate } from "~/lib/time";
import { workerDatabaseUrl } from "../../tests/support/worker-database";
import { noSteps } from "./report";
import type { ReportPeriod } from "./report-period";
import { parsePeriod } from "./report-range";
import { loadInsightsReport } from "./report.server";
import { insightsConversions, insightsDaily, insightsViews } from "./tables";
import { type ConversionKind } from "./conversion-kinds";

let db: Database;

const GOOGLE = ["Google", "organic search", ""] as const;
const BING = ["Bing", "organic search", ""] as const;
const NEWSLETTER = ["newsletter", "email", "fall-schools"] as const;
const DIRECT = ["direct", "direct", ""] as const;
const LINKEDIN = ["LinkedIn", "social", ""] as const;
const INTERNAL = ["internal", "internal", ""] as const;
type From = readonly [string, string, string];
const PHONE = ["phone", "Safari"] as const;
const DESKTOP = ["desktop", "Chrome"] as const;
type Client = readonly [device: string, browser: string];

/** A raw view at an Eastern wall time ("2027-03-09T10:00"), its day taken from it. */
function view(at: string, visitor: string, path: string, from: From, [device, browser]: Client = DESKTOP) {
  const [source, medium, campaign] = from;
  return {
    at: easternWallTimeToDate(at),
    day: at.slice(0, 10),
    kind: "view",
    visitor,
    path,
    source,
    medium,
    campaign,
    device,
    browser,
  };
}

function notFound(at: string, visitor: string, path: string, referrer: string) {
  return { ...view(at, visitor, path, ["", "", ""]), kind: "not_found", referrer };
}

function daily(day: string, path: string, from: From, [device, browser]: Client, views: number, visitors: number) {
  const [source, medium, campaign] = from;
  // As a roll-up writes them: the rows entered from outside the site are the visits.
  const entries = source === "internal" ? 0 : visitors;
  return { day, path, source, medium, campaign, device, browser, views, visitors, entries };
}

function conversion(at: string, kind: ConversionKind, visitor: string | null, entryPath: string, from: From | null) {
  const [source, medium, campaign] = from ?? ["", "", ""];
  return { at: easternWallTimeToDate(at), day: at.slice(0, 10), kind, visitor, entryPath, source, medium, campaign };
}

const VIEWS = [
  // Tuesday March 9: v1 from the newsletter takes the audit and books; v2 from Google; v3 typed
  // the address, then came back from Google later (still one visit, from "direct").
  view("2027-03-09T10:00", "v1", "/services/cybersecurity", NEWSLETTER, PHONE),
  view("2027-03-09T10:05", "v1", "/free-it-audit", INTERNAL, PHONE),
  view("2027-03-09T10:20", "v1", "/book", INTERNAL, PHONE),
  view("2027-03-09T11:00", "v2", "/", GOOGLE),
  view("2027-03-09T11:02", "v2", "/services", INTERNAL),
  view("2027-03-09T12:00", "v3", "/", DIRECT, ["desktop", "Firefox"]),
  view("2027-03-09T15:00", "v3", "/blog", GOOGLE, ["desktop", "Firefox"]),
  notFound("2027-03-09T13:00", "v3", "/old-page", "https://partner.example/links"),
  notFound("2027-03-09T13:01", "v3", "/old-page", "https://partner.example/links"),
  // v4 only ever hit a missing page: no visitor.
  notFound("2027-03-09T14:00", "v4", "/old-page", "https://partner.example/links"),
  notFound("2027-03-09T14:30", "v2", "/missing", ""),
  // Wednesday March 10 (today): v2's hash again is another day's visit; v7's first view of the
  // day came from a page of the site (open since before midnight).
  view("2027-03-10T00:05", "v7", "/about-us", INTERNAL),
  view("2027-03-10T09:00", "v5", "/services/cybersecurity", NEWSLETTER, PHONE),
  view("2027-03-10T09:10", "v5", "/contact", INTERNAL, PHONE),
  view("2027-03-10T09:30", "v6", "/", BING, ["tablet", "Chrome"]),
  view("2027-03-10T16:00", "v2", "/services", DIRECT),
  // The period before (February 25 to March 3).
  view("2027-02-25T08:00", "p2", "/blog", LINKEDIN),
  view("2027-03-03T10:00", "p1", "/", DIRECT, ["desktop", "Edge"]),
  view("2027-03-03T10:01", "p1", "/services", INTERNAL, ["desktop", "Edge"]),
  notFound("2027-03-03T10:02", "p1", "/missing", ""),
  // Before both periods.
  view("2027-02-24T09:00", "x1", "/", DIRECT),
  // January 15, apart: two views in the same millisecond, the link from the site's page first by path.
  view("2027-01-15T17:00", "t1", "/about-us", INTERNAL),
  view("2027-01-15T17:00", "t1", "/services", LINKEDIN),
];

const DAILY = [
  // Thursday March 4, rolled up: 5 visits (3 from Google, 2 from the newsletter), 12 views.
  daily("2027-03-04", "/", GOOGLE, DESKTOP, 5, 3),
  daily("2027-03-04", "/services", INTERNAL, DESKTOP, 4, 2),
  daily("2027-03-04", "/services/cybersecurity", NEWSLETTER, PHONE, 2, 2),
  daily("2027-03-04", "/services/cybersecurity", INTERNAL, PHONE, 1, 1),
  // The period before: 2 visits, 6 views.
  daily("2027-02-26", "/", GOOGLE, DESKTOP, 4, 2),
  daily("2027-02-26", "/contact", INTERNAL, DESKTOP, 2, 1),
  // Before both periods.
  daily("2027-02-20", "/", GOOGLE, DESKTOP, 10, 8),
];

const CONVERSIONS = [
  conversion("2027-03-09T10:06", "audit_started", "v1", "/services/cybersecurity", NEWSLETTER),
  conversion("2027-03-09T10:09", "audit_started", "v1", "/services/cybersecurity", NEWSLETTER), // again: one visit
  conversion("2027-03-09T10:15", "audit_finished", "v1", "/services/cybersecurity", NEWSLETTER),
  conversion("2027-03-09T10:22", "call_booked", "v1", "/services/cybersecurity", NEWSLETTER),
  conversion("2027-03-09T11:05", "audit_started", "v2", "/", GOOGLE),
  conversion("2027-03-10T09:12", "contact_stored", "v5", "/services/cybersecurity", NEWSLETTER),
  conversion("2027-03-10T11:00", "call_held", null, "/services/cybersecurity", NEWSLETTER), // staff's step
  conversion("2027-03-04T10:00", "audit_started", null, "", null), // counting was off: nothing known
  conversion("2027-03-04T11:00", "call_booked", null, "/", GOOGLE),
  conversion("2027-03-10T09:40", "call_booked", "v6", "/", BING),
  conversion("2027-03-10T12:00", "won", null, "/", BING),
  // The period before.
  conversion("2027-03-03T10:05", "audit_started", "p1", "/", DIRECT),
  conversion("2027-02-26T09:00", "call_booked", null, "/", GOOGLE),
  // Before both.
  conversion("2027-02-24T09:10", "call_booked", "x1", "/", DIRECT),
];

const period = (query: string): ReportPeriod => {
  const choice = parsePeriod(new URLSearchParams(query), "2027-03-10");
  if (!choice.ok) throw new Error(JSON.stringify(choice.errors));
  return choice.period;
};

beforeAll(async () => {
  db = connectDatabase(workerDatabaseUrl());
  await applyMigrations(db, path.resolve(import.meta.dirname, "../../drizzle"));
  // This worker's files run one after another: what an earlier one counted is cleared first.
  await db.execute(sql`truncate insights_views, insights_daily, insights_conversions`);
  await db.insert(insightsViews).values(VIEWS);
  await db.insert(insightsDaily).values(DAILY);
  await db.insert(insightsConversions).values(CONVERSIONS);
});
afterAll(async () => {
  await db.execute(sql`truncate insights_views, insights_daily, insights_conversions`);
  await disconnectDatabase();
});

const steps = (counts: Partial<ReturnType<typeof noSteps>>) => ({ ...noSteps(), ...counts });

describe("the insights report of the last 7 days (March 4 to 10, 2027)", () => {
  it("gives the totals, each beside the 7 days before", async () => {
    const { headline } = await loadInsightsReport(period("days=7"), db);
    expect(headline).toEqual({
      // 3 raw on the 9th + 4 raw on the 10th + 5 rolled up on the 4th; before: 2 + p1 + p2.
      visitors: { current: 12, previous: 4 },
      // 7 + 5 + 12; before: 6 + 2 + 1. Pages not found are not views.
      views: { current: 24, previous: 9 },
      // v1, v5, v6 and the unknown visitor's booking; before: the unknown booking.
      converted: { current: 4, previous: 1 },
      notFound: { current: 4, previous: 1 },
      steps: {
        audit_started: { current: 3, previous: 1 }, // v1 (twice: once), v2, the unknown one
        audit_finished: { current: 1, previous: 0 },
        call_booked: { current: 3, previous: 1 },
        contact_stored: { current: 1, previous: 0 },
        call_held: { current: 1, previous: 0 },
        won: { current: 1, previous: 0 },
      },
    });
  });

  it("gives every day, those without a visit too", async () => {
    const { days } = await loadInsightsReport(period("days=7"), db);
    expect(days).toEqual([
      { day: "2027-03-04", visitors: 5, views: 12 },
      { day: "2027-03-05", visitors: 0, views: 0 },
      { day: "2027-03-06", visitors: 0, views: 0 },
      { day: "2027-03-07", visitors: 0, views: 0 },
      { day: "2027-03-08", visitors: 0, views: 0 },
      { day: "2027-03-09", visitors: 3, views: 7 },
      { day: "2027-03-10", visitors: 4, views: 5 },
    ]);
  });

  it("lists top pages, entry pages, devices and browsers", async () => {
    const report = await loadInsightsReport(period("days=7"), db);
    expect(report.pages).toEqual([
      { path: "/", views: 8, visitors: 6 },
      { path: "/services", views: 6, visitors: 4 },
      { path: "/services/cybersecurity", views: 5, visitors: 5 },
      { path: "/about-us", views: 1, visitors: 1 },
      { path: "/blog", views: 1, visitors: 1 },
      { path: "/book", views: 1, visitors: 1 },
      { path: "/contact", views: 1, visitors: 1 },
      { path: "/free-it-audit", views: 1, visitors: 1 },
    ]);
    expect(report.entries).toEqual([
      { path: "/", visits: 6 },
      { path: "/services/cybersecurity", visits: 4 },
      { path: "/about-us", visits: 1 },
      { path: "/services", visits: 1 },
    ]);
    expect(report.devices).toEqual([
      { name: "desktop", visits: 7 },
      { name: "phone", visits: 4 },
      { name: "tablet", visits: 1 },
    ]);
    expect(report.browsers).toEqual([
      { name: "Chrome", visits: 7 },
      { name: "Safari", visits: 4 },
      { name: "Firefox", visits: 1 },
    ]);
  });

  it("lists the pages not found with their referrers, raw rows only", async () => {
    const { notFound } = await loadInsightsReport(period("days=7"), db);
    expect(notFound).toEqual([
      { path: "/old-page", referrer: "https://partner.example/links", hits: 3, visitors: 2 },
      { path: "/missing", referrer: "", hits: 1, visitors: 1 },
    ]);
  });

  it("gives each source and campaign its visits (by the visit's first view), steps and conversion rate", async () => {
    const report = await loadInsightsReport(period("days=7"), db);
    expect(report.sources).toEqual([
      {
        source: "newsletter",
        medium: "email",
        visits: 4,
        steps: steps({ audit_started: 1, audit_finished: 1, call_booked: 1, contact_stored: 1, call_held: 1 }),
        converted: 2,
        rate: 0.5,
      },
      {
        source: "Google",
        medium: "organic search",
        visits: 4,
        steps: steps({ audit_started: 1, call_booked: 1 }),
        converted: 1,
        rate: 0.25,
      },
      // v3 came back from Google later that day: the visit is still direct's.
      { source: "direct", medium: "direct", visits: 2, steps: steps({}), converted: 0, rate: 0 },
      {
        source: "Bing",
        medium: "organic search",
        visits: 1,
        steps: steps({ call_booked: 1, won: 1 }),
        converted: 1,
        rate: 1,
      },
      { source: "internal", medium: "internal", visits: 1, steps: steps({}), converted: 0, rate: 0 },
      // The audit started while counting was off: no visit to divide by.
      { source: "", medium: "", visits: 0, steps: steps({ audit_started: 1 }), converted: 0, rate: null },
    ]);
    expect(report.campaigns).toEqual([
      {
        campaign: "fall-schools",
        visits: 4,
        steps: steps({ audit_started: 1, audit_finished: 1, call_booked: 1, contact_stored: 1, call_held: 1 }),
        converted: 2,
        rate: 0.5,
      },
    ]);
  });
});

describe("other periods", () => {
  it("adds raw and rolled-up days in one chosen range, against the days before it", async () => {
    const { headline, days } = await loadInsightsReport(period("from=2027-03-03&to=2027-03-04"), db);
    expect(days).toEqual([
      { day: "2027-03-03", visitors: 1, views: 2 },
      { day: "2027-03-04", visitors: 5, views: 12 },
    ]);
    expect(headline.visitors).toEqual({ current: 6, previous: 0 });
    expect(headline.steps.audit_started).toEqual({ current: 2, previous: 0 });
  });

  it("counts the same hash on two days as two visitors", async () => {
    const report = await loadInsightsReport(period("from=2027-03-09&to=2027-03-10"), db);
    expect(report.headline.visitors).toEqual({ current: 7, previous: 0 });
    expect(report.pages.find((page) => page.path === "/services")).toEqual({
      path: "/services",
      views: 2,
      visitors: 2,
    });
  });

  it("takes the view from outside the site as the visit's first when two share the same instant", async () => {
    const report = await loadInsightsReport(period("from=2027-01-15&to=2027-01-15"), db);
    expect(report.entries).toEqual([{ path: "/services", visits: 1 }]);
    expect(report.sources.map(({ source, medium, visits }) => [source, medium, visits])).toEqual([
      ["LinkedIn", "social", 1],
    ]);
  });

  it("is empty, every day listed, where nothing was counted", async () => {
    const report = await loadInsightsReport(period("from=2026-12-01&to=2026-12-03"), db);
    expect(report.days.map((day) => day.visitors + day.views)).toEqual([0, 0, 0]);
    expect([report.pages, report.sources, report.campaigns, report.notFound]).toEqual([[], [], [], []]);
    expect(report.headline.visitors).toEqual({ current: 0, previous: 0 });
  });
});
