import ICAL from "ical.js";
import { eq, like, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from "vitest";
import { useFreshDatabase } from "../../tests/support/fresh-database";
import { openEveryDay } from "../../tests/support/open-calendar";
import type { Database } from "~/lib/db/client.server";
import { pgCode } from "~/lib/db/unavailable.server";
import { bookingSettings, bookings } from "./tables";
import { holidaysOff } from "~/calendar/tables";
import { emailOutbox } from "~/outbox/tables";
import { bookSlot, cancelBooking, findByToken, moveBooking } from "./bookings.server";
import { feedBookings } from "./feed.server";
import { staffFeedIcs, visitorIcs } from "./ics.server";
import type { CallPlace } from "./location";
import { addDays, daySlots, easternDay, easternInstant } from "./slots";
import { bookableDays, bookableSlots } from "./page-data.server";
import { switchHoliday } from "~/calendar/calendar.server";
import { loadAvailability } from "./availability.server";
import { hashToken, newToken } from "./tokens.server";
import { manageView } from "./manage.server";
import { loader as manageLoader } from "~/routes/book.manage.$token";
import { answerOf, runRoute } from "../../tests/support/route-harness";
import { deleteExpiredBookings } from "./retention.server";
import { markOutcome } from "./admin/bookings.server";
import { blockDay, unblockDay } from "~/calendar/blocked-days.server";
import { useHosts } from "../../tests/support/hosts";

let db: Database;
let drop: () => Promise<void>;
/** The hosts of each test, oldest first: one, unless a test asks for more. */
let hosts: string[];

beforeAll(async () => {
  ({ db, drop } = await useFreshDatabase(inject("databaseUrl"), "booking"));
});
afterAll(async () => drop());
beforeEach(async () => {
  await db.delete(emailOutbox);
  hosts = await useHosts(db, 1);
  await db.update(bookingSettings).set({ callMinutes: 15, bufferMinutes: 0, noticeMinutes: 120 });
  await openEveryDay(db);
});

const PHONE: CallPlace = { kind: "phone", phone: null };

const visitor = {
  name: "Ada Lovelace",
  email: "ada@example.com",
  organization: "Analytical Engines",
  phone: null,
  topic: "Backups",
};
const day = () => addDays(easternDay(new Date()), 3);
async function slot(index = 0) {
  return daySlots(day(), await loadAvailability(db))[index]!.startsAt;
}
async function book(startsAt: Date, who = visitor) {
  const outcome = await bookSlot(who, { startsAt, clientIp: "203.0.113.7", assessmentRef: "audit_123" });
  if (outcome.kind !== "booked") throw new Error(`not booked: ${outcome.kind}`);
  return outcome;
}

describe("the database never double-books", () => {
  it("refuses a second active booking of one host over overlapping time, whatever its length", async () => {
    const [, other] = (hosts = await useHosts(db, 2));
    const { booking } = await book(await slot(4));
    const attempt = (startsAt: Date, minutes: number, hostId = booking.hostId) =>
      db.insert(bookings).values({
        startsAt,
        endsAt: new Date(startsAt.getTime() + minutes * 60_000),
        blockedUntil: new Date(startsAt.getTime() + minutes * 60_000),
        hostId,
        name: "Raw insert",
        email: "raw@example.com",
        manageTokenHash: hashToken(`raw-${Math.random()}`),
      });
    // Same start; a longer call starting earlier (as after staff lengthen calls); a later start inside.
    for (const [offset, minutes] of [
      [0, 15],
      [-30, 45],
      [10, 30],
    ] as const) {
      const error = await attempt(new Date(booking.startsAt.getTime() + offset * 60_000), minutes).catch(
        (e: unknown) => e,
      );
      expect(pgCode(error), `offset ${offset}, ${minutes} min`).toBe("23P01");
    }
    // Touching ranges are fine, and so is another host.
    await expect(attempt(booking.blockedUntil, 15)).resolves.toBeDefined();
    await expect(attempt(booking.startsAt, 15, other)).resolves.toBeDefined();
  });

  it("50 concurrent attempts at one slot give one booking and 49 refusals naming nearby times", async () => {
    const startsAt = await slot(8);
    const outcomes = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        bookSlot({ ...visitor, email: `racer${index}@example.com` }, { startsAt, clientIp: null }),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.kind === "booked")).toHaveLength(1);
    const refused = outcomes.filter((outcome) => outcome.kind === "taken");
    expect(refused).toHaveLength(49);
    for (const outcome of refused) expect(outcome.nearest.length).toBeGreaterThan(0);
    expect(await db.select().from(bookings).where(eq(bookings.startsAt, startsAt))).toHaveLength(1);
  });

  it("with two hosts, two calls share a slot, one per host, and a third is refused", async () => {
    hosts = await useHosts(db, 2);
    const startsAt = await slot(2);
    const outcomes = await Promise.all(
      [1, 2, 3].map((n) => bookSlot({ ...visitor, email: `s${n}@example.com` }, { startsAt, clientIp: null })),
    );
    const taken = outcomes.flatMap((outcome) => (outcome.kind === "booked" ? [outcome.booking.hostId] : []));
    expect(taken.sort()).toEqual([...hosts].sort());
    expect(outcomes.filter((outcome) => outcome.kind === "taken")).toHaveLength(1);
  });

  it("refuses a time on the grid inside the minimum notice, and takes it once the notice is met", async () => {
    const startsAt = await slot(5);
    const sixMinutesBefore = new Date(startsAt.getTime() - 6 * 60_000);
    expect((await bookSlot(visitor, { startsAt, clientIp: null, now: sixMinutesBefore })).kind).toBe("unavailable");
    const justInTime = new Date(startsAt.getTime() - 120 * 60_000);
    expect((await bookSlot(visitor, { startsAt, clientIp: null, now: justInTime })).kind).toBe("booked");
  });

  it("refuses times the rules do not offer: off the grid, too soon", async () => {
    const offGrid = new Date((await slot(0)).getTime() + 7 * 60_000);
    expect((await bookSlot(visitor, { startsAt: offGrid, clientIp: null })).kind).toBe("unavailable");
    expect((await bookSlot(visitor, { startsAt: new Date(Date.now() + 60_000), clientIp: null })).kind).toBe(
      "unavailable",
    );
  });
});

