// Two hosts, one time, a rush of visitors in one process: the database's per-host constraint lets
// exactly one call per host through, the rest are told the time was taken, and a visitor who loses
// one host on insert goes on to the other before giving up. Moves keep their host when free.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from "vitest";
import type { Database } from "~/lib/db/client.server";
import { useFreshDatabase } from "../../tests/support/fresh-database";
import { useHosts } from "../../tests/support/hosts";
import { openEveryDay } from "../../tests/support/open-calendar";
import { hostBlockedDays } from "~/hosts/tables";
import { loadAvailability } from "./availability.server";
import { bookSlot, moveBooking } from "./bookings.server";
import { addDays, daySlots, easternDay } from "./slots";
import { bookingSettings, bookings } from "./tables";

let db: Database;
let drop: () => Promise<void>;
let hosts: string[];

beforeAll(async () => {
  ({ db, drop } = await useFreshDatabase(inject("databaseUrl"), "host_race"));
});
afterAll(async () => drop());
beforeEach(async () => {
  hosts = await useHosts(db, 2);
  await db.update(bookingSettings).set({ callMinutes: 15, bufferMinutes: 0, noticeMinutes: 120 });
  await openEveryDay(db);
});

const visitor = { name: "Ada Lovelace", email: "ada@example.com", organization: null, phone: null, topic: null };
const day = () => addDays(easternDay(new Date()), 3);
const slot = async (index: number) => daySlots(day(), await loadAvailability(db))[index]!.startsAt;
async function book(startsAt: Date, email: string) {
  const outcome = await bookSlot({ ...visitor, email }, { startsAt, clientIp: null });
  if (outcome.kind !== "booked") throw new Error(`not booked: ${outcome.kind}`);
  return outcome;
}

describe("two hosts and a rush at one time", () => {
  it("100 concurrent attempts give exactly two bookings, one per host, and 98 'taken'", async () => {
    const startsAt = await slot(6);
    const outcomes = await Promise.all(
      Array.from({ length: 100 }, (_, index) =>
        bookSlot({ ...visitor, email: `racer${index}@example.com` }, { startsAt, clientIp: null }),
      ),
    );
    const booked = outcomes.flatMap((outcome) => (outcome.kind === "booked" ? [outcome.booking] : []));
    expect(booked.map((booking) => booking.hostId).sort()).toEqual([...hosts].sort());
    expect(outcomes.filter((outcome) => outcome.kind === "taken")).toHaveLength(98);
    expect(await db.select().from(bookings).where(eq(bookings.startsAt, startsAt))).toHaveLength(2);
    // A hundred transactions on a pool of ten, losers meeting deadlocks: seconds on a busy machine.
  }, 60_000);
});

describe("which host gets the call", () => {
  it("the free host with fewest upcoming calls; on a tie the oldest", async () => {
    const first = await book(await slot(1), "one@example.com");
    expect(first.booking.hostId).toBe(hosts[0]);
    // The oldest now has one call to come, so a call at another time goes to the other host.
    const second = await book(await slot(3), "two@example.com");
    expect(second.booking.hostId).toBe(hosts[1]);
    // Level again: the oldest.
    const third = await book(await slot(5), "three@example.com");
    expect(third.booking.hostId).toBe(hosts[0]);
  });

  it("a host blocked on the day gets none of its calls", async () => {
    await db.insert(hostBlockedDays).values({ hostId: hosts[0]!, day: day() });
    const startsAt = await slot(2);
    const a = await book(startsAt, "a@example.com");
    expect(a.booking.hostId).toBe(hosts[1]);
    expect((await bookSlot({ ...visitor, email: "b@example.com" }, { startsAt, clientIp: null })).kind).toBe("taken");
  });
});

describe("moving a call", () => {
  it("keeps its host when that host is free at the new time, else takes the other", async () => {
    const { booking, token } = await book(await slot(1), "mover@example.com");
    expect(booking.hostId).toBe(hosts[0]);
    // Give the other host fewer calls: a move still keeps its own host when free.
    await book(await slot(9), "other@example.com");
    await book(await slot(11), "third@example.com");
    const kept = await moveBooking(token, await slot(4));
    expect(kept.kind === "moved" && kept.booking.hostId).toBe(hosts[0]);
    // Its host is busy at slot 7: the move goes to the other host.
    await db.update(bookings).set({ hostId: hosts[0]! }).where(eq(bookings.email, "other@example.com"));
    const busyAt = (await db.select().from(bookings).where(eq(bookings.email, "other@example.com")))[0]!.startsAt;
    const moved = await moveBooking(token, busyAt);
    expect(moved.kind === "moved" && moved.booking.hostId).toBe(hosts[1]);
  });
});
