import type { Figures } from "./response-report";

/** Business minutes as staff read them: "45 min", "2 h 05 min"; a dash when there is none. */
export function formatMinutes(minutes: number | null): string {
  if (minutes === null) return "—";
  if (minutes < 60) return `${minutes} min`;
  const rest = minutes % 60;
  return `${Math.floor(minutes / 60)} h ${String(rest).padStart(2, "0")} min`;
}

/** The share in time as a whole percentage, with the counts it comes from. */
export function formatShare(figures: Pick<Figures, "share" | "inTime" | "late" | "missed">): string {
  if (figures.share === null) return "—";
  return `${Math.round(figures.share * 100)}% (${figures.inTime} of ${figures.inTime + figures.late + figures.missed})`;
}

const dayFormat = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });

/** "Mar 1" of a day name: the name is already the Eastern day, so it is read as UTC. */
export function formatDay(day: string): string {
  return dayFormat.format(new Date(`${day}T12:00:00Z`));
}

/** A week by its Monday, as the table and the chart name it: "Mar 1". */
export function weekLabel(week: string, current: boolean): string {
  return `Week of ${formatDay(week)}${current ? " (so far)" : ""}`;
}
