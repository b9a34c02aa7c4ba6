import {
  businessHoursOn,
  weeklyHoursOn,
  type BusinessCalendar,
  type OpenInterval,
  type WeeklyHours,
} from "~/calendar/calendar";

/**
 * When a host takes calls, pure: inside the business's hours always, and inside their own weekly
 * hours when they have any. Loaded by hosts.server.ts; booking asks it per slot.
 */
export type HostSchedule = {
  id: string;
  name: string;
  createdAt: Date;
  /** Their own weekly hours; empty: the business's hours. */
  hours: WeeklyHours;
  /** Days they take no calls, "YYYY-MM-DD". */
  blockedDays: ReadonlySet<string>;
};

/** The host's hours on a day as instants: the business's, cut to their own; undefined when off. */
export function hostHoursOn(day: string, host: HostSchedule, calendar: BusinessCalendar): OpenInterval | undefined {
  if (host.blockedDays.has(day)) return undefined;
  const business = businessHoursOn(day, calendar);
  if (!business) return undefined;
  if (Object.keys(host.hours).length === 0) return business;
  const own = weeklyHoursOn(day, { hours: host.hours });
  if (!own) return undefined;
  const opens = own.opens > business.opens ? own.opens : business.opens;
  const closes = own.closes < business.closes ? own.closes : business.closes;
  return opens < closes ? { opens, closes } : undefined;
}

/**
 * The order to offer a call to hosts who can all take it: fewest upcoming confirmed calls first,
 * then the oldest host, then by id so every instance picks alike. `keep` (the host a moved call
 * already has) goes first.
 */
export function hostOrder<T extends Pick<HostSchedule, "id" | "createdAt">>(
  hosts: readonly T[],
  upcoming: ReadonlyMap<string, number>,
  keep?: string,
): T[] {
  const load = (host: T) => upcoming.get(host.id) ?? 0;
  return [...hosts].sort(
    (a, b) =>
      Number(b.id === keep) - Number(a.id === keep) ||
      load(a) - load(b) ||
      a.createdAt.getTime() - b.createdAt.getTime() ||
      (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
}
