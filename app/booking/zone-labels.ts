// Time zones as people name them. The visitor picks one of these; the browser's own zone is added
// when it keeps another clock. Database names such as "America/New_York" are never shown.

/** The US zones offered, each under the name people use for it. Arizona keeps standard time all year. */
export const PEOPLE_ZONES = [
  { zone: "America/New_York", label: "Eastern Time" },
  { zone: "America/Chicago", label: "Central Time" },
  { zone: "America/Denver", label: "Mountain Time" },
  { zone: "America/Phoenix", label: "Arizona" },
  { zone: "America/Los_Angeles", label: "Pacific Time" },
  { zone: "America/Anchorage", label: "Alaska" },
  { zone: "Pacific/Honolulu", label: "Hawaii" },
] as const;

export type ZoneChoice = { zone: string; label: string };

/** Intl's long generic name of a zone: "Eastern Time" for New York, Detroit and Toronto alike. */
function genericName(zone: string, now: Date): string {
  const parts = new Intl.DateTimeFormat("en-US", { timeZone: zone, timeZoneName: "longGeneric" }).formatToParts(now);
  return parts.find((part) => part.type === "timeZoneName")?.value ?? "";
}

/** What a browser set to UTC (servers, kiosks, some privacy settings) is told its times are in. */
const UTC_LABEL = "Coordinated Universal Time (UTC)";
// Node's ICU has no name for UTC and its aliases (Etc/UTC, GMT, Zulu) and writes the offset, which
// reads as a fault; other ICU builds may name it. A place on Greenwich time keeps its own name
// ("Greenwich Mean Time").
const UTC_NAMES = new Set(["GMT+00:00", "GMT", "UTC", "Coordinated Universal Time"]);

/**
 * How a zone is offered: a listed zone keeping the same clock if there is one (Toronto is "Eastern
 * Time"), or the zone itself under the name Intl gives it ("Central European Time").
 */
export function peopleZone(zone: string, now: Date): ZoneChoice {
  // One generic name is one clock, summer time included: ICU names a zone that keeps standard time all
  // year apart ("Mountain Standard Time" for Phoenix, "Central Standard Time" for Regina).
  const name = genericName(zone, now);
  const listed = PEOPLE_ZONES.find((choice) => choice.zone === zone || genericName(choice.zone, now) === name);
  if (listed) return listed;
  return { zone, label: UTC_NAMES.has(name) ? UTC_LABEL : name };
}

/** The zones to pick from: the listed ones, then the browser's own when it keeps another clock. */
export function zoneChoices(browserZone: ZoneChoice): ZoneChoice[] {
  return PEOPLE_ZONES.some((choice) => choice.zone === browserZone.zone)
    ? [...PEOPLE_ZONES]
    : [...PEOPLE_ZONES, browserZone];
}

/** The name shown for a zone already offered ("Eastern Time" for the business's own). */
export function zoneLabel(zone: string, now: Date): string {
  return peopleZone(zone, now).label;
}
