import { describe, expect, it } from "vitest";
import type { Figures, WeekFigures } from "./response-report";
import { weeklyCsv } from "./response-report-csv.server";

const figures = (overrides: Partial<Figures>): Figures => ({
  leads: 0,
  waiting: 0,
  inTime: 0,
  late: 0,
  missed: 0,
  share: null,
  median: null,
  p90: null,
  ...overrides,
});
const week = (day: string, current: boolean, values: Partial<Figures>): WeekFigures => ({
  week: day,
  current,
  figures: figures(values),
  byOwner: [],
  byKind: [],
});

describe("the weekly table as CSV", () => {
  it("writes one record per week, oldest first, with empty cells where there is no figure", () => {
    const csv = weeklyCsv([
      week("2027-03-01", false, {}),
      week("2027-03-08", true, {
        leads: 6,
        waiting: 1,
        inTime: 2,
        late: 0,
        missed: 1,
        share: 2 / 3,
        median: 20,
        p90: 121,
      }),
    ]);
    const lines = csv.replace(/^\uFEFF/, "").split("\r\n");
    expect(csv.startsWith("\uFEFF")).toBe(true);
    expect(lines[0]).toMatch(/^"Week starting \(Monday, Eastern\)",Current week,Leads,/);
    expect(lines[1]).toBe("2027-03-01,no,0,0,0,0,0,,,");
    expect(lines[2]).toBe("2027-03-08,yes,6,2,0,1,1,66.7,20,121");
  });
});
