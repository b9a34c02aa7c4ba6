/** One weekday of a weekly-hours form, as weekly-hours.server.ts reads it back. */
export type WeekdayHours = { weekday: number; name: string; open: boolean; opens: string; closes: string };

const input =
  "rounded-md border border-slate-400 px-1 py-1 sm:px-2 text-slate-900 focus:outline-2 focus:outline-brand-700";

/**
 * The weekly hours' fields (open-N, opens-N, closes-N) for the business (/admin/availability) and
 * for a host (/admin/hosts/:id). Each day's tick sits beside its name rather than in a column of its
 * own: four columns with "Wednesday" and two time fields came to some 380 px, wider than a 390 px
 * phone leaves the staff page, so the table scrolled sideways.
 */
export function WeeklyHoursTable({
  days,
  errors,
  tick,
  idPrefix,
}: {
  days: readonly WeekdayHours[];
  errors: Record<string, string>;
  /** The tick's word: "Open" (the business) or "Works" (a host), read "Open on Monday". */
  tick: "Open" | "Works";
  /** Prefixes each day's error id, unique on the page. */
  idPrefix: string;
}) {
  return (
    // On the narrowest phones the table still scrolls inside its box rather than widening the page.
    <div className="relative overflow-x-auto">
      <table className="text-left text-sm">
        <thead>
          <tr className="text-slate-600">
            <th className="py-1 pr-2 font-semibold sm:pr-6">{tick} on</th>
            <th className="py-1 pr-2 font-semibold sm:pr-6">From</th>
            <th className="py-1 font-semibold">Until</th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => {
            const error = errors[`hours-${day.weekday}`];
            const described = error ? `${idPrefix}-${day.weekday}-error` : undefined;
            return (
              <tr key={day.weekday} className="border-t border-slate-200">
                <th scope="row" className="py-2 pr-2 font-semibold text-slate-900 sm:pr-6">
                  <label className="flex items-center gap-2">
                    <input
                      type="checkbox"
                      name={`open-${day.weekday}`}
                      defaultChecked={day.open}
                      aria-label={`${tick} on ${day.name}`}
                      className="h-4 w-4 shrink-0 accent-brand-700"
                    />
                    {day.name}
                  </label>
                </th>
                <td className="py-2 pr-2 sm:pr-6">
                  <input
                    type="time"
                    name={`opens-${day.weekday}`}
                    defaultValue={day.opens}
                    aria-label={`${day.name} from`}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={described}
                    className={input}
                  />
                </td>
                <td className="py-2">
                  <input
                    type="time"
                    name={`closes-${day.weekday}`}
                    defaultValue={day.closes}
                    aria-label={`${day.name} until`}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={described}
                    className={input}
                  />
                  {error ? (
                    <p id={described} className="mt-1 text-sm font-medium text-red-700">
                      {error}
                    </p>
                  ) : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
