import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { businessHoursOn, type BusinessCalendar } from "~/calendar/calendar";
import { easternDay } from "~/calendar/days";
import { easternWallTimeToDate } from "~/lib/time";
import { clockState } from "./clock-state";
import { escalateAt, respondBy } from "./response-clock";

const eightToSix = { opens: 8 * 60, closes: 18 * 60 };
const weekdays: BusinessCalendar = {
  hours: { 1: eightToSix, 2: eightToSix, 3: eightToSix, 4: eightToSix, 5: eightToSix },
  blockedDays: new Set(["2026-12-09"]),
  holidaysOff: new Set(),
};
const eastern = (wallTime: string) => easternWallTimeToDate(wallTime);

describe("the 2-hour response clock, 8 AM-6 PM on weekdays (Eastern)", () => {
  it.each([
    ["in hours", "2026-12-01T10:00", "2026-12-01T12:00"],
    ["near closing: the rest runs on the next morning", "2026-12-01T17:00", "2026-12-02T09:00"],
    ["exactly two hours before closing", "2026-12-01T16:00", "2026-12-01T18:00"],
    ["after hours", "2026-12-01T20:00", "2026-12-02T10:00"],
    ["before opening", "2026-12-02T06:15", "2026-12-02T10:00"],
    ["Friday evening, still open half an hour", "2026-12-04T17:30", "2026-12-07T09:30"],
    ["Friday after closing", "2026-12-04T19:00", "2026-12-07T10:00"],
    ["on a Saturday", "2026-12-05T12:00", "2026-12-07T10:00"],
    ["the day before a blocked day", "2026-12-08T17:00", "2026-12-10T09:00"],
    ["on Thanksgiving", "2026-11-26T10:00", "2026-11-27T10:00"],
    ["the evening before Thanksgiving", "2026-11-25T17:00", "2026-11-27T09:00"],
    // July 4 2026 is a Saturday: the business closes on Friday July 3, the observed day.
    ["the day before the observed Independence Day", "2026-07-02T17:00", "2026-07-06T09:00"],
    ["on the observed Independence Day", "2026-07-03T11:00", "2026-07-06T10:00"],
    ["on Independence Day itself", "2026-07-04T11:00", "2026-07-06T10:00"],
    // Christmas 2027 is a Saturday: observed on Friday December 24.
    ["on Christmas Eve 2027, the observed Christmas", "2027-12-24T09:00", "2027-12-27T10:00"],
    // Clocks go forward on Sunday March 14 2027 and back on Sunday November 1 2026.
    ["Friday before spring forward", "2027-03-12T17:00", "2027-03-15T09:00"],
    ["Friday before fall back", "2026-10-30T17:30", "2026-11-02T09:30"],
  ])("%s: %s is due at %s", (_, arrived, due) => {
    expect(respondBy(eastern(arrived), weekdays)).toEqual(eastern(due));
  });

  it("keeps the UTC instants right across the clock changes", () => {
    // 9:00 EDT is 13:00 UTC; 9:30 EST is 14:30 UTC.
    expect(respondBy(eastern("2027-03-12T17:00"), weekdays).toISOString()).toBe("2027-03-15T13:00:00.000Z");
    expect(respondBy(eastern("2026-10-30T17:30"), weekdays).toISOString()).toBe("2026-11-02T14:30:00.000Z");
  });

  it("counts elapsed time on a day open around the clock when the clocks change in it", () => {
    const always: BusinessCalendar = { ...weekdays, hours: { 0: { opens: 0, closes: 1440 } } };
    // 1:00 EST plus two real hours is 4:00 EDT: the hour from 2:00 to 3:00 does not exist.
    expect(respondBy(eastern("2027-03-14T01:00"), always)).toEqual(eastern("2027-03-14T04:00"));
    // 0:30 EDT plus two real hours is 1:30 EST: the hour from 1:00 to 2:00 happens twice.
    expect(respondBy(eastern("2026-11-01T00:30"), always).toISOString()).toBe("2026-11-01T06:30:00.000Z");
  });

  it("does not count a holiday staff switched off as closed", () => {
    const openOnThanksgiving = { ...weekdays, holidaysOff: new Set(["thanksgiving"] as const) };
    expect(respondBy(eastern("2026-11-26T10:00"), openOnThanksgiving)).toEqual(eastern("2026-11-26T12:00"));
  });

  it("escalates after an hour and a half of business time", () => {
    expect(escalateAt(eastern("2026-12-04T17:30"), weekdays)).toEqual(eastern("2026-12-07T09:00"));
    expect(escalateAt(eastern("2026-12-01T10:00"), weekdays)).toEqual(eastern("2026-12-01T11:30"));
  });

  it("still gives a due time when the business has no hours at all", () => {
    const closed: BusinessCalendar = { ...weekdays, hours: {} };
    const arrived = eastern("2026-12-01T10:00");
    expect(respondBy(arrived, closed).getTime()).toBeGreaterThan(arrived.getTime());
  });
});

describe("where a lead's clock stands", () => {
  const due = eastern("2026-12-01T12:00");
  it("is answered once someone responded, however late", () => {
    const at = eastern("2026-12-01T15:00");
    expect(clockState({ respondBy: due, firstResponseAt: at }, eastern("2026-12-02T09:00"))).toEqual({
      kind: "answered",
      at,
    });
  });
  it("runs with the whole minutes left, then is overdue", () => {
    expect(clockState({ respondBy: due, firstResponseAt: null }, eastern("2026-12-01T11:20"))).toEqual({
      kind: "running",
      minutesLeft: 40,
    });
    expect(clockState({ respondBy: due, firstResponseAt: null }, eastern("2026-12-01T12:00"))).toEqual({
      kind: "running",
      minutesLeft: 0,
    });
    expect(clockState({ respondBy: due, firstResponseAt: null }, eastern("2026-12-01T12:00:30"))).toEqual({
      kind: "overdue",
      minutesOver: 1,
    });
  });
});

describe("the due time, for any arrival from 2026 to 2030", () => {
  const arrivals = fc
    .date({ min: new Date("2026-01-01T00:00:00Z"), max: new Date("2030-12-31T23:59:59Z"), noInvalidDate: true })
    .map((date) => new Date(Math.floor(date.getTime() / 1000) * 1000));

  it("is never before two hours after arrival and always falls in business hours", () => {
    fc.assert(
      fc.property(arrivals, (arrived) => {
        const due = respondBy(arrived, weekdays);
        expect(due.getTime() - arrived.getTime()).toBeGreaterThanOrEqual(120 * 60_000);
        const hours = businessHoursOn(easternDay(due), weekdays);
        expect(hours).toBeDefined();
        expect(due.getTime()).toBeGreaterThan(hours!.opens.getTime());
        expect(due.getTime()).toBeLessThanOrEqual(hours!.closes.getTime());
      }),
      { numRuns: 2000 },
    );
  });
});
