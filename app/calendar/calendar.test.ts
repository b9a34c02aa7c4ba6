import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { easternWallTimeToDate } from "~/lib/time";
import {
  addBusinessMinutes,
  businessHoursOn,
  businessMinutesBetween,
  closureOn,
  isBusinessDay,
  weeklyHoursOn,
  type BusinessCalendar,
} from "./calendar";

const nineToFive = { opens: 9 * 60, closes: 17 * 60 };
const office: BusinessCalendar = {
  hours: { 1: nineToFive, 2: nineToFive, 3: nineToFive, 4: nineToFive, 5: nineToFive },
  blockedDays: new Set(),
  holidaysOff: new Set(),
};
const eastern = (wallTime: string) => easternWallTimeToDate(wallTime);

describe("business days", () => {
  it("closes on weekends, observed holidays and blocked days, saying why", () => {
    const blocked = { ...office, blockedDays: new Set(["2026-12-01"]) };
    expect(closureOn("2026-11-26", blocked)).toMatchObject({ kind: "holiday", holiday: { id: "thanksgiving" } });
    expect(closureOn("2026-11-28", blocked)).toEqual({ kind: "weekly" });
    expect(closureOn("2026-12-01", blocked)).toEqual({ kind: "blocked" });
    expect(closureOn("2026-11-27", blocked)).toBeUndefined();
    expect(isBusinessDay("2026-12-25", office)).toBe(false);
    expect(isBusinessDay("2026-07-03", office)).toBe(false);
    expect(isBusinessDay("2027-12-31", office)).toBe(false);
    expect(isBusinessDay("2026-12-24", office)).toBe(true);
  });

  it("opens on a holiday staff switched off", () => {
    const open = { ...office, holidaysOff: new Set(["thanksgiving"] as const) };
    expect(isBusinessDay("2026-11-26", open)).toBe(true);
    expect(isBusinessDay("2026-12-25", open)).toBe(false);
  });

  it("gives the day's hours as instants, none when closed, and 24:00 as the next midnight", () => {
    expect(businessHoursOn("2027-03-15", office)).toEqual({
      opens: new Date("2027-03-15T13:00:00Z"),
      closes: new Date("2027-03-15T21:00:00Z"),
    });
    expect(businessHoursOn("2027-03-12", office)?.opens).toEqual(new Date("2027-03-12T14:00:00Z"));
    expect(businessHoursOn("2026-12-25", office)).toBeUndefined();
    expect(weeklyHoursOn("2026-12-25", office)).toBeDefined();
    const lateShift = { ...office, hours: { 1: { opens: 20 * 60, closes: 1440 } } };
    expect(businessHoursOn("2027-03-15", lateShift)?.closes).toEqual(new Date("2027-03-16T04:00:00Z"));
  });
});

