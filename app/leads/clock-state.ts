// Apart from response-clock.ts, which needs the business calendar: the lead desk's pages show a
// clock's state in the browser, and the calendar's code belongs to the booking pages' bundle.

export type ClockState =
  { kind: "answered"; at: Date } | { kind: "running"; minutesLeft: number } | { kind: "overdue"; minutesOver: number };

/** Where a lead's clock stands at `now`: answered, running with time left, or overdue. */
export function clockState(lead: { respondBy: Date; firstResponseAt: Date | null }, now: Date): ClockState {
  if (lead.firstResponseAt) return { kind: "answered", at: lead.firstResponseAt };
  const left = lead.respondBy.getTime() - now.getTime();
  return left >= 0
    ? { kind: "running", minutesLeft: Math.floor(left / 60_000) }
    : { kind: "overdue", minutesOver: Math.ceil(-left / 60_000) };
}
