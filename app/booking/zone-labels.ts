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

function zoneName(zone: string, style: "longGeneric" | "longOffset", at: Date): string {
  const parts = new Intl.DateTimeFormat("en-US", { timeZone: zone, timeZoneName: style }).formatToParts(at);
  return parts.find((part) => part.type === "timeZoneName")?.value ?? "";
}

/**
 * Whether two zones keep one clock: the same generic name ("Eastern Time" for Detroit and New York)
 * and the same offsets in winter and in summer (Phoenix shares Denver's name but not its summer).
 */
function sameClock(a: string, b: string, now: Date): boolean {
  const year = now.getUTCFullYear();
  const winter = new Date(Date.UTC(year, 0, 15));
  const summer = new Date(Date.UTC(year, 6, 15));
  return (
    zoneName(a, "longGeneric", now) === zoneName(b, "longGeneric", now) &&
    zoneName(a, "longOffset", winter) === zoneName(b, "longOffset", winter) &&
    zoneName(a, "longOffset", summer) === zoneName(b, "longOffset", summer)
  );
}

/**
 * How a zone is offered: a listed zone keeping the same clock if there is one (Toronto is "Eastern
 * Time"), or the zone itself under the name Intl gives it ("Central European Time"); that name is
 * followed by the zone's city when it would read like one of the listed zones.
 */
export function peopleZone(zone: string, now: Date): ZoneChoice {
  const listed = PEOPLE_ZONES.find((choice) => choice.zone === zone || sameClock(choice.zone, zone, now));
  if (listed) return listed;
  const name = zoneName(zone, "longGeneric", now) || zone;
  const city = zone.split("/").pop()!.replace(/_/g, " ");
  return { zone, label: PEOPLE_ZONES.some((choice) => choice.label === name) ? `${name} (${city})` : name };
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
