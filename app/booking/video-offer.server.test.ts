// Video calls are offered only with a meeting room to send the visitor to, and a video call that
// arrives once the room is gone (a form shown before staff removed it) is refused, not booked
// without a place.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from "vitest";
import type { Database } from "~/lib/db/client.server";
import { action, loader } from "~/routes/book.$day";
import { tokenForRefilledForm } from "~/spam/honeypot.server";
import { answered, answerOf, runRoute } from "../../tests/support/route-harness";
import { useFreshDatabase } from "../../tests/support/fresh-database";
import { useHosts } from "../../tests/support/hosts";
import { openEveryDay } from "../../tests/support/open-calendar";
import { listStaffBookings } from "./admin/bookings.server";
import { loadAvailability } from "./availability.server";
import { meetingLinkFor } from "./meeting-link.server";
import { addDays, daySlots, easternDay } from "./slots";
import { bookingSettings, bookings } from "./tables";

const ROOM = "https://us02web.zoom.us/j/81234567890";

let db: Database;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ db, drop } = await useFreshDatabase(inject("databaseUrl"), "video_offer"));
});
afterAll(async () => drop());
beforeEach(async () => {
  await useHosts(db, 1);
  await db.update(bookingSettings).set({ meetingUrl: null, noticeMinutes: 120 });
  await openEveryDay(db);
});

async function slot(index: number) {
  const day = addDays(easternDay(new Date()), 3);
  return { day, start: daySlots(day, await loadAvailability(db))[index]!.startsAt.toISOString() };
}

const dayPage = (day: string) => runRoute(loader, { path: `/book/${day}`, params: { day }, admin: null });

function book(day: string, start: string, fields: Record<string, string>) {
  const form = { start, name: "Grace Hopper", email: "grace@example.com", website_url: "", ...fields };
  return runRoute(action, {
    method: "POST",
    path: `/book/${day}`,
    params: { day },
    form: { ...form, form_started: tokenForRefilledForm() },
    admin: null,
  });
}

describe("video calls", () => {
  it("are not offered without a meeting room, and one posted anyway is refused with the reason", async () => {
    const { day, start } = await slot(1);
    expect(answered(await dayPage(day))).toMatchObject({ form: { videoOffered: false } });
    const run = await book(day, start, { location: "video" });
    if ("thrown" in run.outcome) throw run.outcome.thrown;
    const answer = answerOf(run.outcome.returned);
    expect(answer.status).toBe(409);
    expect(answer.data).toMatchObject({
      refusal: {
        alert: { title: "Video calls are not available just now" },
        errors: { location: ["Choose a phone call: video calls are not available just now."] },
        values: { name: "Grace Hopper", location: "video" },
      },
    });
    expect(await db.select().from(bookings)).toEqual([]);
  });

  it("are offered with a room, booked without a number, and the room is the call's link", async () => {
    await db.update(bookingSettings).set({ meetingUrl: ROOM });
    const { day, start } = await slot(2);
    expect(answered(await dayPage(day))).toMatchObject({ form: { videoOffered: true } });
    const run = await book(day, start, { location: "video", phone: "" });
    if ("thrown" in run.outcome) throw run.outcome.thrown;
    expect(answerOf(run.outcome.returned)).toMatchObject({
      status: 303,
      location: expect.stringMatching(/^\/book\/manage\//),
    });
    const [row] = await db.select().from(bookings).where(eq(bookings.email, "grace@example.com"));
    expect(row).toMatchObject({ location: "video", phone: null });
    const links = { business: ROOM, hosts: new Map<string, string>() };
    expect(meetingLinkFor(row!, links)).toBe(ROOM);
    expect(meetingLinkFor({ location: "phone", hostId: row!.hostId }, links)).toBeNull();
    // The call's host's own room wins over the business's.
    const hostRoom = "https://meet.example.com/host-room";
    expect(meetingLinkFor(row!, { ...links, hosts: new Map([[row!.hostId, hostRoom]]) })).toBe(hostRoom);
    const { upcoming } = await listStaffBookings();
    expect(upcoming[0]!.place).toEqual({ kind: "video", link: ROOM });
  });

  it("a phone call stores the number written the one way staff dial it", async () => {
    const { day, start } = await slot(3);
    const run = await book(day, start, { location: "phone", phone: "404.555.0142" });
    if ("thrown" in run.outcome) throw run.outcome.thrown;
    expect(answerOf(run.outcome.returned).status).toBe(303);
    const [row] = await db.select().from(bookings);
    expect(row).toMatchObject({ location: "phone", phone: "+1 404 555 0142" });
  });

  it("the database refuses a room that is not https, and a place it does not know", async () => {
    await expect(db.update(bookingSettings).set({ meetingUrl: "http://zoom.us/j/1" })).rejects.toThrow();
    const { day, start } = await slot(4);
    await book(day, start, { location: "phone", phone: "404.555.0142" });
    await expect(db.update(bookings).set({ location: "pigeon" as "phone" })).rejects.toThrow();
  });
});
