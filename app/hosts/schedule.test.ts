import { describe, expect, it } from "vitest";
import type { BusinessCalendar } from "~/calendar/calendar";
import { hostHoursOn, hostOrder, type HostSchedule } from "./schedule";

const weekdays = { opens: 8 * 60, closes: 18 * 60 };
const business: BusinessCalendar = {
  hours: { 1: weekdays, 2: weekdays, 3: weekdays, 4: weekdays, 5: weekdays },
  blockedDays: new Set(["2027-03-17"]),
  holidaysOff: new Set(),
};
const host = (extra: Partial<HostSchedule> = {}): HostSchedule => ({
  id: "h",
  name: "Host",
  createdAt: new Date("2026-01-01T00:00:00Z"),
  hours: {},
  blockedDays: new Set(),
  ...extra,
});
// Tuesday 2027-03-16 is EDT (UTC-4): 8:00 is 12:00Z.
const at = (time: string) => new Date(`2027-03-16T${time}:00Z`);

describe("a host's hours", () => {
  it("are the business's when the host has none of their own", () => {
    expect(hostHoursOn("2027-03-16", host(), business)).toEqual({ opens: at("12:00"), closes: at("22:00") });
  });

  it("are their own hours cut to the business's", () => {
    const early = host({ hours: { 2: { opens: 6 * 60, closes: 12 * 60 } } });
    expect(hostHoursOn("2027-03-16", early, business)).toEqual({ opens: at("12:00"), closes: at("16:00") });
    const late = host({ hours: { 2: { opens: 17 * 60, closes: 21 * 60 } } });
    expect(hostHoursOn("2027-03-16", late, business)).toEqual({ opens: at("21:00"), closes: at("22:00") });
  });

  it("are none on a weekday they do not work, outside the business's hours, or on their blocked day", () => {
    const mondays = host({ hours: { 1: weekdays } });
    expect(hostHoursOn("2027-03-16", mondays, business)).toBeUndefined();
    const evenings = host({ hours: { 2: { opens: 18 * 60, closes: 22 * 60 } } });
    expect(hostHoursOn("2027-03-16", evenings, business)).toBeUndefined();
    expect(hostHoursOn("2027-03-16", host({ blockedDays: new Set(["2027-03-16"]) }), business)).toBeUndefined();
  });

  it("are none on a day the business is closed, whatever their own", () => {
    const saturdays = host({ hours: { 6: weekdays } });
    expect(hostHoursOn("2027-03-20", saturdays, business)).toBeUndefined();
    expect(hostHoursOn("2027-03-17", host(), business)).toBeUndefined();
  });
});

describe("which host gets a call", () => {
  const older = host({ id: "b", createdAt: new Date("2026-01-01T00:00:00Z") });
  const newer = host({ id: "a", createdAt: new Date("2026-06-01T00:00:00Z") });

  it("the one with fewest upcoming confirmed calls", () => {
    const order = hostOrder(
      [older, newer],
      new Map([
        ["b", 3],
        ["a", 1],
      ]),
    );
    expect(order.map((each) => each.id)).toEqual(["a", "b"]);
  });

  it("on a tie, the oldest host; a host without calls counts none", () => {
    expect(hostOrder([newer, older], new Map()).map((each) => each.id)).toEqual(["b", "a"]);
    expect(hostOrder([newer, older], new Map([["b", 0]])).map((each) => each.id)).toEqual(["b", "a"]);
  });

  it("a moved call keeps its own host first, however busy", () => {
    const order = hostOrder([older, newer], new Map([["a", 9]]), "a");
    expect(order.map((each) => each.id)).toEqual(["a", "b"]);
  });
});