describe("cancel and move", () => {
  it("a cancelled slot is free again at once; a cancelled booking cannot be cancelled twice", async () => {
    const startsAt = await slot(1);
    const { token } = await book(startsAt);
    expect(await cancelBooking({ token }, "visitor")).toMatchObject({ status: "cancelled", sequence: 1 });
    expect(await cancelBooking({ token }, "visitor")).toBeUndefined();
    const again = await bookSlot({ ...visitor, email: "next@example.com" }, { startsAt, clientIp: null });
    expect(again.kind).toBe("booked");
  });

  it("moves keep the link, raise the sequence, free the old time and refuse a taken one", async () => {
    const { token, booking } = await book(await slot(1));
    await book(await slot(3), { ...visitor, email: "other@example.com" });
    expect((await moveBooking(token, await slot(3))).kind).toBe("taken");
    const moved = await moveBooking(token, await slot(5));
    expect(moved).toMatchObject({ kind: "moved", booking: { id: booking.id, sequence: 1 } });
    expect((await findByToken(token))!.startsAt).toEqual(await slot(5));
    expect((await bookSlot(visitor, { startsAt: await slot(1), clientIp: null })).kind).toBe("booked");
  });
});

describe("manage links", () => {
  it("open a booking only with the whole token: the right first 16 characters and a wrong rest open nothing", async () => {
    const { token } = await book(await slot(2));
    let rest = newToken().slice(16);
    while (rest === token.slice(16)) rest = newToken().slice(16);
    const forged = token.slice(0, 16) + rest;
    expect(forged).toHaveLength(token.length);

    expect(await findByToken(forged)).toBeUndefined();
    expect(await manageView(forged)).toEqual({ state: "missing" });
    const page = await runRoute(manageLoader, {
      path: `/book/manage/${forged}`,
      params: { token: forged },
      admin: null,
    });
    expect(answerOf("returned" in page.outcome ? page.outcome.returned : page.outcome.thrown).status).toBe(404);
    expect(await cancelBooking({ token: forged }, "visitor")).toBeUndefined();
    expect((await moveBooking(forged, await slot(6))).kind).toBe("unchangeable");
    // The real link still works, and nothing above changed the booking.
    expect(await findByToken(token)).toMatchObject({ status: "confirmed", sequence: 0 });
  });
});

