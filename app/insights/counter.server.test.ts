import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from "vitest";
import type { Database } from "~/lib/db/client.server";
import { useFreshDatabase } from "../../tests/support/fresh-database";
import type { AnsweredRequest } from "./classify";
import { InsightsCounter } from "./counter.server";
import { rollUpOldViews } from "./retention.server";
import { insightsConversions, insightsDaily, insightsSalts, insightsViews } from "./tables";
import { businessDay, visitorHash } from "./visitor.server";

let db: Database;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ db, drop } = await useFreshDatabase(inject("databaseUrl"), "insights"));
});
afterAll(() => drop());
beforeEach(async () => {
  await db.execute(sql`truncate insights_views, insights_daily, insights_salts, insights_conversions`);
});

const CHROME = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36";
const view = (url: string, referer?: string): AnsweredRequest => ({
  method: "GET",
  url,
  status: 200,
  contentType: "text/html",
  headers: { "user-agent": CHROME, referer },
});

describe("the visitor hash", () => {
  it("is the same for one address and browser on one day, and another on another day", () => {
    expect(visitorHash("salt-a", "198.51.100.1", CHROME)).toBe(visitorHash("salt-a", "198.51.100.1", CHROME));
    expect(visitorHash("salt-a", "198.51.100.1", CHROME)).not.toBe(visitorHash("salt-b", "198.51.100.1", CHROME));
    expect(visitorHash("salt-a", "198.51.100.1", CHROME)).not.toBe(visitorHash("salt-a", "198.51.100.2", CHROME));
    expect(visitorHash("salt-a", "198.51.100.1", CHROME)).not.toContain("198");
  });

  it("goes by the business's day, not UTC's", () => {
    expect(businessDay(new Date("2026-11-28T04:30:00Z"))).toBe("2026-11-27");
    expect(businessDay(new Date("2026-11-28T05:30:00Z"))).toBe("2026-11-28");
  });
});

describe("counting in batches", () => {
  it("adds up one visitor's repeats of a page in memory: one row per flush, with their number", async () => {
    const counter = new InsightsCounter({ db, ownHost: "example-msp.com" });
    await counter.flush(); // the day's salt is known from here on
    for (let i = 0; i < 1_000; i++) counter.count(view("/services"), "198.51.100.1");
    counter.count(view("/services"), "198.51.100.2");
    counter.count(view("/services", "https://www.google.com/"), "198.51.100.1");
    expect(await counter.flush()).toBe(1_002);
    const rows = await db.select().from(insightsViews);
    expect(rows.map(({ source, views }) => `${source} ${views}`).sort()).toEqual([
      "Google 1",
      "direct 1",
      "direct 1000",
    ]);
    expect(new Set(rows.map((row) => row.visitor)).size).toBe(2);
  });

  it("takes a link from the name the request was sent to as the site's own, SITE_URL's name aside", async () => {
    const counter = new InsightsCounter({ db, ownHost: "localhost" });
    const sentTo = (url: string, referer: string): AnsweredRequest => ({
      ...view(url, referer),
      headers: { "user-agent": CHROME, referer, host: "127.0.0.1:3000" },
    });
    counter.count(sentTo("/about-us", "http://127.0.0.1:3000/"), "198.51.100.1");
    counter.count(sentTo("/blog", "http://localhost:3000/about-us"), "198.51.100.1");
    counter.count(sentTo("/contact", "https://partner.example.org/"), "198.51.100.1");
    await counter.flush();
    const rows = await db.select().from(insightsViews).orderBy(insightsViews.path);
    expect(rows.map(({ path, source }) => [path, source])).toEqual([
      ["/about-us", "internal"],
      ["/blog", "internal"],
      ["/contact", "partner.example.org"],
    ]);
  });

  it("writes nothing until flushed, then every view with its source, and the same visitor twice as one", async () => {
    const counter = new InsightsCounter({ db, ownHost: "example-msp.com" });
    counter.count(view("/services?utm_source=newsletter&utm_campaign=fall"), "198.51.100.1");
    counter.count(view("/contact", "https://example-msp.com/services"), "198.51.100.1");
    counter.count(view("/"), "198.51.100.2");
    counter.count(view("/favicon.ico"), "198.51.100.2");
    expect(await db.$count(insightsViews)).toBe(0);

    expect(await counter.flush()).toBe(3);
    const rows = await db.select().from(insightsViews).orderBy(insightsViews.path);
    expect(rows.map(({ path, source, campaign }) => [path, source, campaign])).toEqual([
      ["/", "direct", ""],
      ["/contact", "internal", ""],
      ["/services", "newsletter", "fall"],
    ]);
    expect(new Set(rows.map((row) => row.visitor)).size).toBe(2);
    expect(JSON.stringify(rows)).not.toContain("198.51.100");

    // Once the day's salt is known, a count is hashed on the spot; the same visitor stays one.
    counter.count(view("/about-us"), "198.51.100.2");
    await counter.flush();
    expect(new Set((await db.select().from(insightsViews)).map((row) => row.visitor)).size).toBe(2);
  });

  it("shares one salt between instances, and deletes yesterday's", async () => {
    const now = { at: new Date("2026-11-27T15:00:00Z") };
    const a = new InsightsCounter({ db, ownHost: "example-msp.com", now: () => now.at });
    const b = new InsightsCounter({ db, ownHost: "example-msp.com", now: () => now.at });
    a.count(view("/"), "198.51.100.1");
    b.count(view("/services"), "198.51.100.1");
    await Promise.all([a.flush(), b.flush()]);
    const visitors = (await db.select().from(insightsViews)).map((row) => row.visitor);
    expect(visitors[0]).toBe(visitors[1]);
    expect(await db.select({ day: insightsSalts.day }).from(insightsSalts)).toEqual([{ day: "2026-11-27" }]);

    now.at = new Date("2026-11-28T15:00:00Z");
    a.count(view("/"), "198.51.100.1");
    await a.flush();
    expect(await db.select({ day: insightsSalts.day }).from(insightsSalts)).toEqual([{ day: "2026-11-28" }]);
    const next = await db
      .select()
      .from(insightsViews)
      .where(sql`day = '2026-11-28'`);
    expect(next[0]?.visitor).not.toBe(visitors[0]);
  });

  it("keeps the counts when the database fails, within the cap", async () => {
    const failing = {
      delete: () => {
        throw new Error("connection refused");
      },
    } as unknown as Database;
    const counter = new InsightsCounter({ db: failing, ownHost: "example-msp.com", maxPending: 2 });
    for (const path of ["/", "/a", "/b"]) counter.count(view(path), "198.51.100.1");
    expect(await counter.flush()).toBe(0);
    Object.assign(counter, { options: { db, ownHost: "example-msp.com" } });
    expect(await counter.flush()).toBe(2);
  });

  it("keeps one count for a visitor first counted before the day's salt was known and again during a failed flush", async () => {
    let failFlush!: () => void;
    // Its first statement fails when the test says so, while the flush waits for it.
    const failing = {
      delete: () => ({
        where: () =>
          new Promise((_, reject) => {
            failFlush = () => reject(new Error("connection refused"));
          }),
      }),
    } as unknown as Database;
    const counter = new InsightsCounter({ db: failing, ownHost: "example-msp.com" });
    counter.count(view("/services"), "198.51.100.1");
    const flushing = counter.flush();
    // Meanwhile the day's salt is learned (as a conversion's look-up learns it) and the page seen again.
    (counter as unknown as { salts: Map<string, string> }).salts.set(businessDay(new Date()), "salt-learned");
    counter.count(view("/services"), "198.51.100.1");
    failFlush();
    expect(await flushing).toBe(0);
    Object.assign(counter, { options: { db, ownHost: "example-msp.com" } });
    expect(await counter.flush()).toBe(2);
    const rows = await db.select().from(insightsViews);
    expect(rows.map(({ views }) => views)).toEqual([2]);
    expect(rows[0]!.visitor).toBe(visitorHash("salt-learned", "198.51.100.1", CHROME));
  });
});

