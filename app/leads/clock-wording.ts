import type { LeadStatus } from "./kinds";
import { clockState } from "./response-clock";

/**
 * How the lead desk says where a lead's response clock stands: "1 h 20 min left", "Overdue by
 * 35 min", "Answered in 48 min". Time left and over are wall-clock minutes to the due time (the
 * due time itself was set on business hours), so the words match the clock on the wall.
 */
export type ClockTone = "running" | "soon" | "overdue" | "answered";
export type ClockLabel = { text: string; tone: ClockTone };

/** Under this much time left, the clock is shown as a warning. */
export const SOON_MINUTES = 30;

const HOUR = 60;
const DAY = 24 * HOUR;

/** "35 min", "1 h 20 min", "2 h", "1 day 3 h", "2 days": a duration as staff read it at a glance. */
export function formatMinutes(minutes: number): string {
  const whole = Math.max(0, Math.floor(minutes));
  if (whole < HOUR) return `${whole} min`;
  if (whole < DAY) {
    const hours = Math.floor(whole / HOUR);
    const rest = whole % HOUR;
    return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
  }
  // Past a day the minutes no longer help anyone decide.
  const days = Math.floor(whole / DAY);
  const hours = Math.floor((whole % DAY) / HOUR);
  const dayWord = days === 1 ? "1 day" : `${days} days`;
  return hours === 0 ? dayWord : `${dayWord} ${hours} h`;
}

type ClockedLead = { status: LeadStatus; receivedAt: Date; respondBy: Date; firstResponseAt: Date | null };

/**
 * Where a lead's clock stands at `now`, in words, or null when it has none: a lead held as spam
 * is not waiting for anyone, nor is one closed without a recorded response (before the clock).
 */
export function clockLabel(lead: ClockedLead, now: Date): ClockLabel | null {
  if (!lead.firstResponseAt && lead.status !== "new") return null;
  const state = clockState(lead, now);
  switch (state.kind) {
    case "answered": {
      const minutes = (state.at.getTime() - lead.receivedAt.getTime()) / 60_000;
      const text = minutes < 1 ? "Answered in under a minute" : `Answered in ${formatMinutes(minutes)}`;
      return { text, tone: "answered" };
    }
    case "running":
      return state.minutesLeft === 0
        ? { text: "Due now", tone: "soon" }
        : {
            text: `${formatMinutes(state.minutesLeft)} left`,
            tone: state.minutesLeft <= SOON_MINUTES ? "soon" : "running",
          };
    case "overdue":
      return { text: `Overdue by ${formatMinutes(state.minutesOver)}`, tone: "overdue" };
  }
}
