import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { visitorIcs } from "./ics.server";
import type { bookings } from "./tables";

const booking: typeof bookings.$inferSelect = {
  id: "7b0c8f0e-4a52-4b86-9d0e-3c1f1e8a9b10",
  startsAt: new Date("2030-03-12T14:00:00Z"),
  endsAt: new Date("2030-03-12T14:15:00Z"),
  blockedUntil: new Date("2030-03-12T14:15:00Z"),
  hostId: "2f4b8c1e-9d3a-4e5f-8a7b-6c5d4e3f2a10",
  status: "confirmed",
  name: "Ada Lovelace",
  email: "ada@example.com",
  organization: null,
  phone: "+1 404 555 0142",
  location: "phone",
  topic: null,
  assessmentRef: null,
  manageTokenHash: "x",
  manageTokenSealed: null,
  sequence: 0,
  clientIp: null,
  createdAt: new Date("2030-03-01T00:00:00Z"),
  updatedAt: new Date("2030-03-01T00:00:00Z"),
  cancelledAt: null,
  cancelledBy: null,
  cancelMessage: null,
  cancelReason: null,
};
const manage = "https://example.com/book/manage/abc";
const room = "https://meet.google.com/abc-defg-hij";

function event(ics: string) {
  return ICAL.Component.fromString(ics).getFirstSubcomponent("vevent")!;
}

describe("the visitor's calendar file says where the call happens", () => {
  it("a phone call: LOCATION is the number, URL the manage link, a reminder 15 minutes before", () => {
    const vevent = event(visitorIcs(booking, { kind: "phone", phone: booking.phone }, manage));
    expect(vevent.getFirstPropertyValue("location")).toBe("Phone: +1 404 555 0142");
    expect(vevent.getFirstPropertyValue("url")).toBe(manage);
    const alarm = vevent.getFirstSubcomponent("valarm")!;
    expect(alarm.getFirstPropertyValue("action")).toBe("DISPLAY");
    expect(String(alarm.getFirstPropertyValue("trigger"))).toBe("-PT15M");
  });

  it("a video call: LOCATION and URL are the meeting room", () => {
    const vevent = event(visitorIcs({ ...booking, location: "video" }, { kind: "video", link: room }, manage));
    expect(vevent.getFirstPropertyValue("location")).toBe(room);
    expect(vevent.getFirstPropertyValue("url")).toBe(room);
    expect(vevent.getFirstSubcomponent("valarm")).not.toBeNull();
  });

  it("a video call whose room was removed says nothing wrong: no LOCATION, the manage link", () => {
    const vevent = event(visitorIcs({ ...booking, location: "video" }, { kind: "video", link: null }, manage));
    expect(vevent.getFirstPropertyValue("location")).toBeNull();
    expect(vevent.getFirstPropertyValue("url")).toBe(manage);
  });

  it("a cancellation sets off no reminder", () => {
    const cancelled = { ...booking, status: "cancelled" as const, cancelledAt: new Date(), sequence: 1 };
    const vevent = event(visitorIcs(cancelled, { kind: "phone", phone: booking.phone }));
    expect(vevent.getFirstSubcomponent("valarm")).toBeNull();
  });
});
