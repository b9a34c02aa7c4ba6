// The calendar sync end to end on the server: a loopback calendar server (tests/support/
// ical-server.ts) serves the fixtures of tests/fixtures/ical/, the feed is read into a real
// database, and the booking page's own functions show which times are gone.
import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it, vi } from "vitest";
import { useFreshDatabase } from "../../tests/support/fresh-database";
import { icalFixture, startIcalServer, type IcalServer } from "../../tests/support/ical-server";
import { useHosts } from "../../tests/support/hosts";
import { openEveryDay } from "../../tests/support/open-calendar";
import { bookSlot } from "~/booking/bookings.server";
import { bookableDays, bookableSlots } from "~/booking/page-data.server";
import { addDays, easternInstant } from "~/booking/slots";
import { bookingSettings } from "~/booking/tables";
import type { Database } from "~/lib/db/client.server";
import { BUSINESS_FEED, busyIntervals, feedStatuses, setFeedAddress } from "./feeds.server";
import { syncDueFeeds, syncFeed } from "./sync.server";
import { calendarFeeds } from "./tables";

const NOW = new Date("2027-02-26T17:00:00Z"); // a Friday, noon Eastern
const FIRST_DAY = "2027-02-27";
const LAST_DAY = "2027-04-12"; // the 45-day horizon
const OWNER = BUSINESS_FEED.ownerId;

let db: Database;
let drop: () => Promise<void>;
let calendars: IcalServer;
let hostIds: string[];

beforeAll(async () => {
  ({ db, drop } = await useFreshDatabase(inject("databaseUrl"), "calendar_sync"));
  calendars = await startIcalServer();
});
afterAll(async () => {
  await calendars?.close();
  await drop?.();
});
beforeEach(async () => {
  await db.delete(calendarFeeds);
  // Two hosts: a busy time of the business's calendar must take both.
  hostIds = await useHosts(db, 2);
  await db.update(bookingSettings).set({ callMinutes: 15, bufferMinutes: 0, noticeMinutes: 120, horizonDays: 45 });
  await openEveryDay(db);
});

/** Every bookable time from tomorrow to the horizon, as UTC instants. */
async function offered(): Promise<Set<string>> {
  const times = new Set<string>();
  for (let day = FIRST_DAY; day <= LAST_DAY; day = addDays(day, 1))
    for (const slot of await bookableSlots(day, NOW)) times.add(slot.start);
  return times;
}

/** The 15-minute times starting at an Eastern wall-clock time, for `minutes`. */
function eastern(day: string, hhmm: string, minutes: number): string[] {
  const [hours, mins] = hhmm.split(":").map(Number) as [number, number];
  const start = hours * 60 + mins;
  return Array.from({ length: minutes / 15 }, (_, i) => easternInstant(day, start + i * 15).toISOString());
}

async function withFeed(text: string) {
  const feed = calendars.add(text);
  expect(await setFeedAddress(OWNER, BUSINESS_FEED.label, feed.url, db)).toEqual({ kind: "saved" });
  return feed;
}

async function disappearing(fixture: string): Promise<string[]> {
  const before = await offered();
  await withFeed(icalFixture(fixture));
  expect(await syncFeed(OWNER, { now: NOW, db })).toMatchObject({ kind: "synced" });
  const after = await offered();
  expect([...after].filter((time) => !before.has(time))).toEqual([]);
  return [...before].filter((time) => !after.has(time)).sort();
}

