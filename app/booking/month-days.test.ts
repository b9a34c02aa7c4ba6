import { describe, expect, it } from "vitest";
import { monthEnd, monthStart, monthWeeks, moveFocus, shiftMonths } from "./month-days";

// A grid of December 2026 and January 2027: Dec 1 is a Tuesday, Jan 31 a Sunday.
const first = "2026-12-01";
const last = "2027-01-31";
const move = (day: string, key: string) => moveFocus(day, key, first, last);

describe("moveFocus: the WAI-ARIA date grid's keys", () => {
  it.each([
    ["ArrowRight", "2026-12-16", "2026-12-17"],
    ["ArrowLeft", "2026-12-16", "2026-12-15"],
    ["ArrowDown", "2026-12-16", "2026-12-23"],
    ["ArrowUp", "2026-12-16", "2026-12-09"],
    // Wednesday Dec 16: its week runs Sunday Dec 13 to Saturday Dec 19.
    ["Home", "2026-12-16", "2026-12-13"],
    ["End", "2026-12-16", "2026-12-19"],
    ["PageDown", "2026-12-16", "2027-01-16"],
    ["PageUp", "2027-01-16", "2026-12-16"],
    // Across the end of a month and of a year.
    ["ArrowRight", "2026-12-31", "2027-01-01"],
    ["ArrowDown", "2026-12-28", "2027-01-04"],
    ["End", "2026-12-31", "2027-01-02"],
  ])("%s from %s goes to %s", (key, from, to) => {
    expect(move(from, key)).toBe(to);
  });

  it("keeps the focus within the months offered", () => {
    expect(move("2026-12-01", "ArrowLeft")).toBe(first);
    expect(move("2026-12-03", "ArrowUp")).toBe(first);
    expect(move("2026-12-01", "Home")).toBe(first);
    expect(move("2026-12-10", "PageUp")).toBe(first);
    expect(move("2027-01-31", "ArrowRight")).toBe(last);
    expect(move("2027-01-31", "End")).toBe(last);
    expect(move("2027-01-05", "PageDown")).toBe(last);
  });

  it("Page Down from the 31st lands on the next month's last day", () => {
    expect(moveFocus("2027-01-31", "PageDown", "2027-01-01", "2027-03-31")).toBe("2027-02-28");
    expect(moveFocus("2028-01-31", "PageDown", "2028-01-01", "2028-03-31")).toBe("2028-02-29");
  });

  it("leaves every other key to the browser (Tab, Enter, Space, letters)", () => {
    for (const key of ["Tab", "Enter", " ", "a", "Escape", "toString", "constructor"]) {
      expect(move("2026-12-16", key)).toBeUndefined();
    }
  });
});

describe("month arithmetic on day names", () => {
  it("finds a month's first and last day, leap years included", () => {
    expect(monthStart("2026-12-16")).toBe("2026-12-01");
    expect(monthEnd("2026-12-16")).toBe("2026-12-31");
    expect(monthEnd("2027-02-10")).toBe("2027-02-28");
    expect(monthEnd("2028-02-10")).toBe("2028-02-29");
    expect(monthEnd("2026-11-01")).toBe("2026-11-30");
  });

  it("moves by months, keeping the date where the month has it", () => {
    expect(shiftMonths("2026-03-31", -1)).toBe("2026-02-28");
    expect(shiftMonths("2026-12-15", 1)).toBe("2027-01-15");
    expect(shiftMonths("2027-01-15", -1)).toBe("2026-12-15");
    expect(shiftMonths("2026-10-31", 1)).toBe("2026-11-30");
  });

  it("lays a month out in weeks from Sunday, with the neighbouring months' places empty", () => {
    const weeks = monthWeeks("2026-12-16");
    expect(weeks).toHaveLength(5);
    expect(weeks[0]).toEqual([null, null, "2026-12-01", "2026-12-02", "2026-12-03", "2026-12-04", "2026-12-05"]);
    expect(weeks[4]).toEqual(["2026-12-27", "2026-12-28", "2026-12-29", "2026-12-30", "2026-12-31", null, null]);
    // February 2026 starts on a Sunday and fills exactly four weeks; May 2026 needs six.
    expect(monthWeeks("2026-02-01")).toHaveLength(4);
    expect(monthWeeks("2026-05-01")).toHaveLength(6);
    expect(monthWeeks("2026-05-01").flat().filter(Boolean)).toHaveLength(31);
  });
});
