import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { useFreshDatabase } from "../../tests/support/fresh-database";
import type { Database } from "~/lib/db/client.server";
import { comingHolidays, loadBusinessCalendar, switchHoliday } from "./calendar.server";
import { holidaysOff } from "./tables";

let db: Database;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ db, drop } = await useFreshDatabase(inject("databaseUrl"), "calendar"));
});
afterAll(async () => drop());

describe("the calendar in the database", () => {
  it("lists the coming twelve months of holidays, all closed out of the box", async () => {
    const coming = await comingHolidays(new Date("2026-11-27T17:00:00Z"), db);
    expect(coming.map((holiday) => holiday.observed)).toEqual([
      "2026-12-25",
      "2027-01-01",
      "2027-01-18",
      "2027-02-15",
      "2027-05-31",
      "2027-06-18",
      "2027-07-05",
      "2027-09-06",
      "2027-10-11",
      "2027-11-11",
      "2027-11-25",
    ]);
    expect(coming.every((holiday) => holiday.closed)).toBe(true);
    expect((await loadBusinessCalendar(db)).holidaysOff.size).toBe(0);
  });

  it("keeps a holiday switched off, every year, until it is switched on again", async () => {
    expect(await switchHoliday("columbus_day", false)).toBe("Columbus Day");
    expect(await switchHoliday("columbus_day", false)).toBe("Columbus Day");
    expect([...(await loadBusinessCalendar(db)).holidaysOff]).toEqual(["columbus_day"]);
    const coming = await comingHolidays(new Date("2026-11-27T17:00:00Z"), db);
    expect(coming.filter((holiday) => !holiday.closed).map((holiday) => holiday.observed)).toEqual(["2027-10-11"]);
    await switchHoliday("columbus_day", true);
    expect((await loadBusinessCalendar(db)).holidaysOff.size).toBe(0);
  });

  it("refuses a name that is no federal holiday, in the code and in the database", async () => {
    expect(await switchHoliday("easter", false)).toBeUndefined();
    await expect(db.insert(holidaysOff).values({ holiday: "easter" as "christmas" })).rejects.toThrow();
  });
});