describe("addBusinessMinutes with 9-5 Monday to Friday, Eastern", () => {
  const table: [string, string, number, string][] = [
    ["in hours", "2027-03-09T10:00", 120, "2027-03-09T17:00:00.000Z"],
    ["ending exactly at closing", "2027-03-09T16:00", 60, "2027-03-09T22:00:00.000Z"],
    ["running past closing into the next morning", "2027-03-09T16:30", 120, "2027-03-10T15:30:00.000Z"],
    ["before opening", "2027-03-08T07:00", 120, "2027-03-08T16:00:00.000Z"],
    ["Friday 17:30, after hours: Monday 11:00", "2027-03-05T17:30", 120, "2027-03-08T16:00:00.000Z"],
    ["Friday evening", "2027-03-05T20:00", 120, "2027-03-08T16:00:00.000Z"],
    ["Saturday noon", "2027-03-06T12:00", 120, "2027-03-08T16:00:00.000Z"],
    ["over Thanksgiving to Friday", "2026-11-25T16:00", 120, "2026-11-27T15:00:00.000Z"],
    ["from Thanksgiving itself", "2026-11-26T10:00", 30, "2026-11-27T14:30:00.000Z"],
    ["over Christmas and the weekend", "2026-12-24T16:00", 120, "2026-12-28T15:00:00.000Z"],
    ["across spring forward: Monday 10:00 EDT", "2027-03-12T16:00", 120, "2027-03-15T14:00:00.000Z"],
    ["across fall back: Monday 10:00 EST", "2027-11-05T16:00", 120, "2027-11-08T15:00:00.000Z"],
    ["a whole week of hours", "2027-03-08T09:00", 5 * 8 * 60, "2027-03-12T22:00:00.000Z"],
    ["zero minutes in hours: the instant", "2027-03-09T10:00", 0, "2027-03-09T15:00:00.000Z"],
    ["zero minutes after hours: the next opening", "2027-03-05T18:00", 0, "2027-03-08T14:00:00.000Z"],
  ];
  for (const [name, from, minutes, expected] of table) {
    it(`${name}: ${from} + ${minutes} min`, () => {
      expect(addBusinessMinutes(eastern(from), minutes, office)?.toISOString()).toBe(expected);
    });
  }

  it("counts a holiday staff switched off, and skips a blocked day", () => {
    const open = { ...office, holidaysOff: new Set(["thanksgiving"] as const) };
    expect(addBusinessMinutes(eastern("2026-11-25T16:00"), 120, open)?.toISOString()).toBe("2026-11-26T15:00:00.000Z");
    const blocked = { ...office, blockedDays: new Set(["2027-03-10"]) };
    expect(addBusinessMinutes(eastern("2027-03-09T16:00"), 120, blocked)?.toISOString()).toBe(
      "2027-03-11T15:00:00.000Z",
    );
  });

  it("counts elapsed time on a day the clocks change inside the hours", () => {
    const nights = { ...office, hours: { 0: { opens: 60, closes: 4 * 60 } } };
    // 1:00-4:00 on the spring Sunday is two hours long: 150 minutes run into the next Sunday.
    expect(addBusinessMinutes(eastern("2027-03-14T01:00"), 120, nights)?.toISOString()).toBe(
      "2027-03-14T08:00:00.000Z",
    );
    expect(addBusinessMinutes(eastern("2027-03-14T01:00"), 150, nights)?.toISOString()).toBe(
      "2027-03-21T05:30:00.000Z",
    );
  });

  it("gives up on a calendar with no hours, and refuses negative minutes", () => {
    expect(addBusinessMinutes(new Date(), 60, { ...office, hours: {} })).toBeUndefined();
    expect(() => addBusinessMinutes(new Date(), -1, office)).toThrow(RangeError);
  });
});

describe("businessMinutesBetween with 9-5 Monday to Friday, Eastern", () => {
  const table: [string, string, string, number][] = [
    ["within one day's hours", "2027-03-09T10:00", "2027-03-09T11:45", 105],
    ["from before opening to after closing: the whole day", "2027-03-09T07:00", "2027-03-09T19:00", 480],
    ["Friday 16:30 to Monday 9:30: the weekend does not count", "2027-03-05T16:30", "2027-03-08T09:30", 60],
    ["Friday evening to Saturday: none", "2027-03-05T18:00", "2027-03-06T12:00", 0],
    ["over Thanksgiving", "2026-11-25T16:00", "2026-11-27T10:00", 120],
    ["across spring forward", "2027-03-12T16:00", "2027-03-15T10:00", 120],
    ["a whole week", "2027-03-08T00:00", "2027-03-15T00:00", 5 * 8 * 60],
    ["seconds count as fractions", "2027-03-09T10:00", "2027-03-09T10:00:30", 0.5],
    ["backwards: zero", "2027-03-09T11:00", "2027-03-09T10:00", 0],
  ];
  for (const [name, from, to, minutes] of table) {
    it(`${name}: ${from} to ${to} is ${minutes} min`, () => {
      expect(businessMinutesBetween(eastern(from), eastern(to), office)).toBe(minutes);
    });
  }

  it("skips a blocked day and counts a holiday staff switched off", () => {
    const blocked = { ...office, blockedDays: new Set(["2027-03-10"]) };
    expect(businessMinutesBetween(eastern("2027-03-09T16:00"), eastern("2027-03-11T10:00"), blocked)).toBe(120);
    const open = { ...office, holidaysOff: new Set(["thanksgiving"] as const) };
    expect(businessMinutesBetween(eastern("2026-11-25T16:00"), eastern("2026-11-27T10:00"), open)).toBe(600);
  });

  it("undoes addBusinessMinutes from any instant", () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date("2026-01-01T00:00:00Z"), max: new Date("2028-12-31T00:00:00Z"), noInvalidDate: true }),
        fc.integer({ min: 0, max: 5000 }),
        (from, minutes) => {
          const to = addBusinessMinutes(from, minutes, office)!;
          expect(businessMinutesBetween(from, to, office)).toBeCloseTo(minutes, 6);
        },
      ),
      { numRuns: 500 },
    );
  });
});
