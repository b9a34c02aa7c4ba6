import { describe, expect, it } from "vitest";
import {
  addDays,
  daySlots,
  easternDay,
  freeSlots,
  isDay,
  nearestFreeSlots,
  openDays,
  type Availability,
  type Taken,
} from "./slots";
import type { HostSchedule } from "~/hosts/schedule";

const weekdays = { opens: 8 * 60, closes: 18 * 60 };
const host = (id: string, extra: Partial<HostSchedule> = {}): HostSchedule => ({
  id,
  name: id,
  createdAt: new Date("2026-01-01T00:00:00Z"),
  hours: {},
  blockedDays: new Set(),
  ...extra,
});
const standard: Availability = {
  hours: { 1: weekdays, 2: weekdays, 3: weekdays, 4: weekdays, 5: weekdays },
  blockedDays: new Set(),
  holidaysOff: new Set(),
  callMinutes: 15,
  bufferMinutes: 0,
  noticeMinutes: 120,
  horizonDays: 30,
  hosts: [host("h1")],
};
const everyDay = (hours: { opens: number; closes: number }): Availability => ({
  ...standard,
  hours: Object.fromEntries([0, 1, 2, 3, 4, 5, 6].map((day) => [day, hours])),
});

// Read back with Intl, independently of the library that made the instants.
const wall = new Intl.DateTimeFormat("en-US", {
  timeZone: "America/New_York",
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
});
function wallClock(instant: Date) {
  const parts = Object.fromEntries(wall.formatToParts(instant).map((part) => [part.type, part.value]));
  return { day: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

describe("slots over a year of days, across both clock changes", () => {
  const days = Array.from({ length: 365 }, (_, index) => addDays("2027-01-01", index));

  it("every open day runs 8:00 to 17:45 Eastern on the wall clock, 40 calls of 15 minutes", () => {
    const availability = everyDay(weekdays);
    for (const day of days) {
      const slots = daySlots(day, availability);
      expect(slots, day).toHaveLength(40);
      expect(wallClock(slots[0]!.startsAt), day).toEqual({ day, time: "08:00" });
      expect(wallClock(slots.at(-1)!.startsAt), day).toEqual({ day, time: "17:45" });
      for (const slot of slots) {
        expect(slot.endsAt.getTime() - slot.startsAt.getTime()).toBe(15 * 60_000);
        expect(wallClock(slot.startsAt).day).toBe(day);
      }
    }
  });

  it("8AM Eastern is 13:00 UTC in winter and 12:00 UTC in summer, switching on the right days", () => {
    const availability = everyDay(weekdays);
    const firstUtcHour = (day: string) => daySlots(day, availability)[0]!.startsAt.getUTCHours();
    expect(firstUtcHour("2027-03-13")).toBe(13);
    expect(firstUtcHour("2027-03-14")).toBe(12);
    expect(firstUtcHour("2027-11-06")).toBe(12);
    expect(firstUtcHour("2027-11-07")).toBe(13);
    const summer = days.filter((day) => firstUtcHour(day) === 12);
    expect(summer[0]).toBe("2027-03-14");
    expect(summer.at(-1)).toBe("2027-11-06");
    expect(summer).toHaveLength(238);
  });

  it("Mon-Fri hours give no calls on weekends (both changes fall on Sundays)", () => {
    expect(daySlots("2027-03-14", standard)).toEqual([]);
    expect(daySlots("2027-11-07", standard)).toEqual([]);
    expect(daySlots("2027-03-15", standard)[0]!.startsAt.toISOString()).toBe("2027-03-15T12:00:00.000Z");
    expect(daySlots("2027-11-08", standard)[0]!.startsAt.toISOString()).toBe("2027-11-08T13:00:00.000Z");
    const open = days.filter((day) => daySlots(day, standard).length > 0);
    expect(open).toHaveLength(261);
  });

  it("hours across 2AM: the spring day has an hour fewer, the autumn day an hour more", () => {
    const night = everyDay({ opens: 60, closes: 4 * 60 });
    const spring = daySlots("2027-03-14", night).map((slot) => wallClock(slot.startsAt).time);
    expect(spring).toEqual(["01:00", "01:15", "01:30", "01:45", "03:00", "03:15", "03:30", "03:45"]);
    const autumn = daySlots("2027-11-07", night);
    expect(autumn).toHaveLength(16);
    expect(autumn.map((slot) => wallClock(slot.startsAt).time).slice(0, 8)).toEqual([
      "01:00",
      "01:15",
      "01:30",
      "01:45",
      "01:00",
      "01:15",
      "01:30",
      "01:45",
    ]);
    expect(new Set(autumn.map((slot) => slot.startsAt.getTime())).size).toBe(16);
    expect(daySlots("2027-03-13", night)).toHaveLength(12);
  });

  it("a buffer spaces calls by call + buffer minutes; a longer call fits fewer", () => {
    const spaced = daySlots("2027-03-15", { ...standard, bufferMinutes: 10 });
    expect(spaced.map((slot) => wallClock(slot.startsAt).time).slice(0, 3)).toEqual(["08:00", "08:25", "08:50"]);
    expect(spaced[0]!.blockedUntil.getTime() - spaced[0]!.startsAt.getTime()).toBe(25 * 60_000);
    expect(wallClock(spaced.at(-1)!.endsAt).time <= "18:00").toBe(true);
    expect(daySlots("2027-03-15", { ...standard, callMinutes: 60 })).toHaveLength(10);
  });
});

describe("free slots", () => {
  const now = new Date("2027-03-15T13:30:00Z"); // Monday 9:30 EDT

  it("keeps minimum notice, the horizon and blocked days", () => {
    const today = freeSlots("2027-03-15", standard, [], now);
    expect(wallClock(today[0]!.startsAt).time).toBe("11:30");
    expect(freeSlots("2027-03-12", standard, [], now)).toEqual([]);
    expect(freeSlots("2027-04-14", standard, [], now)).toHaveLength(40);
    expect(freeSlots("2027-04-15", standard, [], now)).toEqual([]);
    const blocked = { ...standard, blockedDays: new Set(["2027-03-16"]) };
    expect(freeSlots("2027-03-16", blocked, [], now)).toEqual([]);
    expect(openDays(blocked, [], now).map((entry) => entry.day)).not.toContain("2027-03-16");
  });

  it("a booking of the only host removes the slot; with a second host free, the slot stays", () => {
    const taken: Taken[] = [
      { hostId: "h1", startsAt: new Date("2027-03-16T14:00:00Z"), blockedUntil: new Date("2027-03-16T14:15:00Z") },
    ];
    const times = (availability: Availability) =>
      freeSlots("2027-03-16", availability, taken, now).map((slot) => slot.startsAt.toISOString());
    expect(times(standard)).not.toContain("2027-03-16T14:00:00.000Z");
    expect(times(standard)).toContain("2027-03-16T14:15:00.000Z");
    expect(times({ ...standard, hosts: [host("h1"), host("h2")] })).toContain("2027-03-16T14:00:00.000Z");
  });

  it("a booking made under a longer call length blocks every slot it overlaps", () => {
    const taken: Taken[] = [
      { hostId: "h1", startsAt: new Date("2027-03-16T14:00:00Z"), blockedUntil: new Date("2027-03-16T15:00:00Z") },
    ];
    const times = freeSlots("2027-03-16", standard, taken, now).map((slot) => wallClock(slot.startsAt).time);
    expect(times).not.toContain("10:00");
    expect(times).not.toContain("10:45");
    expect(times).toContain("11:00");
  });

  it("nearest free slots surround the wanted one", () => {
    const wanted = new Date("2027-03-16T14:00:00Z");
    const taken: Taken[] = [{ hostId: "h1", startsAt: wanted, blockedUntil: new Date("2027-03-16T14:15:00Z") }];
    const nearest = nearestFreeSlots(wanted, standard, taken, now).map((slot) => wallClock(slot.startsAt).time);
    expect(nearest).toEqual(["09:30", "09:45", "10:15"]);
  });

  it("names days strictly", () => {
    expect(isDay("2027-02-28")).toBe(true);
    expect(isDay("2027-02-30")).toBe(false);
    expect(isDay("2027-2-3")).toBe(false);
    expect(easternDay(new Date("2027-03-15T03:00:00Z"))).toBe("2027-03-14");
  });
});

describe("holidays", () => {
  const now = new Date("2026-11-20T15:00:00Z"); // Friday the week before Thanksgiving
  const twoMonths = { ...standard, horizonDays: 60 };

  it("offers no time on Thanksgiving or Christmas Day 2026, and every time the day after", () => {
    expect(freeSlots("2026-11-26", twoMonths, [], now)).toEqual([]);
    expect(freeSlots("2026-12-25", twoMonths, [], now)).toEqual([]);
    expect(freeSlots("2026-11-27", twoMonths, [], now)).toHaveLength(40);
    const days = openDays(twoMonths, [], now).map((entry) => entry.day);
    expect(days).not.toContain("2026-11-26");
    expect(days).not.toContain("2026-12-25");
    expect(days).not.toContain("2027-01-01");
    expect(days).toContain("2026-12-24");
  });

  it("offers a holiday's times again once staff switch it off", () => {
    const open = { ...twoMonths, holidaysOff: new Set(["thanksgiving"] as const) };
    expect(freeSlots("2026-11-26", open, [], now)).toHaveLength(40);
    expect(openDays(open, [], now).map((entry) => entry.day)).toContain("2026-11-26");
    expect(freeSlots("2026-12-25", open, [], now)).toEqual([]);
  });
});

describe("hosts", () => {
  const now = new Date("2027-03-15T13:30:00Z"); // Monday 9:30 EDT
  const day = "2027-03-16"; // Tuesday, EDT: 8:00 is 12:00Z
  const times = (availability: Availability, taken: Taken[] = []) =>
    freeSlots(day, availability, taken, now).map((slot) => wallClock(slot.startsAt).time);

  it("no active host: no time and no day is offered", () => {
    const none = { ...standard, hosts: [] };
    expect(times(none)).toEqual([]);
    expect(openDays(none, [], now)).toEqual([]);
  });

  it("a time is offered while any host is free, and goes when every host is booked", () => {
    const two = { ...standard, hosts: [host("h1"), host("h2")] };
    const at10 = new Date("2027-03-16T14:00:00Z");
    const booked = (hostId: string): Taken => ({
      hostId,
      startsAt: at10,
      blockedUntil: new Date("2027-03-16T14:15:00Z"),
    });
    expect(times(two, [booked("h1")])).toContain("10:00");
    expect(times(two, [booked("h1"), booked("h2")])).not.toContain("10:00");
    // A booking of a host no longer active (not in the list) takes no one's time.
    expect(times(standard, [booked("gone")])).toContain("10:00");
  });

  it("a host's own hours and blocked days narrow what they offer, inside the business's hours", () => {
    const mornings = host("h1", { hours: { 2: { opens: 7 * 60, closes: 10 * 60 } } });
    const offered = times({ ...standard, hosts: [mornings] });
    expect(offered[0]).toBe("08:00");
    expect(offered.at(-1)).toBe("09:45");
    const off = host("h1", { blockedDays: new Set([day]) });
    expect(times({ ...standard, hosts: [off] })).toEqual([]);
    expect(times({ ...standard, hosts: [off, mornings] })).toHaveLength(8);
  });

  it("each host's free times are their own: one booked, the other's hours still count", () => {
    const afternoons = host("h2", { hours: { 2: { opens: 14 * 60, closes: 18 * 60 } } });
    const availability = { ...standard, hosts: [host("h1"), afternoons] };
    const at15 = new Date("2027-03-16T19:00:00Z");
    const ofH1 = {
      hostId: "h1",
      startsAt: new Date("2027-03-16T12:00:00Z"),
      blockedUntil: new Date("2027-03-16T22:00:00Z"),
    };
    const offered = times(availability, [ofH1]);
    expect(offered[0]).toBe("14:00");
    expect(offered).toHaveLength(16);
    expect(offered).toContain(wallClock(at15).time);
  });
});
