import { describe, expect, it } from "vitest";
import { axisTop } from "./report-chart";
import { formatChange, formatPercent, rangeLabel, sourceName } from "./report-format";

describe("the insights page's wording", () => {
  it("says the change from the period before in words, with no percentage of nothing", () => {
    expect(formatChange({ current: 10, previous: 8 })).toBe("up 25%");
    expect(formatChange({ current: 2, previous: 3 })).toBe("down 33.3%");
    expect(formatChange({ current: 4, previous: 4 })).toBe("no change");
    expect(formatChange({ current: 3, previous: 0 })).toBe("up");
    expect(formatChange({ current: 0, previous: 0 })).toBe("no change");
    expect(formatPercent(null)).toBe("—");
  });

  it("names a range by its Eastern days, the year once when both ends share it", () => {
    expect(rangeLabel({ from: "2027-03-04", to: "2027-03-10" }, 7)).toBe("Mar 4 – Mar 10, 2027 (7 days)");
    expect(rangeLabel({ from: "2026-12-28", to: "2027-01-03" })).toBe("Dec 28, 2026 – Jan 3, 2027");
    expect(rangeLabel({ from: "2027-03-09", to: "2027-03-09" }, 1)).toBe("Mar 9, 2027 (1 day)");
  });

  it("names the sources that are not a site", () => {
    expect([
      sourceName(""),
      sourceName("unknown"),
      sourceName("direct"),
      sourceName("internal"),
      sourceName("Google"),
    ]).toEqual(["Not known", "Not known", "Direct (no referrer)", "Continued from an earlier visit", "Google"]);
  });

  it("tops the chart's axis at a round number", () => {
    expect([0, 1, 3, 7, 10, 11, 180, 4_321].map(axisTop)).toEqual([1, 1, 5, 10, 10, 20, 200, 5_000]);
  });
});
