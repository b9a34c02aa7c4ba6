import { describe, expect, it } from "vitest";
import type { BusinessCalendar } from "~/calendar/calendar";
import { easternWallTimeToDate } from "~/lib/time";
import {
  buildReport,
  minutesToFirstResponse,
  nearestRank,
  outcomeOf,
  parseRange,
  reportWeeks,
  weekOf,
  type ResponseRow,
} from "./response-report";
import { formatMinutes, formatShare, weekLabel } from "./response-report-format";

const eightToSix = { opens: 8 * 60, closes: 18 * 60 };
const weekdays: BusinessCalendar = {
  hours: { 1: eightToSix, 2: eightToSix, 3: eightToSix, 4: eightToSix, 5: eightToSix },
  blockedDays: new Set(),
  holidaysOff: new Set(),
};
const eastern = (wallTime: string) => easternWallTimeToDate(wallTime);

describe("the nearest-rank percentile", () => {
  it("takes the value at rank ceil(p/100 × n) of the sorted values", () => {
    const values = [50, 10, 40, 20, 30];
    expect(nearestRank(values, 50)).toBe(30);
    expect(nearestRank(values, 90)).toBe(50);
    expect(nearestRank(values, 20)).toBe(10);
    expect(nearestRank(values, 21)).toBe(20);
  });

  it("gives the lower middle value as the median of an even count, and nothing of no values", () => {
    expect(nearestRank([4, 1, 3, 2], 50)).toBe(2);
    expect(
      nearestRank(
        Array.from({ length: 10 }, (_, i) => i + 1),
        90,
      ),
    ).toBe(9);
    expect(nearestRank([7], 90)).toBe(7);
    expect(nearestRank([], 50)).toBeNull();
  });
});

describe("a lead against the promise", () => {
  const due = eastern("2026-12-01T12:00");
  const now = eastern("2026-12-01T12:30");
  it("is in time when answered by the due time, to the instant", () => {
    expect(outcomeOf({ respondBy: due, firstResponseAt: due }, now)).toBe("in-time");
    expect(outcomeOf({ respondBy: due, firstResponseAt: eastern("2026-12-01T12:01") }, now)).toBe("late");
  });
  it("is missed while waiting past the due time, and only waiting until then", () => {
    expect(outcomeOf({ respondBy: due, firstResponseAt: null }, now)).toBe("missed");
    expect(outcomeOf({ respondBy: due, firstResponseAt: null }, due)).toBe("waiting");
  });
  it("waited business minutes only, to the nearest minute", () => {
    const row: ResponseRow = {
      kind: "contact",
      owner: null,
      receivedAt: eastern("2026-12-04T17:30"),
      respondBy: eastern("2026-12-07T09:30"),
      firstResponseAt: eastern("2026-12-07T08:15:40"),
    };
    expect(minutesToFirstResponse(row, weekdays)).toBe(46);
    expect(minutesToFirstResponse({ ...row, firstResponseAt: null }, weekdays)).toBeNull();
  });
});

describe("weeks", () => {
  it("start on Monday on the Eastern calendar", () => {
    expect(weekOf(eastern("2026-12-06T23:59"))).toBe("2026-11-30");
    expect(weekOf(eastern("2026-12-07T00:00"))).toBe("2026-12-07");
    // Sunday 9 PM in Atlanta is already Monday in UTC.
    expect(weekOf(new Date("2026-12-07T02:00:00Z"))).toBe("2026-11-30");
  });
  it("of a range end with the current week", () => {
    expect(reportWeeks(eastern("2026-12-02T10:00"), 4)).toEqual([
      "2026-11-09",
      "2026-11-16",
      "2026-11-23",
      "2026-11-30",
    ]);
  });
  it("come in the ranges offered, any other value giving the default", () => {
    expect(parseRange("4")).toBe(4);
    expect(parseRange("26")).toBe(26);
    expect(parseRange("5")).toBe(12);
    expect(parseRange(null)).toBe(12);
  });
});

describe("the report", () => {
  it("leaves out leads outside its weeks, and shows a week without leads with no share", () => {
    const row: ResponseRow = {
      kind: "booking",
      owner: "ana@example.com",
      receivedAt: eastern("2026-11-02T10:00"),
      respondBy: eastern("2026-11-02T12:00"),
      firstResponseAt: eastern("2026-11-02T10:30"),
    };
    const report = buildReport([row], {
      weeks: ["2026-11-23", "2026-11-30"],
      now: eastern("2026-12-02T10:00"),
      calendar: weekdays,
    });
    expect(report.total.figures.leads).toBe(0);
    expect(report.weeks.map((week) => [week.week, week.current, week.figures.share])).toEqual([
      ["2026-11-23", false, null],
      ["2026-11-30", true, null],
    ]);
    expect(report.total.byKind.map((group) => group.key)).toEqual(["contact", "booking", "assessment"]);
    expect(report.total.byOwner).toEqual([]);
  });
});

describe("the report's wording", () => {
  it("writes business minutes, shares and weeks as the page shows them", () => {
    expect([formatMinutes(null), formatMinutes(45), formatMinutes(60), formatMinutes(125)]).toEqual([
      "—",
      "45 min",
      "1 h 00 min",
      "2 h 05 min",
    ]);
    expect(formatShare({ share: 2 / 3, inTime: 2, late: 0, missed: 1 })).toBe("67% (2 of 3)");
    expect(formatShare({ share: null, inTime: 0, late: 0, missed: 0 })).toBe("—");
    expect(weekLabel("2027-03-01", false)).toBe("Week of Mar 1");
    expect(weekLabel("2026-12-28", true)).toBe("Week of Dec 28 (so far)");
  });
});
