/** One weekday as the staff forms show it: whether it is worked, and from when to when (HH:MM). */
type WeekdayHours = { weekday: number; name: string; open: boolean; opens: string; closes: string };

const input =
  "rounded-md border border-slate-400 px-1 py-1 sm:px-2 text-slate-900 focus:outline-2 focus:outline-brand-700";

/**
 * The weekly hours' table, the business's and each host's: per weekday a checkbox (`open-N`) and
 * two times (`opens-N`, `closes-N`), with the weekday's problem (`hours-N` in `errors`) under its
 * times. `idPrefix` keeps the error ids apart from another form's; `verb` heads the checkbox column
 * and names each checkbox ("Open on Monday").
 */
export function WeeklyHoursTable({
  days,
  errors,
  idPrefix,
  verb,
}: {
  days: WeekdayHours[];
  errors: Record<string, string>;
  idPrefix: string;
  verb: string;
}) {
  return (
    // On the narrowest phones the table scrolls inside its box rather than widening the page.
    <div className="relative overflow-x-auto">
      <table className="text-left text-sm">
        <thead>
          <tr className="text-slate-600">
            <th className="py-1 pr-2 font-semibold sm:pr-6">Day</th>
            <th className="py-1 pr-2 font-semibold sm:pr-6">{verb}</th>
            <th className="py-1 pr-2 font-semibold sm:pr-6">From</th>
            <th className="py-1 font-semibold">Until</th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => {
            const error = errors[`hours-${day.weekday}`];
            const described = error ? `${idPrefix}hours-${day.weekday}-error` : undefined;
            return (
              <tr key={day.weekday} className="border-t border-slate-200">
                <th scope="row" className="py-2 pr-2 font-semibold text-slate-900 sm:pr-6">
                  {day.name}
                </th>
                <td className="py-2 pr-2 sm:pr-6">
                  <input
                    type="checkbox"
                    name={`open-${day.weekday}`}
                    defaultChecked={day.open}
                    aria-label={`${verb} on ${day.name}`}
                    className="h-4 w-4 accent-brand-700"
                  />
                </td>
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
