import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { useNavigate } from "react-router";
import type { Arrival } from "./arrival-focus";
import { formatDayLong } from "./format";
import { monthEnd, monthStart, monthWeeks, moveFocus, shiftMonths } from "./month-days";
import type { DayOption } from "./page-data.server";

const monthName = new Intl.DateTimeFormat("en-US", { timeZone: "UTC", month: "long", year: "numeric" });
const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const arrow =
  "rounded-lg border border-slate-300 px-3 py-1 text-lg text-brand-900 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 aria-disabled:opacity-40";

/**
 * Step 1 with JavaScript: a month of days as a WAI-ARIA date grid. One tab stop (the focused day);
 * arrows move by day and week, Home and End to the week's ends, Page Up and Page Down by month;
 * Enter or Space opens the day. Days without a free time can be focused but not chosen.
 */
export function MonthGrid({
  days,
  selected,
  hrefFor,
  next,
}: {
  days: DayOption[];
  selected?: string;
  hrefFor: (day: string) => string;
  /** The id of the times' heading, where the focus goes once a day is chosen. */
  next: string;
}) {
  const free = new Map(days.map((option) => [option.day, option.free]));
  const first = monthStart(days[0]!.day);
  const last = monthEnd(days[days.length - 1]!.day);
  // Mounted afresh for each chosen day (see DayPicker), so the chosen day is where the focus starts.
  const [wanted, setWanted] = useState(() => (selected && free.has(selected) ? selected : days[0]!.day));
  // The days are read again after each booking: the focus stays within the months still offered, and
  // "Next month" in the last one stays where it is.
  const focus = wanted < first ? first : wanted > last ? last : wanted;
  const moved = useRef(false);
  const grid = useRef<HTMLTableElement>(null);
  const navigate = useNavigate();

  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    grid.current?.querySelector<HTMLElement>(`[data-day="${focus}"]`)?.focus();
  }, [focus]);

  const onKeyDown = (event: KeyboardEvent) => {
    const next = moveFocus(focus, event.key, first, last);
    if (!next) return;
    event.preventDefault();
    moved.current = true;
    setWanted(next);
  };
  const choose = (day: string) => {
    if (free.get(day))
      void navigate(hrefFor(day), { preventScrollReset: true, state: { focus: next } satisfies Arrival });
  };
  const hasPrevious = focus >= shiftMonths(first, 1);
  const hasNext = focus <= shiftMonths(last, -1);
  const headingId = "booking-month";

  return (
    <div data-testid="booking-month">
      <div className="mb-2 flex items-center justify-between gap-2">
        <button
          type="button"
          className={arrow}
          aria-label="Previous month"
          aria-disabled={!hasPrevious}
          onClick={() => hasPrevious && setWanted(shiftMonths(focus, -1))}
        >
          ‹
        </button>
        <h3 id={headingId} aria-live="polite" className="font-semibold text-brand-900">
          {monthName.format(new Date(`${focus}T00:00:00Z`))}
        </h3>
        <button
          type="button"
          className={arrow}
          aria-label="Next month"
          aria-disabled={!hasNext}
          onClick={() => hasNext && setWanted(shiftMonths(focus, 1))}
        >
          ›
        </button>
      </div>
      {/* Six weeks' height for every month, so what follows never jumps when the month changes. */}
      <div className="min-h-77">
        <table ref={grid} role="grid" aria-labelledby={headingId} className="w-full text-center" onKeyDown={onKeyDown}>
          <thead>
            <tr>
              {WEEKDAYS.map((name) => (
                <th key={name} scope="col" abbr={name} className="pb-1 text-xs font-semibold text-slate-600">
                  {name.slice(0, 2)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {monthWeeks(focus).map((week) => (
              <tr key={week.find(Boolean)}>
                {week.map((day, i) => (
                  <td
                    key={day ?? i}
                    role="gridcell"
                    aria-selected={day ? day === selected : undefined}
                    className="p-0.5"
                  >
                    {day ? (
                      <DayButton
                        day={day}
                        free={free.get(day) ?? 0}
                        selected={day === selected}
                        focused={day === focus}
                        onChoose={choose}
                      />
                    ) : null}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

function DayButton({
  day,
  free,
  selected,
  focused,
  onChoose,
}: {
  day: string;
  free: number;
  selected: boolean;
  focused: boolean;
  onChoose: (day: string) => void;
}) {
  const look = selected
    ? "bg-brand-700 text-white"
    : free
      ? "bg-brand-100 text-brand-900 hover:bg-brand-700 hover:text-white"
      : "text-slate-500";
  return (
    <button
      type="button"
      data-day={day}
      tabIndex={focused ? 0 : -1}
      aria-disabled={free ? undefined : true}
      onClick={() => onChoose(day)}
      className={`mx-auto block h-11 w-11 rounded-full text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ${free ? "font-semibold" : ""} ${look}`}
    >
      {/* Read out as the whole date and its count; seen as the date's number. */}
      <span aria-hidden="true">{Number(day.slice(8))}</span>
      <span className="sr-only">
        {formatDayLong(day)}, {free ? `${free} ${free === 1 ? "time" : "times"}` : "no open times"}
      </span>
    </button>
  );
}
