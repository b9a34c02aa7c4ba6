import { addDays, easternDay, isDay } from "~/calendar/days";
import { isBusinessDay, weeklyHoursOn, type BusinessCalendar } from "~/calendar/calendar";
import { hostHoursOn, type HostSchedule } from "~/hosts/schedule";

// Day names are the business calendar's; booking's callers and tests keep importing them from here.
export { addDays, easternDay, easternInstant, isDay } from "~/calendar/days";

/**
 * The slot maths, pure: which calls can be booked on an Eastern calendar day. The business
 * calendar (app/calendar/) says which days are open and their hours as instants (wall-clock minutes
 * turned into UTC by the zone rules), so a day on which the clocks change keeps its wall-clock
 * hours and simply has an hour more or less of calls.
 */

/** The business calendar (weekly hours, holidays, blocked days), the call settings and the active hosts. */
export type Availability = BusinessCalendar & {
  callMinutes: number;
  bufferMinutes: number;
  noticeMinutes: number;
  horizonDays: number;
  hosts: readonly HostSchedule[];
};

/** What an active booking occupies: its host over [startsAt, blockedUntil). */
export type Taken = { hostId: string; startsAt: Date; blockedUntil: Date };

export type Slot = { startsAt: Date; endsAt: Date; blockedUntil: Date };

const MINUTE = 60_000;

/**
 * Every call the hours allow on a day, ignoring bookings and the clock: from opening, one every
 * call + buffer minutes of elapsed time, the last one ending by closing time.
 */
export function daySlots(day: string, availability: Availability): Slot[] {
  const hours = weeklyHoursOn(day, availability);
  if (!hours) return [];
  const opens = hours.opens.getTime();
  const closes = hours.closes.getTime();
  const call = availability.callMinutes * MINUTE;
  const step = (availability.callMinutes + availability.bufferMinutes) * MINUTE;
  const slots: Slot[] = [];
  for (let start = opens; start + call <= closes; start += step) {
    slots.push({
      startsAt: new Date(start),
      endsAt: new Date(start + call),
      blockedUntil: new Date(start + step),
    });
  }
  return slots;
}

/**
 * True when the visitor may book on this day at all: a business day (not a holiday the business
 * observes, not blocked), from today to the horizon.
 */
export function isOpenDay(day: string, availability: Availability, now: Date): boolean {
  const today = easternDay(now);
  return (
    isDay(day) && day >= today && day <= addDays(today, availability.horizonDays) && isBusinessDay(day, availability)
  );
}

function overlaps(slot: Slot, taken: Taken): boolean {
  return taken.startsAt < slot.blockedUntil && slot.startsAt < taken.blockedUntil;
}

/** The hosts whose hours hold the whole call on its day, whether booked or not. */
export function hostsWorking(slot: Slot, availability: Availability): HostSchedule[] {
  const day = easternDay(slot.startsAt);
  return availability.hosts.filter((host) => {
    const hours = hostHoursOn(day, host, availability);
    return hours !== undefined && hours.opens <= slot.startsAt && slot.endsAt <= hours.closes;
  });
}

/** The active hosts who can take the slot: working then, and no booking of theirs overlaps it. */
export function freeHosts(slot: Slot, availability: Availability, taken: readonly Taken[]): HostSchedule[] {
  const busy = new Set(taken.filter((booking) => overlaps(slot, booking)).map((booking) => booking.hostId));
  return hostsWorking(slot, availability).filter((host) => !busy.has(host.id));
}

/** The slots a visitor can book on a day now: open day, enough notice, a host free. */
export function freeSlots(day: string, availability: Availability, taken: readonly Taken[], now: Date): Slot[] {
  if (!isOpenDay(day, availability, now)) return [];
  const earliest = now.getTime() + availability.noticeMinutes * MINUTE;
  const slots = daySlots(day, availability);
  if (slots.length === 0) return [];
  // Only the bookings that touch this day matter: the days list asks this for a month of days.
  const first = slots[0]!.startsAt;
  const last = slots.at(-1)!.blockedUntil;
  const relevant = taken.filter((booking) => booking.startsAt < last && first < booking.blockedUntil);
  // Each host's hours of the day, once for all its slots rather than per slot (as hostsWorking does
  // for one): each is a few time-zone conversions, and the days list asks for a month of days.
  const working = availability.hosts.flatMap((host) => {
    const hours = hostHoursOn(day, host, availability);
    return hours ? [{ id: host.id, opens: hours.opens, closes: hours.closes }] : [];
  });
  return slots.filter(
    (slot) =>
      slot.startsAt.getTime() >= earliest &&
      working.some(
        (host) =>
          host.opens <= slot.startsAt &&
          slot.endsAt <= host.closes &&
          !relevant.some((booking) => booking.hostId === host.id && overlaps(slot, booking)),
      ),
  );
}

/** The slot of the day starting at exactly this instant, if the current rules have one. */
export function slotAt(instant: Date, availability: Availability): Slot | undefined {
  return daySlots(easternDay(instant), availability).find((slot) => slot.startsAt.getTime() === instant.getTime());
}

/** Days from today to the horizon that have at least one free slot, with how many. */
export function openDays(
  availability: Availability,
  taken: readonly Taken[],
  now: Date,
): { day: string; free: number }[] {
  const today = easternDay(now);
  const days: { day: string; free: number }[] = [];
  for (let offset = 0; offset <= availability.horizonDays; offset++) {
    const day = addDays(today, offset);
    const free = freeSlots(day, availability, taken, now).length;
    if (free > 0) days.push({ day, free });
  }
  return days;
}

/** The free slots closest in time to the one wanted (the day before, of, and after), nearest first. */
export function nearestFreeSlots(
  wanted: Date,
  availability: Availability,
  taken: readonly Taken[],
  now: Date,
  count = 3,
): Slot[] {
  const day = easternDay(wanted);
  const candidates = [addDays(day, -1), day, addDays(day, 1), addDays(day, 2)].flatMap((each) =>
    freeSlots(each, availability, taken, now),
  );
  const distance = (slot: Slot) => Math.abs(slot.startsAt.getTime() - wanted.getTime());
  return candidates
    .filter((slot) => slot.startsAt.getTime() !== wanted.getTime())
    .sort((a, b) => distance(a) - distance(b) || a.startsAt.getTime() - b.startsAt.getTime())
    .slice(0, count)
    .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
}
