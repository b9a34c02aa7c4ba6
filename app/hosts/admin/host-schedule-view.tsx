import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { fieldIds } from "~/components/ui/field-state";
import { TextField } from "~/components/ui/field";
import { WeeklyHoursTable } from "~/calendar/weekly-hours-table";
import type { loadHostHoursForm } from "../hosts.server";

type HoursForm = Awaited<ReturnType<typeof loadHostHoursForm>>;

/**
 * The host's own weekly hours, or the business's. Own hours only narrow: outside the business's
 * hours (Availability) nobody takes calls.
 */
export function HostHoursForm({ hours, errors }: { hours: HoursForm; errors: Record<string, string> }) {
  const modeError = errors.mode;
  return (
    <section aria-labelledby="host-hours-heading" className="mt-12 border-t border-slate-200 pt-8">
      <h2 id="host-hours-heading" className="text-lg font-semibold text-brand-900">
        Weekly hours
      </h2>
      <Form method="post" className="mt-3 space-y-4">
        <input type="hidden" name="intent" value="hours" />
        <fieldset aria-describedby={modeError ? "host-hours-mode-error" : undefined}>
          <legend className="text-sm text-slate-700">
            When this host takes calls. Times are Eastern Time, and never outside the business&apos;s hours.
          </legend>
          <label className="mt-2 flex items-center gap-2">
            <input type="radio" name="mode" value="business" defaultChecked={!hours.own} className="accent-brand-700" />
            The business&apos;s hours
          </label>
          <label className="mt-1 flex items-center gap-2">
            <input type="radio" name="mode" value="own" defaultChecked={hours.own} className="accent-brand-700" />
            Only the days and times below
          </label>
          {modeError ? (
            <p id="host-hours-mode-error" className="mt-1 text-sm font-medium text-red-700">
              {modeError}
            </p>
          ) : null}
        </fieldset>
        <WeeklyHoursTable days={hours.days} errors={errors} tick="Works" idPrefix="host-hours" />
        <Button variant="secondary">Save hours</Button>
      </Form>
    </section>
  );
}

/** The host's own days off from today on, each with its way back, and the form for one more. */
export function HostBlockedDays({
  blocked,
  blockError,
}: {
  blocked: { day: string; note: string }[];
  blockError: string | undefined;
}) {
  return (
    <section aria-labelledby="host-blocked-heading" className="mt-12 border-t border-slate-200 pt-8">
      <h2 id="host-blocked-heading" className="text-lg font-semibold text-brand-900">
        Days off
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        No new calls with this host on these days; the other hosts still take calls. Calls already booked stay.
      </p>
      {blocked.length ? (
        <ul className="mt-4 space-y-2">
          {blocked.map((entry) => (
            <li key={entry.day} className="flex flex-wrap items-center gap-4" data-testid="host-blocked-day">
              <span className="font-semibold">{entry.day}</span>
              {entry.note ? <span className="text-slate-600">{entry.note}</span> : null}
              <Form method="post">
                <input type="hidden" name="intent" value="unblock" />
                <input type="hidden" name="day" value={entry.day} />
                <button type="submit" className="text-sm font-semibold text-brand-700 underline">
                  Remove {entry.day}
                </button>
              </Form>
            </li>
          ))}
        </ul>
      ) : null}
      <Form method="post" className="mt-4 flex flex-wrap items-end gap-4">
        <input type="hidden" name="intent" value="block" />
        <TextField
          label="Day"
          type="date"
          field={{
            ...fieldIds("host-block-day"),
            name: "day",
            required: true,
            errors: blockError ? [blockError] : undefined,
            defaultValue: undefined,
          }}
        />
        <TextField
          label="Note (optional)"
          field={{
            ...fieldIds("host-block-note"),
            name: "note",
            required: false,
            errors: undefined,
            defaultValue: undefined,
            maxLength: 200,
          }}
        />
        <Button variant="secondary">Add this day off</Button>
      </Form>
    </section>
  );
}
