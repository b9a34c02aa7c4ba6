import { describe, expect, it } from "vitest";
import { PEOPLE_ZONES, peopleZone, zoneChoices, zoneLabel } from "./zone-labels";

const now = new Date("2026-11-27T12:00:00Z");

describe("time zones written for people", () => {
  it("names the US zones as people do, Arizona apart from Mountain Time", () => {
    expect(PEOPLE_ZONES.map((choice) => choice.label)).toEqual([
      "Eastern Time",
      "Central Time",
      "Mountain Time",
      "Arizona",
      "Pacific Time",
      "Alaska",
      "Hawaii",
    ]);
    expect(zoneLabel("America/New_York", now)).toBe("Eastern Time");
    expect(zoneLabel("America/Phoenix", now)).toBe("Arizona");
    expect(zoneLabel("Pacific/Honolulu", now)).toBe("Hawaii");
  });

  it("takes a zone keeping a listed clock as that listed zone", () => {
    expect(peopleZone("America/Detroit", now)).toEqual({ zone: "America/New_York", label: "Eastern Time" });
    expect(peopleZone("America/Toronto", now)).toEqual({ zone: "America/New_York", label: "Eastern Time" });
    expect(peopleZone("America/Indiana/Indianapolis", now).label).toBe("Eastern Time");
    expect(peopleZone("America/Boise", now)).toEqual({ zone: "America/Denver", label: "Mountain Time" });
    expect(peopleZone("America/Vancouver", now)).toEqual({ zone: "America/Los_Angeles", label: "Pacific Time" });
  });

  it("keeps a zone of another clock, under Intl's long generic name", () => {
    expect(peopleZone("Europe/Berlin", now)).toEqual({ zone: "Europe/Berlin", label: "Central European Time" });
    expect(peopleZone("Asia/Kolkata", now)).toEqual({ zone: "Asia/Kolkata", label: "India Standard Time" });
    // Regina keeps Central Standard Time all year: not Chicago's clock in summer.
    expect(peopleZone("America/Regina", now).zone).toBe("America/Regina");
    // Adak shares Hawaii's name but changes its clocks.
    expect(peopleZone("America/Adak", now).zone).toBe("America/Adak");
  });

  it("names UTC and its aliases for people, not by the offset ICU writes for them", () => {
    for (const zone of ["UTC", "Etc/UTC", "Etc/GMT", "GMT", "Etc/Zulu"])
      expect(peopleZone(zone, now), zone).toEqual({ zone, label: "Coordinated Universal Time (UTC)" });
    expect(zoneLabel("UTC", now)).toBe("Coordinated Universal Time (UTC)");
    // A place on Greenwich time keeps its own name.
    expect(peopleZone("Africa/Abidjan", now).label).toBe("Greenwich Mean Time");
  });

  it("offers the listed zones, and the browser's own after them when it keeps another clock", () => {
    const listed = PEOPLE_ZONES.map((choice) => choice.zone);
    expect(zoneChoices(peopleZone("America/Chicago", now)).map((choice) => choice.zone)).toEqual(listed);
    expect(zoneChoices(peopleZone("America/Detroit", now)).map((choice) => choice.zone)).toEqual(listed);
    expect(zoneChoices(peopleZone("Europe/London", now))).toEqual([
      ...PEOPLE_ZONES,
      { zone: "Europe/London", label: "United Kingdom Time" },
    ]);
  });

  it("never shows a database name", () => {
    for (const zone of ["Europe/London", "Asia/Tokyo", "Australia/Sydney", "America/Sao_Paulo", "UTC"]) {
      for (const choice of zoneChoices(peopleZone(zone, now))) expect(choice.label, zone).not.toMatch(/\//);
    }
  });
});
