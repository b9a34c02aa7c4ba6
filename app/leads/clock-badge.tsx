import type { ClockLabel, ClockTone } from "./clock-wording";

const tones: Record<ClockTone, string> = {
  running: "bg-sky-50 text-sky-900 ring-sky-700/30",
  soon: "bg-amber-100 text-amber-950 ring-amber-700/40",
  overdue: "bg-red-100 text-red-900 ring-red-700/40",
  answered: "bg-green-50 text-green-900 ring-green-700/30",
};

/** Where a lead's 2-hour clock stands, in words (the colour only repeats them). */
export function ClockBadge({ clock }: { clock: ClockLabel | null }) {
  if (!clock) return <span className="text-slate-600">—</span>;
  return (
    <span
      data-clock={clock.tone}
      className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ${tones[clock.tone]}`}
    >
      {clock.text}
    </span>
  );
}
