import { eq, like } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from "vitest";
import { useFreshDatabase } from "../../tests/support/fresh-database";
import { openEveryDay } from "../../tests/support/open-calendar";
import type { Database } from "~/lib/db/client.server";
import { leadEvents, leads } from "~/leads/tables";
import { changeStatus } from "~/leads/workflow.server";
import { leadVersion } from "~/leads/query.server";
import { emailOutbox } from "~/outbox/tables";
import { markOutcome } from "./admin/bookings.server";
import { bookSlot, moveBooking } from "./bookings.server";
import { bookingSummary } from "./lead-summary.server";
import { addDays, daySlots, easternDay } from "./slots";
import { loadAvailability } from "./availability.server";
import { bookingSettings, bookings } from "./tables";
import { cancelByVisitor } from "./visitor-changes.server";

// The lead desk shows a booking as it is now: its current time and state, and a cancelled call's
// lead leaves "new" (to "lost") unless staff already moved it themselves.

let db: Database;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ db, drop } = await useFreshDatabase(inject("databaseUrl"), "booking_lead_follow"));
});
afterAll(async () => drop());
beforeEach(async () => {
  await db.delete(emailOutbox);
  await db.delete(bookings);
  await db.update(bookingSettings).set({ callMinutes: 15, bufferMinutes: 0, noticeMinutes: 120 });
  await openEveryDay(db);
});

const visitor = {
  name: "Grace Hopper",
  email: "grace@example.com",
  organization: null,
  phone: null,
  topic: "Printers",
};

async function slot(index: number) {
  return daySlots(addDays(easternDay(new Date()), 3), await loadAvailability(db))[index]!.startsAt;
}

async function booked(index = 0) {
  const outcome = await bookSlot(visitor, { startsAt: await slot(index), clientIp: null });
  if (outcome.kind !== "booked") throw new Error(outcome.kind);
  return outcome;
}

const cancelForm = (reason?: string) => {
  const form = new FormData();
  form.set("intent", "cancel");
  if (reason !== undefined) form.set("reason", reason);
  return form;
};

async function leadOf(bookingId: string) {
  const [lead] = await db
    .select({ id: leads.id, status: leads.status, summary: leads.summary, version: leadVersion })
    .from(leads)
    .where(eq(leads.bookingId, bookingId));
  return lead!;
}

describe("bookingSummary", () => {
  const at = new Date("2026-12-01T15:00:00Z");
  it.each([
    ["confirmed", 0, "Discovery call December 1, 2026 at 10:00 AM EST: Printers"],
    ["confirmed", 2, "Discovery call December 1, 2026 at 10:00 AM EST (moved): Printers"],
    ["cancelled", 1, "Discovery call December 1, 2026 at 10:00 AM EST (cancelled): Printers"],
    ["cancelled", 2, "Discovery call December 1, 2026 at 10:00 AM EST (moved, cancelled): Printers"],
    ["done", 0, "Discovery call December 1, 2026 at 10:00 AM EST (held): Printers"],
    ["no_show", 1, "Discovery call December 1, 2026 at 10:00 AM EST (moved, no-show): Printers"],
  ] as const)("%s after %i changes", (status, sequence, summary) => {
    expect(bookingSummary({ startsAt: at, status, sequence, topic: "Printers" })).toBe(summary);
  });
});