describe("exactly the calendar's busy times disappear from the booking page", () => {
  it("a weekly meeting with an EXDATE and one moved instance, across the change to summer time", async () => {
    expect(await disappearing("weekly-meeting.ics")).toEqual(
      [
        ...eastern("2027-03-01", "10:00", 30),
        // 2027-03-08 is excluded, 2027-03-15 moved to Tuesday afternoon.
        ...eastern("2027-03-16", "14:00", 30),
        ...eastern("2027-03-22", "10:00", 30),
        ...eastern("2027-03-29", "10:00", 30),
      ].sort(),
    );
  });

  it("an all-day event takes the whole day, which leaves the list of days", async () => {
    expect(await disappearing("all-day.ics")).toEqual(eastern("2027-03-05", "08:00", 600).sort());
    expect((await bookableDays(NOW)).days.map((day) => day.day)).not.toContain("2027-03-05");
    expect((await bookableDays(NOW)).days.map((day) => day.day)).toContain("2027-03-04");
  });

  it("a London series: 10:00 Eastern, 11:00 while only the US has changed its clocks, 10:00 again", async () => {
    expect(await disappearing("dst-series.ics")).toEqual(
      [
        ...eastern("2027-03-10", "10:00", 30),
        ...eastern("2027-03-17", "11:00", 30),
        ...eastern("2027-03-24", "11:00", 30),
        ...eastern("2027-03-31", "10:00", 30),
      ].sort(),
    );
  });

  it("events in another time zone (Outlook's Pacific, and Tokyo named but not defined)", async () => {
    expect(await disappearing("other-zone.ics")).toEqual(
      [...eastern("2027-03-09", "12:00", 60), ...eastern("2027-03-11", "16:00", 30)].sort(),
    );
  });

  it("a busy time cannot be booked either, by a form sent straight to the server", async () => {
    await disappearing("weekly-meeting.ics");
    const visitor = { name: "Ada", email: "ada@example.com", organization: null, phone: null, topic: null };
    const startsAt = easternInstant("2027-03-01", 600);
    const outcome = await bookSlot(visitor, { startsAt, clientIp: null, now: NOW });
    expect(outcome.kind).toBe("taken");
    const free = await bookSlot(visitor, { startsAt: easternInstant("2027-03-01", 660), clientIp: null, now: NOW });
    expect(free.kind).toBe("booked");
  });

  it("removing the address gives the times back", async () => {
    const before = await offered();
    await disappearing("all-day.ics");
    expect(await setFeedAddress(OWNER, BUSINESS_FEED.label, null, db)).toEqual({ kind: "removed" });
    expect(await offered()).toEqual(before);
  });
});

describe("a host's own calendar", () => {
  it("makes that host busy while the other host still offers the time, and takes the call", async () => {
    const [first, second] = hostIds as [string, string];
    const before = await offered();
    const feed = calendars.add(icalFixture("weekly-meeting.ics"));
    expect(await setFeedAddress(first, "Host 1's calendar", feed.url, db)).toEqual({ kind: "saved" });
    expect(await syncFeed(first, { now: NOW, db })).toMatchObject({ kind: "synced" });
    const tenToHalfPast = { from: easternInstant("2027-03-01", 600), to: easternInstant("2027-03-01", 630) };
    expect(await busyIntervals([first], tenToHalfPast.from, tenToHalfPast.to, db)).toHaveLength(1);

    // Not one time is gone: the second host is free whenever the first is in the meeting.
    expect(await offered()).toEqual(before);

    // The first host would be picked first (the oldest, no calls either); the meeting hands the call to the second.
    const visitor = (name: string) => ({
      name,
      email: `${name.toLowerCase()}@example.com`,
      organization: null,
      phone: null,
      topic: null,
    });
    const startsAt = tenToHalfPast.from;
    expect(await bookSlot(visitor("Ada"), { startsAt, clientIp: null, now: NOW })).toMatchObject({
      kind: "booked",
      booking: { hostId: second },
    });

    // Both busy now: that time alone leaves the page (10:15 is still the second host's), and cannot be booked.
    const after = await offered();
    expect([...before].filter((time) => !after.has(time))).toEqual([startsAt.toISOString()]);
    expect((await bookSlot(visitor("Grace"), { startsAt, clientIp: null, now: NOW })).kind).toBe("taken");

    // Its busy times are the first host's only: the business's calendar has none.
    expect(await busyIntervals([OWNER, second], tenToHalfPast.from, tenToHalfPast.to, db)).toEqual([]);
  });
});

describe("a feed that fails keeps its last good busy times", () => {
  let logged: string[];
  beforeEach(() => {
    logged = [];
    const keep = (...args: unknown[]) => void logged.push(args.map(String).join(" "));
    vi.spyOn(console, "log").mockImplementation(keep);
    vi.spyOn(console, "error").mockImplementation(keep);
    vi.spyOn(console, "warn").mockImplementation(keep);
  });
  afterEach(() => vi.restoreAllMocks());

  const cases = [
    { behaviour: "error", error: "The calendar server answered with an error (500)." },
    { behaviour: "hang", error: "The calendar server did not answer within 1 seconds." },
    { behaviour: "huge", error: "The calendar file is larger than 2 MB." },
    { behaviour: "malformed", error: expect.stringMatching(/calendar/) },
  ] as const;

  for (const { behaviour, error } of cases) {
    it(`answering "${behaviour}": the error is recorded for staff, the times stay, no secret is logged`, async () => {
      const feed = await withFeed(icalFixture("weekly-meeting.ics"));
      const limits = { timeoutMs: 1_000, maxBytes: 2 * 1024 * 1024 };
      expect(await syncFeed(OWNER, { now: NOW, db, limits })).toMatchObject({ kind: "synced", busy: 4 });
      const good = await busyIntervals([OWNER], NOW, new Date("2027-05-01T00:00:00Z"), db);
      expect(good).toHaveLength(4);
      const { lastOkAt } = (await feedStatuses([BUSINESS_FEED], db, NOW))[0]!;

      calendars.set(feed.key, { behaviour });
      const later = new Date(NOW.getTime() + 6 * 60_000);
      expect(await syncFeed(OWNER, { now: later, db, limits })).toEqual({ kind: "failed", error });

      expect(await busyIntervals([OWNER], NOW, new Date("2027-05-01T00:00:00Z"), db)).toEqual(good);
      expect(await feedStatuses([BUSINESS_FEED], db, NOW)).toEqual([
        expect.objectContaining({ lastError: error, lastOkAt, lastAttemptAt: later, busyAhead: 4 }),
      ]);
      // The booking page still leaves the meeting out.
      expect((await bookableSlots("2027-03-01", NOW)).map((slot) => slot.start)).not.toContain(
        easternInstant("2027-03-01", 600).toISOString(),
      );

      const log = logged.join("\n");
      expect(log).toContain("calendar feed not read");
      expect(log).not.toContain(feed.key);
      expect(log).not.toContain(feed.url);
      expect(log).not.toContain(`127.0.0.1:${calendars.port}/feeds`);

      // A good answer again clears the error: the unchanged file, asked for with the good copy's ETag.
      calendars.set(feed.key, { behaviour: "ok" });
      expect(await syncFeed(OWNER, { now: later, db, limits })).toEqual({ kind: "unchanged" });
      expect(await feedStatuses([BUSINESS_FEED], db, NOW)).toEqual([expect.objectContaining({ lastError: null })]);
    });
  }
});

