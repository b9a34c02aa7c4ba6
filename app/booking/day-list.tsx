import { Link } from "react-router";
import type { DayOption } from "./page-data.server";

/** Step 1: the days with free calls, each a plain link to its times. */
export function DayList({ days, selected, query }: { days: DayOption[]; selected?: string; query: string }) {
  if (days.length === 0) {
    return (
      <p className="rounded-lg border border-slate-200 bg-slate-50 p-4 text-slate-700">
        No times are open right now. Please call us or send a message, and we will find one with you.
      </p>
    );
  }
  return (
    <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-2" data-testid="booking-days">
      {days.map(({ day, label, free }) => {
        const current = day === selected;
        return (
          <li key={day}>
            <Link
              to={`/book/${day}${query}`}
              preventScrollReset
              aria-current={current ? "date" : undefined}
              className={`block rounded-lg border px-3 py-2 text-sm shadow-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ${
                current
                  ? "border-brand-700 bg-brand-700 text-white"
                  : "border-slate-300 bg-white text-slate-900 hover:border-brand-700 hover:bg-brand-50"
              }`}
            >
              <span className="block font-semibold">{label}</span>
              <span className={current ? "text-brand-50" : "text-slate-600"}>
                {free} {free === 1 ? "time" : "times"}
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