describe("a booking's lead follows the call", () => {
  it("shows the new time after a move, then the cancellation, and leaves new for lost", async () => {
    const { booking, token } = await booked(0);
    expect((await leadOf(booking.id)).status).toBe("new");
    const moved = await moveBooking(token, await slot(6));
    expect(moved.kind).toBe("moved");
    const afterMove = await leadOf(booking.id);
    expect(afterMove.status).toBe("new");
    expect(afterMove.summary).toBe(bookingSummary({ ...booking, startsAt: await slot(6), sequence: 1 }));
    expect(afterMove.summary).toContain("(moved)");

    expect(await cancelByVisitor(token, cancelForm("  We found a local provider.  "))).toEqual({ kind: "cancelled" });
    const [row] = await db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row).toMatchObject({ status: "cancelled", cancelReason: "We found a local provider.", cancelMessage: null });
    // Staff are told the reason; the visitor's own confirmation does not repeat it to them.
    const sent = await db
      .select()
      .from(emailOutbox)
      .where(like(emailOutbox.key, `booking:${booking.id}:%cancelled%`));
    expect(sent.find((row) => row.template === "booking-staff")!.params.cancel_reason).toBe(
      "We found a local provider.",
    );
    expect(sent.find((row) => row.template === "booking-visitor")!.params.message).not.toContain("local provider");
    const lead = await leadOf(booking.id);
    expect(lead.status).toBe("lost");
    expect(lead.summary).toContain("(moved, cancelled)");
    expect(lead.summary).toContain(bookingSummary({ ...row!, topic: null }));
    // The move on of the version refuses a form staff opened before the cancellation.
    expect(lead.version).not.toBe(afterMove.version);
    const events = await db.select().from(leadEvents).where(eq(leadEvents.leadId, lead.id));
    expect(events.map(({ actor, what, from, to }) => ({ actor, what, from, to }))).toEqual([
      { actor: "website", what: "created", from: null, to: "new" },
      { actor: "website", what: "status", from: "new", to: "lost" },
    ]);
  });

  it("never overwrites a status staff chose", async () => {
    const { booking, token } = await booked(1);
    const lead = await leadOf(booking.id);
    expect(await changeStatus(lead.id, { actor: "staff@example.com", version: lead.version, to: "qualified" })).toEqual(
      { kind: "done" },
    );
    expect(await cancelByVisitor(token, cancelForm(""))).toEqual({ kind: "cancelled" });
    const after = await leadOf(booking.id);
    expect(after.status).toBe("qualified");
    expect(after.summary).toContain("(cancelled)");
    const [row] = await db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row!.cancelReason).toBeNull();
  });

  it("a held call's new lead becomes contacted; a no-show's stays new", async () => {
    const { booking } = await booked(2);
    const second = await booked(3);
    await db
      .update(bookings)
      .set({
        startsAt: new Date(Date.now() - 3_600_000),
        endsAt: new Date(Date.now() - 2_700_000),
        blockedUntil: new Date(Date.now() - 2_700_000),
      })
      .where(eq(bookings.id, booking.id));
    await db
      .update(bookings)
      .set({
        startsAt: new Date(Date.now() - 7_200_000),
        endsAt: new Date(Date.now() - 6_300_000),
        blockedUntil: new Date(Date.now() - 6_300_000),
      })
      .where(eq(bookings.id, second.booking.id));
    expect(await markOutcome(booking.id, "done")).toBe(true);
    expect(await markOutcome(second.booking.id, "no_show")).toBe(true);
    expect(await leadOf(booking.id)).toMatchObject({ status: "contacted", summary: expect.stringContaining("(held)") });
    expect(await leadOf(second.booking.id)).toMatchObject({
      status: "new",
      summary: expect.stringContaining("(no-show)"),
    });
  });
});

describe("cancelByVisitor", () => {
  it("refuses a reason too long or holding a character that cannot be stored, and cancels nothing", async () => {
    const { booking, token } = await booked(4);
    for (const reason of ["x".repeat(1001), "bad\u0000byte"]) {
      const outcome = await cancelByVisitor(token, cancelForm(reason));
      expect(outcome.kind).toBe("invalid");
      expect(outcome.kind === "invalid" && outcome.lastResult.error?.reason?.length).toBeTruthy();
    }
    expect((await db.select().from(bookings).where(eq(bookings.id, booking.id)))[0]!.status).toBe("confirmed");
    expect(await cancelByVisitor(token, cancelForm("Line one\nline two"))).toEqual({ kind: "cancelled" });
    expect(await cancelByVisitor(token, cancelForm())).toEqual({ kind: "unchangeable" });
  });
});
