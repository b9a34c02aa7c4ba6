import { describe, expect, it } from "vitest";
import { periodQuery } from "./report-period";
import { daysBetween, parsePeriod, presetPeriod } from "./report-range";

const TODAY = "2027-03-10";
const parse = (query: string) => parsePeriod(new URLSearchParams(query), TODAY);

describe("the insights period", () => {
  it("is the last 30 days, today included, when nothing is asked", () => {
    expect(parse("")).toEqual({
      ok: true,
      period: {
        from: "2027-02-09",
        to: "2027-03-10",
        days: 30,
        preset: 30,
        previous: { from: "2027-01-10", to: "2027-02-08" },
      },
    });
  });

  it("takes the presets, each compared with as many days just before", () => {
    expect(parse("days=7")).toEqual({
      ok: true,
      period: {
        from: "2027-03-04",
        to: "2027-03-10",
        days: 7,
        preset: 7,
        previous: { from: "2027-02-25", to: "2027-03-03" },
      },
    });
    const ninety = presetPeriod(90, TODAY);
    expect([ninety.from, ninety.previous.from, ninety.previous.to]).toEqual(["2026-12-11", "2026-09-12", "2026-12-10"]);
  });

  it("shows the default with a notice for a preset it does not have", () => {
    const choice = parse("days=365");
    expect(choice).toMatchObject({ ok: true, period: { preset: 30 } });
    expect(choice.ok && choice.notice).toBe("There is no “365” period: showing the last 30 days.");
  });

  it("takes a chosen range, both days included, across a month's end", () => {
    expect(parse("from=2027-02-27&to=2027-03-10")).toEqual({
      ok: true,
      period: {
        from: "2027-02-27",
        to: "2027-03-10",
        days: 12,
        preset: null,
        previous: { from: "2027-02-15", to: "2027-02-26" },
      },
    });
    expect(daysBetween("2027-03-01", "2027-03-31")).toBe(31);
    expect(parse("from=2027-03-10&to=2027-03-10")).toMatchObject({ ok: true, period: { days: 1 } });
    // A chosen range wins over a preset also in the address.
    expect(parse("days=7&from=2027-03-01&to=2027-03-02")).toMatchObject({ ok: true, period: { preset: null } });
  });

  it("refuses what it cannot read, field by field, saying what to change", () => {
    expect(parse("from=2027-02-30&to=2027-03-01")).toEqual({
      ok: false,
      errors: { from: "“2027-02-30” is not a date: use the form YYYY-MM-DD, like 2027-03-10." },
      values: { from: "2027-02-30", to: "2027-03-01" },
    });
    expect(parse("from=&to=2027-03-01")).toMatchObject({
      ok: false,
      errors: { from: "Enter the start date, or pick one of the periods above." },
    });
    expect(parse("from=2027-03-01&to=yesterday")).toMatchObject({
      ok: false,
      errors: { to: "“yesterday” is not a date: use the form YYYY-MM-DD, like 2027-03-10." },
    });
    expect(parse("from=2027-03-09&to=2027-03-01")).toMatchObject({
      ok: false,
      errors: { to: "The end date comes before the start date (2027-03-09)." },
    });
    expect(parse("from=2027-03-01&to=2027-03-11")).toMatchObject({
      ok: false,
      errors: { to: "The end date cannot be after today (2027-03-10): nothing is counted yet." },
    });
    expect(parse("from=2026-01-01&to=2027-03-10")).toMatchObject({
      ok: false,
      errors: { to: "That is 434 days; choose at most 366." },
    });
  });

  it("writes each period back as the address that asks for it", () => {
    const preset = parse("days=90");
    const chosen = parse("from=2027-03-01&to=2027-03-02");
    expect(preset.ok && periodQuery(preset.period)).toBe("days=90");
    expect(chosen.ok && periodQuery(chosen.period)).toBe("from=2027-03-01&to=2027-03-02");
  });
});
