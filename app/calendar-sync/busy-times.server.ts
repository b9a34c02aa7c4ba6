import { TZDate } from "@date-fns/tz";
import ICAL from "ical.js";
import { BUSINESS_TIME_ZONE } from "~/calendar/days";

/**
 * The busy times of an iCalendar file within a window, as UTC instants. ical.js does the
 * calendar's work: it parses the file, expands each series (RRULE and RDATE, less EXDATE), puts
 * each moved or changed instance (RECURRENCE-ID) in its original's place, and reads times in the
 * zones the file defines (VTIMEZONE). What is left here is deciding which events take time and
 * turning wall-clock times the file gives no zone for into instants.
 */

/** [start, end) in milliseconds since the epoch. */
export type Interval = { start: number; end: number };

/** The file is not a calendar we can read; the message is for staff. */
export class FeedFormatError extends Error {
  override name = "FeedFormatError";
}

// A series is expanded from its first instance: a daily meeting since 2010 is ~6,000 steps before
// today, and a step takes some 20 µs. Past these limits the file is refused rather than read in
// part (a busy time left out would let a visitor book over it), and every so many steps the
// reading gives the server's one thread back to the requests waiting.
const MAX_STEPS_PER_SERIES = 20_000;
const MAX_STEPS = 200_000;
const STEPS_BETWEEN_BREATHS = 1_000;
const MAX_BUSY_TIMES = 20_000;
// An instance moved by less than this from beyond the window into it is still seen.
const MOVED_MARGIN_MS = 60 * 86_400_000;

const validZones = new Map<string, boolean>();
function isZone(name: string | undefined): name is string {
  if (!name) return false;
  let valid = validZones.get(name);
  if (valid === undefined) {
    try {
      new Intl.DateTimeFormat("en-US", { timeZone: name });
      valid = true;
    } catch {
      valid = false;
    }
    validZones.set(name, valid);
  }
  return valid;
}

function textOf(component: ICAL.Component, name: string): string {
  const value = component.getFirstPropertyValue(name);
  return typeof value === "string" ? value.trim().toUpperCase() : "";
}

/** An event takes time unless it is cancelled or marked free ("show me as available"). */
function takesTime(component: ICAL.Component): boolean {
  return (
    textOf(component, "status") !== "CANCELLED" &&
    textOf(component, "transp") !== "TRANSPARENT" &&
    textOf(component, "x-microsoft-cdo-busystatus") !== "FREE"
  );
}

/** The TZID a time property names, for a zone the file does not define (ical.js then floats it). */
function tzidOf(component: ICAL.Component, name: "dtstart" | "dtend"): string | undefined {
  const property = component.getFirstProperty(name) ?? component.getFirstProperty("dtstart");
  const tzid = property?.getParameter("tzid");
  return typeof tzid === "string" ? tzid : undefined;
}

class Reader {
  private steps = 0;
  readonly busy: Interval[] = [];

  constructor(
    private readonly from: number,
    private readonly to: number,
    /** Where dates (all-day events) and floating times are on the wall clock. */
    private readonly calendarZone: string,
  ) {}

  /**
   * A time as an instant. ical.js converts times in UTC and in zones the file defines; a date,
   * a floating time and a time in a zone the file names but does not define (an IANA name) are
   * wall-clock times, placed with the zone database.
   */
  private instant(time: ICAL.Time, tzid: string | undefined): number {
    const floating = time.isDate || time.zone === ICAL.Timezone.localTimezone;
    if (!floating) return time.toUnixTime() * 1000;
    const zone = !time.isDate && isZone(tzid) ? tzid : this.calendarZone;
    return new TZDate(time.year, time.month - 1, time.day, time.hour, time.minute, time.second, zone).getTime();
  }

  private add(component: ICAL.Component, start: ICAL.Time, end: ICAL.Time) {
    if (!takesTime(component)) return;
    const interval = {
      start: this.instant(start, tzidOf(component, "dtstart")),
      end: this.instant(end, tzidOf(component, "dtend")),
    };
    if (interval.end > interval.start && interval.start < this.to && interval.end > this.from) this.busy.push(interval);
  }

