import { like } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from "vitest";
import { useFreshDatabase } from "../../tests/support/fresh-database";
import { openEveryDay } from "../../tests/support/open-calendar";
import type { Database } from "~/lib/db/client.server";
import { emailOutbox } from "~/outbox/tables";
import { bookingReminders, bookingSettings, bookings } from "./tables";
import { bookSlot, cancelBooking, moveBooking } from "./bookings.server";
import { loadAvailability } from "./availability.server";
import { manageUrl } from "./emails.server";
import { queueDueReminders } from "./reminders.server";
import { addDays, daySlots, easternDay } from "./slots";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

let db: Database;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ db, drop } = await useFreshDatabase(inject("databaseUrl"), "reminders"));
});
afterAll(async () => drop());
beforeEach(async () => {
  await db.delete(emailOutbox);
  await db.delete(bookings);
  await db.update(bookingSettings).set({ firstReminderHours: 24, lastReminderMinutes: 60 });
  await openEveryDay(db);
});

async function slot(daysAhead: number, index = 4) {
  return daySlots(addDays(easternDay(new Date()), daysAhead), await loadAvailability(db))[index]!.startsAt;
}

async function book(daysAhead = 3) {
  const outcome = await bookSlot(
    { name: "Grace Hopper", email: "grace@example.com", organization: null, phone: null, topic: null },
    { startsAt: await slot(daysAhead), clientIp: null },
  );
  if (outcome.kind !== "booked") throw new Error(`not booked: ${outcome.kind}`);
  return outcome;
}

const before = (start: Date, ms: number) => new Date(start.getTime() - ms);

async function reminders() {
  const rows = await db
    .select({ key: emailOutbox.key, status: emailOutbox.status, params: emailOutbox.params })
    .from(emailOutbox)
    .where(like(emailOutbox.key, "%:reminder-%"))
    .orderBy(emailOutbox.id);
  return rows;
}

describe("reminders before the call", () => {
  it("queues the 24-hour and the 1-hour reminder once each, with the visitor's own manage link", async () => {
    const { booking, token } = await book();
    expect(await queueDueReminders(db, before(booking.startsAt, 25 * HOUR))).toBe(0);
    // Two instances' ticks at once: one reminder.
    const counts = await Promise.all([
      queueDueReminders(db, before(booking.startsAt, 24 * HOUR)),
      queueDueReminders(db, before(booking.startsAt, 24 * HOUR)),
    ]);
    expect(counts.reduce((a, b) => a + b)).toBe(1);
    expect(await queueDueReminders(db, before(booking.startsAt, 23 * HOUR))).toBe(0);
    expect(await queueDueReminders(db, before(booking.startsAt, HOUR))).toBe(1);
    expect(await queueDueReminders(db, before(booking.startsAt, 50 * MINUTE))).toBe(0);

    const queued = await reminders();
    expect(queued.map((row) => row.key)).toEqual([
      `booking:${booking.id}:reminder-first:${booking.startsAt.toISOString()}`,
      `booking:${booking.id}:reminder-last:${booking.startsAt.toISOString()}`,
    ]);
    for (const row of queued) {
      expect(row.params).toMatchObject({
        kind: "reminder",
        to_email: "grace@example.com",
        manage_url: manageUrl(token),
      });
      expect(row.params.message).toContain(manageUrl(token));
    }
    expect(await db.select().from(bookingReminders)).toHaveLength(2);
  });

  it("sends none for a cancelled call, and withdraws one queued but not sent yet", async () => {
    const { booking } = await book();
    await queueDueReminders(db, before(booking.startsAt, 24 * HOUR));
    expect(await reminders()).toHaveLength(1);
    await cancelBooking({ id: booking.id }, "visitor");
    expect(await reminders()).toEqual([]);
    expect(await queueDueReminders(db, before(booking.startsAt, HOUR))).toBe(0);
  });

  it("follows a moved call: the old time's reminder is withdrawn, the new time's go out", async () => {
    const { booking, token } = await book(3);
    await queueDueReminders(db, before(booking.startsAt, 24 * HOUR));
    const moved = await moveBooking(token, await slot(5));
    if (moved.kind !== "moved") throw new Error(moved.kind);
    const newStart = moved.booking.startsAt;
    expect(await reminders()).toEqual([]);
    expect(await queueDueReminders(db, before(booking.startsAt, HOUR))).toBe(0);
    expect(await queueDueReminders(db, before(newStart, 24 * HOUR))).toBe(1);
    expect(await queueDueReminders(db, before(newStart, HOUR))).toBe(1);
    expect((await reminders()).map((row) => row.params.starts_at_utc)).toEqual([
      newStart.toISOString(),
      newStart.toISOString(),
    ]);
  });

  it("keeps a reminder that was sent when the call moves", async () => {
    const { booking, token } = await book(3);
    await queueDueReminders(db, before(booking.startsAt, 24 * HOUR));
    await db.update(emailOutbox).set({ status: "sent", sentAt: new Date() });
    const moved = await moveBooking(token, await slot(5));
    expect(moved.kind).toBe("moved");
    expect((await reminders()).map((row) => row.status)).toEqual(["sent"]);
  });

  it("sends none that staff turned off", async () => {
    await db.update(bookingSettings).set({ firstReminderHours: 0, lastReminderMinutes: 0 });
    const { booking } = await book();
    expect(await queueDueReminders(db, before(booking.startsAt, 24 * HOUR))).toBe(0);
    expect(await queueDueReminders(db, before(booking.startsAt, HOUR))).toBe(0);
  });

  it("without a readable sealed token, reminds without a link and says how to reach us", async () => {
    const { booking } = await book();
    await db.update(bookings).set({ manageTokenSealed: null });
    expect(await queueDueReminders(db, before(booking.startsAt, HOUR))).toBe(1);
    const [row] = await reminders();
    expect(row!.params.manage_url).toBe("");
    expect(row!.params.message).toMatch(/reply to this e-mail or call us/);
  });
});
