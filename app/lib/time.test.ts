import { describe, expect, it } from "vitest";
import {
  TIME_ZONE_NOTE,
  businessYear,
  easternWallTimeToDate,
  formatDate,
  formatDateTime,
  toEasternWallTime,
} from "./time";

describe("Eastern time", () => {
  it("names the zone the site shows", () => {
    expect(TIME_ZONE_NOTE).toBe("Times are Eastern Time.");
  });

  it("formats instants in Atlanta's time, not the server's", () => {
    // 03:30 UTC on March 5 is still March 4 in Atlanta.
    expect(formatDate(new Date("2025-03-05T03:30:00Z"))).toBe("March 4, 2025");
    expect(formatDateTime(new Date("2025-03-05T03:30:00Z"))).toBe("March 4, 2025 at 10:30 PM EST");
    expect(formatDateTime(new Date("2025-07-04T13:00:00Z"))).toBe("July 4, 2025 at 9:00 AM EDT");
  });

  it("turns wall-clock times into instants across daylight-saving changes", () => {
    expect(easternWallTimeToDate("2025-03-09T01:30").toISOString()).toBe("2025-03-09T06:30:00.000Z");
    expect(easternWallTimeToDate("2025-03-09T03:30").toISOString()).toBe("2025-03-09T07:30:00.000Z");
    // 02:30 does not exist that day: an hour later.
    expect(easternWallTimeToDate("2025-03-09T02:30").toISOString()).toBe("2025-03-09T07:30:00.000Z");
    // 01:30 happens twice on November 2: the first one (EDT).
    expect(easternWallTimeToDate("2025-11-02T01:30").toISOString()).toBe("2025-11-02T05:30:00.000Z");
    expect(easternWallTimeToDate("2025-11-02T03:00:15.250").toISOString()).toBe("2025-11-02T08:00:15.250Z");
    expect(() => easternWallTimeToDate("2025-11-02")).toThrow(RangeError);
  });

  it("round-trips with the datetime-local form", () => {
    for (const wall of ["2025-01-15T09:30", "2025-07-15T23:59", "2025-11-02T03:00"]) {
      expect(toEasternWallTime(easternWallTimeToDate(wall))).toBe(wall);
    }
  });
});

describe("the business's year", () => {
  it("turns at midnight in Atlanta, not at midnight UTC", () => {
    // New Year's Eve, 11:30 PM in Atlanta: already 2027 in UTC.
    expect(businessYear(new Date("2027-01-01T04:30:00Z"))).toBe(2026);
    expect(businessYear(new Date("2027-01-01T05:00:00Z"))).toBe(2027);
  });
});
