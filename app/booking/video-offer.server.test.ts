// Video calls are offered only with a meeting room to send the visitor to, whoever their host is,
// and a video call that arrives once the room is gone (a form shown before staff removed it) is
// refused, not booked without a place. A video call goes only to a host with a room.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from "vitest";
import type { Database } from "~/lib/db/client.server";
import { action, loader } from "~/routes/book.$day";
import { tokenForRefilledForm } from "~/spam/honeypot.server";
import { answered, answerOf, runRoute } from "../../tests/support/route-harness";
import { useFreshDatabase } from "../../tests/support/fresh-database";
import { useHosts } from "../../tests/support/hosts";
import { openEveryDay } from "../../tests/support/open-calendar";
import { bookingHosts } from "~/hosts/tables";
import { listStaffBookings } from "./admin/bookings.server";
import { loadAvailability } from "./availability.server";
import { bookSlot, moveBooking } from "./bookings.server";
import { meetingLinkFor, videoCallsOffered } from "./meeting-link.server";
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

describe("video calls with hosts' own rooms", () => {
  const room = (id: string) => `https://meet.example.com/${id.slice(0, 8)}`;
  const visitor = (name: string, location: "phone" | "video") => ({
    name,
    email: `${name.toLowerCase()}@example.com`,
    organization: null,
    phone: location === "phone" ? "+1 404 555 0142" : null,
    topic: null,
    location,
  });
  let first: string;
  let second: string;

  beforeEach(async () => {
    [first, second] = (await useHosts(db, 2)) as [string, string];
  });

  it("are offered when every host has a room, their own or the business's, and only then", () => {
    const hosts = [first, second];
    expect(videoCallsOffered({ business: null, hosts: new Map() }, hosts)).toBe(false);
    expect(videoCallsOffered({ business: null, hosts: new Map([[second, room(second)]]) }, hosts)).toBe(false);
    expect(
      videoCallsOffered({ business: null, hosts: new Map(hosts.map((id) => [id, room(id)] as const)) }, hosts),
    ).toBe(true);
    // The business's room stands in for a host without one.
    expect(videoCallsOffered({ business: ROOM, hosts: new Map([[second, room(second)]]) }, hosts)).toBe(true);
    expect(videoCallsOffered({ business: ROOM, hosts: new Map() }, [])).toBe(false);
  });

  it("on the page: not while one active host has no room; yes once each has one; an inactive host does not count", async () => {
    const { day } = await slot(1);
    await db
      .update(bookingHosts)
      .set({ meetingUrl: room(second) })
      .where(eq(bookingHosts.id, second));
    expect(answered(await dayPage(day))).toMatchObject({ form: { videoOffered: false } });
    await db
      .update(bookingHosts)
      .set({ meetingUrl: room(first) })
      .where(eq(bookingHosts.id, first));
    expect(answered(await dayPage(day))).toMatchObject({ form: { videoOffered: true } });
    await db.update(bookingHosts).set({ meetingUrl: null }).where(eq(bookingHosts.id, first));
    await db.update(bookingHosts).set({ active: false }).where(eq(bookingHosts.id, first));
    expect(answered(await dayPage(day))).toMatchObject({ form: { videoOffered: true } });
  });

  it("a video call posted while a host has no room is refused, with the reason", async () => {
    await db
      .update(bookingHosts)
      .set({ meetingUrl: room(second) })
      .where(eq(bookingHosts.id, second));
    const { day, start } = await slot(2);
    const video = await book(day, start, { location: "video" });
    if ("thrown" in video.outcome) throw video.outcome.thrown;
    expect(answerOf(video.outcome.returned)).toMatchObject({
      status: 409,
      data: { refusal: { alert: { title: "Video calls are not available just now" } } },
    });
    expect(await db.select().from(bookings)).toEqual([]);
  });

  it("a video call goes only to a host with a room, when booked and when moved", async () => {
    // The first host, who would be picked first (oldest, as few calls), has no room.
    await db
      .update(bookingHosts)
      .set({ meetingUrl: room(second) })
      .where(eq(bookingHosts.id, second));
    const at = async (index: number) => new Date((await slot(index)).start);
    const clientIp = null;

    const video = await bookSlot(visitor("Ada", "video"), { startsAt: await at(1), clientIp });
    expect(video).toMatchObject({ kind: "booked", booking: { hostId: second } });

    // The host with a room is busy then: a video call is taken, while a phone call still goes to the other.
    expect(await bookSlot(visitor("Grace", "video"), { startsAt: await at(1), clientIp })).toMatchObject({
      kind: "taken",
    });
    expect(await bookSlot(visitor("Alan", "phone"), { startsAt: await at(1), clientIp })).toMatchObject({
      kind: "booked",
      booking: { hostId: first },
    });

    // Moving the video call to a time its host is taken does not hand it to the host without a room.
    await bookSlot(visitor("Edsger", "video"), { startsAt: await at(3), clientIp });
    if (video.kind !== "booked") throw new Error("not booked");
    expect(await moveBooking(video.token, await at(3))).toMatchObject({ kind: "taken" });
    expect(await moveBooking(video.token, await at(5))).toMatchObject({ kind: "moved", booking: { hostId: second } });
  });
});
