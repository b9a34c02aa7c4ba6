// Rolling a day's raw views into daily totals changes none of that day's figures: the same
// visitors, visits by source, campaign, entry page, device and browser, views and pages.
import { readFileSync } from "node:fs";
import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Database } from "~/lib/db/client.server";
import { easternWallTimeToDate } from "~/lib/time";
import { useFreshDatabase } from "../../tests/support/fresh-database";
import type { InsightsReport } from "./report";
import type { ReportPeriod } from "./report-period";
import { parsePeriod } from "./report-range";
import { loadInsightsReport } from "./report.server";
import { rollUpOldViews } from "./retention.server";
import { insightsDaily, insightsViews } from "./tables";

let db: Database;
let drop: () => Promise<void>;

const DAY = "2027-01-12";
type From = [source: string, medium: string, campaign: string];
const GOOGLE: From = ["Google", "organic search", ""];
const NEWSLETTER: From = ["newsletter", "email", "winter-schools"];
const INTERNAL: From = ["internal", "internal", ""];

function view(time: string, visitor: string, path: string, [source, medium, campaign]: From, device = "desktop") {
  return {
    at: easternWallTimeToDate(`${DAY}T${time}`),
    day: DAY,
    kind: "view",
    visitor,
    path,
    source,
    medium,
    campaign,
    device,
    browser: device === "phone" ? "Safari" : "Chrome",
  };
}

const VIEWS = [
  // A page left open since the evening before: the day's first view came from the site itself.
  view("00:10", "night-owl", "/blog", INTERNAL),
  view("00:12", "night-owl", "/contact", INTERNAL),
  view("09:00", "searcher", "/", GOOGLE),
  view("09:02", "searcher", "/services", INTERNAL),
  view("09:30", "searcher", "/blog", GOOGLE),
  view("10:00", "reader", "/services/cybersecurity", NEWSLETTER, "phone"),
  view("10:05", "reader", "/free-it-audit", INTERNAL, "phone"),
  // Two tabs opened in the same second: one from outside the site is the visit's entry.
  view("11:00", "twin", "/about-us", INTERNAL),
  view("11:00", "twin", "/", GOOGLE),
];

function period(): ReportPeriod {
  const choice = parsePeriod(new URLSearchParams({ from: DAY, to: DAY }), "2027-03-01");
  if (!choice.ok) throw new Error(JSON.stringify(choice.errors));
  return choice.period;
}

/** What the report says of the day, without the figures that never come from views. */
async function figures() {
  const report: InsightsReport = await loadInsightsReport(period(), db);
  return {
    visitors: report.headline.visitors.current,
    views: report.headline.views.current,
    days: report.days,
    pages: report.pages,
    entries: report.entries,
    sources: report.sources.map(({ source, medium, visits }) => ({ source, medium, visits })),
    campaigns: report.campaigns.map(({ campaign, visits }) => ({ campaign, visits })),
    devices: report.devices,
    browsers: report.browsers,
  };
}

beforeAll(async () => {
  ({ db, drop } = await useFreshDatabase(inject("databaseUrl"), "insights_roll_up"));
  await db.insert(insightsViews).values(VIEWS);
});
afterAll(() => drop());

describe("a day rolled up into daily totals", () => {
  it("reports what it reported from its raw views", async () => {
    const raw = await figures();
    // Worked out from the rows: four visitors, each one visit; the night owl's began "internal".
    expect(raw.visitors).toBe(4);
    expect(raw.views).toBe(9);
    expect(raw.sources).toEqual([
      { source: "Google", medium: "organic search", visits: 2 },
      { source: "internal", medium: "internal", visits: 1 },
      { source: "newsletter", medium: "email", visits: 1 },
    ]);

    expect(await rollUpOldViews(db, 30, new Date("2027-03-01T15:00:00Z"))).toBe(VIEWS.length);
    expect(await db.select().from(insightsViews)).toEqual([]);
    expect((await db.select().from(insightsDaily)).length).toBeGreaterThan(0);
    expect(await figures()).toEqual(raw);
  });
});

describe("the migration that added entries to the daily totals", () => {
  it("makes the visits of totals rolled up before it what the report counted then", async () => {
    const older = { day: "2026-12-01", path: "/", medium: "", campaign: "", device: "desktop", browser: "Chrome" };
    await db.insert(insightsDaily).values([
      { ...older, source: "Google", medium: "organic search", views: 5, visitors: 3 },
      { ...older, source: "internal", medium: "internal", views: 4, visitors: 2 },
    ]);
    const file = path.resolve(import.meta.dirname, "../../drizzle/0025_insights_daily_entries.sql");
    const [, backfill] = readFileSync(file, "utf8").split("--> statement-breakpoint");
    await db.execute(sql.raw(backfill!));
    const entriesOf = async (source: string) =>
      (
        await db
          .select({ entries: insightsDaily.entries })
          .from(insightsDaily)
          .where(and(eq(insightsDaily.day, older.day), eq(insightsDaily.source, source)))
      )[0]?.entries;
    expect(await entriesOf("Google")).toBe(3);
    expect(await entriesOf("internal")).toBe(0);
  });
});
