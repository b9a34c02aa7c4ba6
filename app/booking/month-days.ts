// The month grid's calendar arithmetic on day names ("YYYY-MM-DD"), as UTC dates so that no time zone
// is in play; and where each key of the WAI-ARIA date grid moves the focused day. No I/O, no React.

const dateOf = (day: string) => new Date(`${day}T00:00:00Z`);
const nameOf = (date: Date) => date.toISOString().slice(0, 10);

function shiftDays(day: string, days: number): string {
  const date = dateOf(day);
  date.setUTCDate(date.getUTCDate() + days);
  return nameOf(date);
}

/** The same date in a month `months` away, or that month's last day when it is shorter (Jan 31 → Feb 28). */
export function shiftMonths(day: string, months: number): string {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  const length = new Date(Date.UTC(year, month + months, 0)).getUTCDate();
  return nameOf(new Date(Date.UTC(year, month - 1 + months, Math.min(date, length))));
}

export const monthStart = (day: string) => `${day.slice(0, 7)}-01`;
export const monthEnd = (day: string) => shiftDays(shiftMonths(monthStart(day), 1), -1);

/** 0 is Sunday: US calendars start their weeks on Sunday. */
const weekday = (day: string) => dateOf(day).getUTCDay();

/** The weeks of a day's month, Sunday first; the places of the months either side are null. */
export function monthWeeks(day: string): (string | null)[][] {
  const first = monthStart(day);
  const last = monthEnd(day);
  const weeks: (string | null)[][] = [];
  for (let start = shiftDays(first, -weekday(first)); start <= last; start = shiftDays(start, 7)) {
    weeks.push(
      Array.from({ length: 7 }, (_, i) => {
        const cell = shiftDays(start, i);
        return cell < first || cell > last ? null : cell;
      }),
    );
  }
  return weeks;
}

/** What each key of the WAI-ARIA date grid does to the focused day (Home and End: the week's ends). */
const MOVES: Record<string, (day: string) => string> = {
  ArrowLeft: (day) => shiftDays(day, -1),
  ArrowRight: (day) => shiftDays(day, 1),
  ArrowUp: (day) => shiftDays(day, -7),
  ArrowDown: (day) => shiftDays(day, 7),
  Home: (day) => shiftDays(day, -weekday(day)),
  End: (day) => shiftDays(day, 6 - weekday(day)),
  PageUp: (day) => shiftMonths(day, -1),
  PageDown: (day) => shiftMonths(day, 1),
};

/** The day a key moves the focus to, kept between `first` and `last`; undefined for a key the grid leaves alone. */
export function moveFocus(day: string, key: string, first: string, last: string): string | undefined {
  const target = Object.hasOwn(MOVES, key) ? MOVES[key]!(day) : undefined;
  if (target === undefined) return undefined;
  return target < first ? first : target > last ? last : target;
}
