import { Form } from "react-router";
import type { ComingHoliday } from "../calendar.server";

// Day names are calendar dates, not instants: formatted in UTC so no zone can move them.
const longDay = new Intl.DateTimeFormat("en-US", {
  timeZone: "UTC",
  weekday: "long",
  month: "long",
  day: "numeric",
  year: "numeric",
});
const shortDay = new Intl.DateTimeFormat("en-US", { timeZone: "UTC", weekday: "long", month: "long", day: "numeric" });
const dayLabel = (format: Intl.DateTimeFormat, day: string) => format.format(new Date(`${day}T00:00:00Z`));

/**
 * The federal holidays of the coming twelve months, each with its switch: one plain form post per
 * holiday, so it works without JavaScript. A switch applies to that holiday every year.
 */
export function HolidaysList({ holidays }: { holidays: ComingHoliday[] }) {
  return (
    <section aria-labelledby="holidays-heading" className="mt-12 border-t border-slate-200 pt-8">
      <h2 id="holidays-heading" className="text-lg font-semibold text-brand-900">
        Holidays
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        US federal holidays close the business on the day each is observed: a holiday on a Saturday on the Friday
        before, one on a Sunday on the Monday after. Visitors cannot book calls that day. Switching a holiday off keeps
        the business open on it every year; calls already booked stay either way.
      </p>
      <ul className="mt-4 divide-y divide-slate-200" data-testid="holidays">
        {holidays.map((holiday) => (
          <li key={`${holiday.id}-${holiday.observed}`} className="flex flex-wrap items-center gap-x-4 gap-y-1 py-2">
            <span className="min-w-64 font-semibold">{dayLabel(longDay, holiday.observed)}</span>
            <span>
              {holiday.name}
              {holiday.date !== holiday.observed ? (
                <span className="text-slate-600"> (falls on {dayLabel(shortDay, holiday.date)})</span>
              ) : null}
            </span>
            <span className={holiday.closed ? "text-slate-900" : "font-semibold text-amber-800"}>
              {holiday.closed ? "Closed" : "Open: switched off"}
            </span>
            <Form method="post">
              <input type="hidden" name="intent" value={holiday.closed ? "holiday-open" : "holiday-closed"} />
              <input type="hidden" name="holiday" value={holiday.id} />
              <button type="submit" className="text-sm font-semibold text-brand-700 underline">
                {holiday.closed ? `Stay open on ${holiday.name}` : `Close on ${holiday.name} again`}
              </button>
            </Form>
          </li>
        ))}
      </ul>
    </section>
  );
}