  private async step() {
    if (++this.steps > MAX_STEPS)
      throw new FeedFormatError("The calendar has too many repeating events to read in one go.");
    if (this.steps % STEPS_BETWEEN_BREATHS === 0) await new Promise((resolve) => setImmediate(resolve));
  }

  async single(event: ICAL.Event) {
    await this.step();
    this.add(event.component, event.startDate, event.endDate);
  }

  async series(event: ICAL.Event) {
    const iterator = event.iterator();
    const tzid = tzidOf(event.component, "dtstart");
    let steps = 0;
    for (let next = iterator.next(); next; next = iterator.next()) {
      await this.step();
      if (++steps > MAX_STEPS_PER_SERIES)
        throw new FeedFormatError(
          `An event of the calendar repeats too often to read (over ${MAX_STEPS_PER_SERIES} times before the coming weeks).`,
        );
      if (this.instant(next, tzid) >= this.to + MOVED_MARGIN_MS) break;
      const details = event.getOccurrenceDetails(next);
      this.add(details.item.component, details.startDate, details.endDate);
    }
  }
}

function parseCalendar(text: string): ICAL.Component {
  if (!/^\uFEFF?\s*BEGIN:VCALENDAR/i.test(text))
    throw new FeedFormatError("The address did not answer with a calendar (.ics) file.");
  try {
    const parsed = ICAL.parse(text);
    const root = new ICAL.Component(Array.isArray(parsed[0]) ? parsed[0] : parsed);
    if (root.name !== "vcalendar") throw new Error("not a calendar");
    return root;
  } catch {
    throw new FeedFormatError("The calendar file is damaged and could not be read.");
  }
}

/** Sorted, with overlapping and touching times joined: what blocks a slot, in the fewest pieces. */
function joined(intervals: Interval[]): Interval[] {
  const sorted = [...intervals].sort((a, b) => a.start - b.start);
  const out: Interval[] = [];
  for (const interval of sorted) {
    const last = out.at(-1);
    if (last && interval.start <= last.end) last.end = Math.max(last.end, interval.end);
    else out.push({ ...interval });
  }
  return out;
}

/**
 * Every busy time of the calendar overlapping [from, to). `zone` places all-day events and
 * floating times when the file does not name its own (X-WR-TIMEZONE): the business's zone.
 */
export async function busyTimes(
  text: string,
  from: Date,
  to: Date,
  zone: string = BUSINESS_TIME_ZONE,
): Promise<Interval[]> {
  const calendar = parseCalendar(text);
  const named = calendar.getFirstPropertyValue("x-wr-timezone");
  const reader = new Reader(from.getTime(), to.getTime(), typeof named === "string" && isZone(named) ? named : zone);

  // Moved and changed instances belong to their series by UID; one without its series stands alone.
  const events = calendar.getAllSubcomponents("vevent");
  const changed = new Map<string, ICAL.Component[]>();
  for (const event of events) {
    if (!event.hasProperty("recurrence-id")) continue;
    const uid = String(event.getFirstPropertyValue("uid") ?? "");
    changed.set(uid, [...(changed.get(uid) ?? []), event]);
  }
  try {
    for (const component of events) {
      if (component.hasProperty("recurrence-id")) continue;
      const uid = String(component.getFirstPropertyValue("uid") ?? "");
      const event = new ICAL.Event(component, { exceptions: changed.get(uid) ?? [], strictExceptions: true });
      changed.delete(uid);
      if (event.isRecurring()) await reader.series(event);
      else await reader.single(event);
    }
    for (const orphans of changed.values()) for (const orphan of orphans) await reader.single(new ICAL.Event(orphan));
  } catch (error) {
    if (error instanceof FeedFormatError) throw error;
    throw new FeedFormatError("An event of the calendar could not be read (a date or a repeat rule is damaged).");
  }
  const busy = joined(reader.busy);
  if (busy.length > MAX_BUSY_TIMES)
    throw new FeedFormatError(`The calendar has more than ${MAX_BUSY_TIMES} busy times in the coming days.`);
  return busy;
}