describe("e-mails and calendars", () => {
  it("queues one visitor and one staff e-mail per event, in the booking's transaction", async () => {
    const { token, booking } = await book(await slot(2));
    await moveBooking(token, await slot(6));
    await cancelBooking({ id: booking.id }, "staff", "Our engineer is ill.");
    const rows = await db
      .select()
      .from(emailOutbox)
      .where(like(emailOutbox.key, `booking:${booking.id}:%`));
    expect(rows.map((row) => row.key).sort()).toEqual(
      ["cancelled:2", "confirmation", "moved:1", "staff-cancelled:2", "staff-confirmation", "staff-moved:1"].map(
        (suffix) => `booking:${booking.id}:${suffix}`,
      ),
    );
    const confirmation = rows.find((row) => row.key.endsWith(":confirmation"))!;
    expect(confirmation.template).toBe("booking-visitor");
    expect(confirmation.params).toMatchObject({ to_email: "ada@example.com", email: "ada@example.com" });
    expect(confirmation.params.manage_url).toContain(`/book/manage/${token}`);
    expect(confirmation.params.google_calendar_url).toMatch(/^https:\/\/calendar\.google\.com\//);
    const cancelled = rows.find((row) => row.key.endsWith(":cancelled:2"))!;
    expect(cancelled.params.message).toContain("Our engineer is ill.");
  });

  it("the visitor's .ics parses: UID, UTC times, summary; the cancellation says METHOD:CANCEL", async () => {
    const { booking, token } = await book(await slot(2));
    const parsed = ICAL.Component.fromString(visitorIcs(booking, PHONE, `https://example.com/book/manage/${token}`));
    const event = parsed.getFirstSubcomponent("vevent")!;
    expect(event.getFirstPropertyValue("uid")).toBe(`booking-${booking.id}@localhost`);
    const start = event.getFirstPropertyValue("dtstart") as ICAL.Time;
    expect(start.toJSDate().toISOString()).toBe(booking.startsAt.toISOString());
    expect(start.zone?.tzid).toBe("UTC");
    expect((event.getFirstPropertyValue("dtend") as ICAL.Time).toJSDate().getTime() - start.toJSDate().getTime()).toBe(
      15 * 60_000,
    );
    expect(event.getFirstPropertyValue("summary")).toMatch(/discovery call/i);

    const cancelled = await cancelBooking({ token }, "visitor");
    const cancel = ICAL.Component.fromString(visitorIcs(cancelled!, PHONE));
    expect(cancel.getFirstPropertyValue("method")).toBe("CANCEL");
    const cancelEvent = cancel.getFirstSubcomponent("vevent")!;
    expect(cancelEvent.getFirstPropertyValue("status")).toBe("CANCELLED");
    expect(cancelEvent.getFirstPropertyValue("uid")).toBe(`booking-${booking.id}@localhost`);
    expect(cancelEvent.getFirstPropertyValue("sequence")).toBe(1);
  });

  it("the staff feed lists active calls and drops a cancelled one", async () => {
    const kept = await book(await slot(1));
    const gone = await book(await slot(2), { ...visitor, name: "Grace Hopper", email: "grace@example.com" });
    await cancelBooking({ token: gone.token }, "visitor");
    const feed = ICAL.Component.fromString(staffFeedIcs(await feedBookings()));
    const uids = feed.getAllSubcomponents("vevent").map((event) => event.getFirstPropertyValue("uid"));
    expect(uids).toEqual([`booking-${kept.booking.id}@localhost`]);
    expect(feed.getFirstSubcomponent("vevent")!.getFirstPropertyValue("description")).toContain("ada@example.com");
  });
});

describe("retention", () => {
  it("deletes calls older than the retention period with their e-mails, and keeps the rest", async () => {
    const { booking } = await book(await slot(3));
    await db.execute(
      sql`update bookings set starts_at = now() - interval '400 days', ends_at = now() - interval '400 days' + interval '15 minutes', blocked_until = now() - interval '400 days' + interval '15 minutes' where id = ${booking.id}`,
    );
    const kept = await book(await slot(4), { ...visitor, email: "kept@example.com" });
    expect(await deleteExpiredBookings(db, 365)).toBe(1);
    expect((await db.select().from(bookings)).map((row) => row.id)).toEqual([kept.booking.id]);
    expect(
      await db
        .select()
        .from(emailOutbox)
        .where(like(emailOutbox.key, `booking:${booking.id}:%`)),
    ).toEqual([]);
    expect(
      await db
        .select()
        .from(emailOutbox)
        .where(like(emailOutbox.key, `booking:${kept.booking.id}:%`)),
    ).toHaveLength(2);
  });
});

describe("staff tools", () => {
  it("marks only a call that has started as done or a no-show", async () => {
    const { booking } = await book(await slot(7));
    expect(await markOutcome(booking.id, "done")).toBe(false);
    await db.execute(
      sql`update bookings set starts_at = now() - interval '1 hour', ends_at = now() - interval '45 minutes', blocked_until = now() - interval '45 minutes' where id = ${booking.id}`,
    );
    expect(await markOutcome(booking.id, "no_show")).toBe(true);
    expect((await db.select().from(bookings).where(eq(bookings.id, booking.id)))[0]!.status).toBe("no_show");
  });

  it("a blocked day offers nothing until it is opened again; a past day cannot be blocked", async () => {
    expect(await blockDay(day(), "Staff training")).toBeUndefined();
    expect((await loadAvailability(db)).blockedDays.has(day())).toBe(true);
    expect((await bookSlot(visitor, { startsAt: await slot(0), clientIp: null })).kind).toBe("unavailable");
    await unblockDay(day());
    expect((await bookSlot(visitor, { startsAt: await slot(0), clientIp: null })).kind).toBe("booked");
    expect(await blockDay(addDays(easternDay(new Date()), -1), "")).toMatch(/from today/);
    expect(await blockDay("2027-02-30", "")).toMatch(/YYYY-MM-DD/);
  });
});

describe("holidays, on by default", () => {
  it("offers no time on Thanksgiving or Christmas Day 2026 until staff switch the holiday off", async () => {
    await db.delete(holidaysOff);
    await db.update(bookingSettings).set({ horizonDays: 60 });
    try {
      const now = new Date("2026-11-20T15:00:00Z");
      const thanksgiving = easternInstant("2026-11-26", 10 * 60);
      expect(await bookableSlots("2026-11-26", now)).toEqual([]);
      expect(await bookableSlots("2026-12-25", now)).toEqual([]);
      expect((await bookableDays(now)).days.map((entry) => entry.day)).not.toContain("2026-11-26");
      expect((await bookSlot(visitor, { startsAt: thanksgiving, clientIp: null, now })).kind).toBe("unavailable");

      expect(await switchHoliday("thanksgiving", false)).toBe("Thanksgiving Day");
      expect(await bookableSlots("2026-11-26", now)).toHaveLength(40);
      expect(await bookableSlots("2026-12-25", now)).toEqual([]);
      expect((await bookSlot(visitor, { startsAt: thanksgiving, clientIp: null, now })).kind).toBe("booked");

      expect(await switchHoliday("thanksgiving", true)).toBe("Thanksgiving Day");
      expect(await bookableSlots("2026-11-26", now)).toEqual([]);
      expect(await switchHoliday("easter", false)).toBeUndefined();
    } finally {
      await db.update(bookingSettings).set({ horizonDays: 30 });
    }
  });
});