describe("reading a feed", () => {
  it("asks again with the copy's ETag, and a 304 keeps the copy", async () => {
    const feed = await withFeed(icalFixture("dst-series.ics"));
    expect(await syncFeed(OWNER, { now: NOW, db })).toMatchObject({ kind: "synced", busy: 4 });
    expect(await syncFeed(OWNER, { now: NOW, db })).toEqual({ kind: "unchanged" });
    const asked = calendars.requests.filter((request) => request.key === feed.key);
    expect(asked[0]!.headers["if-none-match"]).toBeUndefined();
    expect(asked[1]!.headers["if-none-match"]).toMatch(/^"[0-9a-f]{16}"$/);
    expect(await busyIntervals([OWNER], NOW, new Date("2027-05-01T00:00:00Z"), db)).toHaveLength(4);
  });

  it("is done by one caller at a time: a second one meanwhile is told it is in progress", async () => {
    const feed = await withFeed(icalFixture("weekly-meeting.ics"));
    const outcomes = await Promise.all([syncFeed(OWNER, { now: NOW, db }), syncFeed(OWNER, { now: NOW, db })]);
    expect(outcomes.map((outcome) => outcome.kind).sort()).toEqual(["in-progress", "synced"]);
    expect(calendars.requests.filter((request) => request.key === feed.key)).toHaveLength(1);
  });

  it("on the schedule: again only once the interval has passed since the last attempt", async () => {
    await withFeed(icalFixture("weekly-meeting.ics"));
    expect(await syncDueFeeds(5, { now: NOW, db })).toBe(1);
    expect(await syncDueFeeds(5, { now: new Date(NOW.getTime() + 4 * 60_000), db })).toBe(0);
    expect(await syncDueFeeds(5, { now: new Date(NOW.getTime() + 5 * 60_000), db })).toBe(1);
  });

  it("keeps the address sealed in the database, and shows staff only its host and file name", async () => {
    const feed = await withFeed(icalFixture("weekly-meeting.ics"));
    const rows = await db.execute(sql`select * from calendar_feeds`);
    expect(JSON.stringify(rows.rows)).not.toContain(feed.key);
    expect(await feedStatuses([BUSINESS_FEED], db, NOW)).toEqual([
      expect.objectContaining({ address: `127.0.0.1:${calendars.port}/…/basic.ics`, lastOkAt: null }),
    ]);
  });

  it("pasting the same address again keeps the copy; another address starts afresh", async () => {
    const feed = await withFeed(icalFixture("weekly-meeting.ics"));
    await syncFeed(OWNER, { now: NOW, db });
    expect(await setFeedAddress(OWNER, BUSINESS_FEED.label, ` ${feed.url} `, db)).toEqual({ kind: "unchanged" });
    expect(await busyIntervals([OWNER], NOW, new Date("2027-05-01T00:00:00Z"), db)).toHaveLength(4);
    await withFeed(icalFixture("all-day.ics"));
    expect(await busyIntervals([OWNER], NOW, new Date("2027-05-01T00:00:00Z"), db)).toEqual([]);
    expect(await setFeedAddress(OWNER, BUSINESS_FEED.label, "ftp://example.com/x.ics", db)).toMatchObject({
      kind: "invalid",
    });
  });
});