describe("retention", () => {
  it("rolls views past the raw days into daily totals (visits keep their source) and deletes them, and their conversions' visitor codes", async () => {
    const row = {
      kind: "view",
      path: "/",
      source: "Google",
      medium: "organic search",
      device: "desktop",
      browser: "Chrome",
    };
    await db.insert(insightsViews).values([
      { ...row, at: new Date("2026-10-01T15:00:00Z"), day: "2026-10-01", visitor: "v1" },
      { ...row, at: new Date("2026-10-01T15:01:00Z"), day: "2026-10-01", visitor: "v1" },
      { ...row, at: new Date("2026-10-01T15:02:00Z"), day: "2026-10-01", visitor: "v2" },
      { ...row, kind: "not_found", at: new Date("2026-10-01T15:02:00Z"), day: "2026-10-01", visitor: "v2" },
      { ...row, at: new Date("2026-11-27T15:00:00Z"), day: "2026-11-27", visitor: "v3" },
    ]);
    const conversion = { kind: "audit_started" as const, entryPath: "/", source: "Google", medium: "organic search" };
    await db.insert(insightsConversions).values([
      { ...conversion, at: new Date("2026-10-01T15:05:00Z"), day: "2026-10-01", visitor: "v1" },
      { ...conversion, at: new Date("2026-11-27T15:05:00Z"), day: "2026-11-27", visitor: "v3" },
    ]);
    expect(await rollUpOldViews(db, 30, new Date("2026-11-28T15:00:00Z"))).toBe(4);
    const { kind: _kind, ...totals } = row;
    // v1's second view was no new visit: it is counted as a page of the site, not a second arrival.
    expect(await db.select().from(insightsDaily).orderBy(insightsDaily.source)).toEqual([
      { ...totals, day: "2026-10-01", campaign: "", views: 2, visitors: 2, entries: 2 },
      {
        ...totals,
        source: "internal",
        medium: "internal",
        day: "2026-10-01",
        campaign: "",
        views: 1,
        visitors: 1,
        entries: 0,
      },
    ]);
    expect((await db.select().from(insightsViews)).map((view) => view.day)).toEqual(["2026-11-27"]);
    const kept = await db.select().from(insightsConversions).orderBy(insightsConversions.day);
    expect(kept.map(({ day, visitor, source }) => [day, visitor, source])).toEqual([
      ["2026-10-01", null, "Google"],
      ["2026-11-27", "v3", "Google"],
    ]);
  });
});
