import { describe, expect, it } from "vitest";
import { holidayObservedOn, holidaysObservedBetween, holidaysOf, isHolidayId } from "./holidays";

// Every federal holiday 2026-2030: [holiday, actual date, observed date]. Written out, not computed:
// the shifted ones match OPM's published lists (July 3 2026, June 18 and July 5 2027, December 24
// and 31 2027, November 10 2028, November 12 2029).
const TABLE: [string, string, string][] = [
  ["new_years_day", "2026-01-01", "2026-01-01"],
  ["mlk_day", "2026-01-19", "2026-01-19"],
  ["washingtons_birthday", "2026-02-16", "2026-02-16"],
  ["memorial_day", "2026-05-25", "2026-05-25"],
  ["juneteenth", "2026-06-19", "2026-06-19"],
  ["independence_day", "2026-07-04", "2026-07-03"],
  ["labor_day", "2026-09-07", "2026-09-07"],
  ["columbus_day", "2026-10-12", "2026-10-12"],
  ["veterans_day", "2026-11-11", "2026-11-11"],
  ["thanksgiving", "2026-11-26", "2026-11-26"],
  ["christmas", "2026-12-25", "2026-12-25"],
  ["new_years_day", "2027-01-01", "2027-01-01"],
  ["mlk_day", "2027-01-18", "2027-01-18"],
  ["washingtons_birthday", "2027-02-15", "2027-02-15"],
  ["memorial_day", "2027-05-31", "2027-05-31"],
  ["juneteenth", "2027-06-19", "2027-06-18"],
  ["independence_day", "2027-07-04", "2027-07-05"],
  ["labor_day", "2027-09-06", "2027-09-06"],
  ["columbus_day", "2027-10-11", "2027-10-11"],
  ["veterans_day", "2027-11-11", "2027-11-11"],
  ["thanksgiving", "2027-11-25", "2027-11-25"],
  ["christmas", "2027-12-25", "2027-12-24"],
  ["new_years_day", "2028-01-01", "2027-12-31"],
  ["mlk_day", "2028-01-17", "2028-01-17"],
  ["washingtons_birthday", "2028-02-21", "2028-02-21"],
  ["memorial_day", "2028-05-29", "2028-05-29"],
  ["juneteenth", "2028-06-19", "2028-06-19"],
  ["independence_day", "2028-07-04", "2028-07-04"],
  ["labor_day", "2028-09-04", "2028-09-04"],
  ["columbus_day", "2028-10-09", "2028-10-09"],
  ["veterans_day", "2028-11-11", "2028-11-10"],
  ["thanksgiving", "2028-11-23", "2028-11-23"],
  ["christmas", "2028-12-25", "2028-12-25"],
  ["new_years_day", "2029-01-01", "2029-01-01"],
  ["mlk_day", "2029-01-15", "2029-01-15"],
  ["washingtons_birthday", "2029-02-19", "2029-02-19"],
  ["memorial_day", "2029-05-28", "2029-05-28"],
  ["juneteenth", "2029-06-19", "2029-06-19"],
  ["independence_day", "2029-07-04", "2029-07-04"],
  ["labor_day", "2029-09-03", "2029-09-03"],
  ["columbus_day", "2029-10-08", "2029-10-08"],
  ["veterans_day", "2029-11-11", "2029-11-12"],
  ["thanksgiving", "2029-11-22", "2029-11-22"],
  ["christmas", "2029-12-25", "2029-12-25"],
  ["new_years_day", "2030-01-01", "2030-01-01"],
  ["mlk_day", "2030-01-21", "2030-01-21"],
  ["washingtons_birthday", "2030-02-18", "2030-02-18"],
  ["memorial_day", "2030-05-27", "2030-05-27"],
  ["juneteenth", "2030-06-19", "2030-06-19"],
  ["independence_day", "2030-07-04", "2030-07-04"],
  ["labor_day", "2030-09-02", "2030-09-02"],
  ["columbus_day", "2030-10-14", "2030-10-14"],
  ["veterans_day", "2030-11-11", "2030-11-11"],
  ["thanksgiving", "2030-11-28", "2030-11-28"],
  ["christmas", "2030-12-25", "2030-12-25"],
];

describe("US federal holidays", () => {
  for (const year of [2026, 2027, 2028, 2029, 2030]) {
    it(`${year}: eleven holidays on their dates, observed on the nearest weekday`, () => {
      const expected = TABLE.filter(([, date]) => date.startsWith(String(year)));
      expect(holidaysOf(year).map(({ id, date, observed }) => [id, date, observed])).toEqual(expected);
    });
  }

  it("observes a Saturday holiday on the Friday before and a Sunday one on the Monday after", () => {
    expect(holidayObservedOn("2026-07-03")?.id).toBe("independence_day");
    expect(holidayObservedOn("2026-07-04")).toBeUndefined();
    expect(holidayObservedOn("2027-12-24")?.id).toBe("christmas");
    expect(holidayObservedOn("2027-07-05")?.id).toBe("independence_day");
    expect(holidayObservedOn("2027-06-18")?.id).toBe("juneteenth");
  });

  it("observes New Year's Day 2028, a Saturday, on Friday December 31, 2027", () => {
    expect(holidayObservedOn("2027-12-31")).toMatchObject({ id: "new_years_day", date: "2028-01-01" });
    expect(holidayObservedOn("2028-01-01")).toBeUndefined();
    expect(holidaysObservedBetween("2027-12-01", "2027-12-31").map((holiday) => holiday.id)).toEqual([
      "christmas",
      "new_years_day",
    ]);
  });

  it("closes Thanksgiving and Christmas 2026, and New Year's Day 2027 on the day itself", () => {
    expect(holidayObservedOn("2026-11-26")?.name).toBe("Thanksgiving Day");
    expect(holidayObservedOn("2026-12-25")?.name).toBe("Christmas Day");
    expect(holidayObservedOn("2027-01-01")?.name).toBe("New Year's Day");
    expect(holidayObservedOn("2026-11-27")).toBeUndefined();
  });

  it("lists a year of observed days in order, each holiday once", () => {
    const year = holidaysObservedBetween("2026-11-27", "2027-11-26");
    expect(year.map((holiday) => holiday.observed)).toEqual([...year.map((holiday) => holiday.observed)].sort());
    expect(new Set(year.map((holiday) => holiday.id)).size).toBe(11);
    expect(year).toHaveLength(11);
  });

  it("knows its holiday names and no others", () => {
    expect(isHolidayId("thanksgiving")).toBe(true);
    expect(isHolidayId("easter")).toBe(false);
  });
});
