import { addDays, isDay } from "~/calendar/days";
import { PRESET_DAYS, type PresetDays, type RangeErrors, type ReportPeriod } from "./report-period";

// Reading a period from the page's address (server side: the business calendar's days).

const DEFAULT_DAYS: PresetDays = 30;
/** A chosen range may not be longer than this: the comparison doubles what is read. */
const MAX_RANGE_DAYS = 366;

type RangeChoice =
  | { ok: true; period: ReportPeriod; notice?: string }
  | { ok: false; errors: RangeErrors; values: { from: string; to: string } };

/** Days from `from` to `to`, both counted. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

function period(from: string, to: string, preset: PresetDays | null): ReportPeriod {
  const days = daysBetween(from, to);
  return { from, to, days, preset, previous: { from: addDays(from, -days), to: addDays(from, -1) } };
}

/** The last `days` days, today (Eastern) included. */
export function presetPeriod(days: PresetDays, today: string): ReportPeriod {
  return period(addDays(today, 1 - days), today, days);
}

/** What one end of a chosen range says is wrong with it, if anything. */
function dayError(value: string, which: "start" | "end", today: string): string | undefined {
  if (value === "") return `Enter the ${which} date, or pick one of the periods above.`;
  if (!isDay(value)) return `“${value.slice(0, 40)}” is not a date: use the form YYYY-MM-DD, like ${today}.`;
  if (value > today) return `The ${which} date cannot be after today (${today}): nothing is counted yet.`;
  return undefined;
}

/**
 * The period an address asks for: `?days=7|30|90`, or `?from=YYYY-MM-DD&to=YYYY-MM-DD` (a chosen
 * range wins when either date is given). Nothing at all is the default; an unknown preset falls
 * back to it with a notice, since a preset is only a view; a chosen range that cannot be read is
 * refused field by field so staff see what to fix.
 */
export function parsePeriod(query: URLSearchParams, today: string): RangeChoice {
  const from = (query.get("from") ?? "").trim();
  const to = (query.get("to") ?? "").trim();
  if (from === "" && to === "") {
    const asked = query.get("days");
    const preset = PRESET_DAYS.find((days) => String(days) === asked);
    if (preset) return { ok: true, period: presetPeriod(preset, today) };
    const notice =
      asked === null || asked === ""
        ? undefined
        : `There is no “${asked.slice(0, 20)}” period: showing the last ${DEFAULT_DAYS} days.`;
    return { ok: true, period: presetPeriod(DEFAULT_DAYS, today), notice };
  }
  const errors: RangeErrors = { from: dayError(from, "start", today), to: dayError(to, "end", today) };
  if (!errors.from && !errors.to) {
    if (from > to) errors.to = `The end date comes before the start date (${from}).`;
    else if (daysBetween(from, to) > MAX_RANGE_DAYS)
      errors.to = `That is ${daysBetween(from, to)} days; choose at most ${MAX_RANGE_DAYS}.`;
  }
  if (errors.from || errors.to) return { ok: false, errors, values: { from, to } };
  return { ok: true, period: period(from, to, null) };
}
