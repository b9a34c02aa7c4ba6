import type { ReactNode } from "react";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";

/**
 * The host's own weekly hours, or the business's. Own hours only narrow: outside the business's
 * hours (Availability) nobody takes calls. The hours' table is the calendar's (shared with the
 * Availability page), handed in by the route.
 */
export function HostHoursForm({
  own,
  errors,
  weeklyHours,
}: {
  own: boolean;
  errors: Record<string, string>;
  weeklyHours: ReactNode;
}) {
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
            <input type="radio" name="mode" value="business" defaultChecked={!own} className="accent-brand-700" />
            The business&apos;s hours
          </label>
          <label className="mt-1 flex items-center gap-2">
            <input type="radio" name="mode" value="own" defaultChecked={own} className="accent-brand-700" />
            Only the days and times below
          </label>
          {modeError ? (
            <p id="host-hours-mode-error" className="mt-1 text-sm font-medium text-red-700">
              {modeError}
            </p>
          ) : null}
        </fieldset>
        {weeklyHours}
        <Button variant="secondary">Save hours</Button>
      </Form>
    </section>
  );
}

/** A host's own days off, in the words of the calendar's blocked-days form. */
export const hostBlockedDays = {
  idPrefix: "host-",
  heading: "Days off",
  intro: "No new calls with this host on these days; the other hosts still take calls. Calls already booked stay.",
  removeLabel: (day: string) => `Remove ${day}`,
  addLabel: "Add this day off",
  itemTestId: "host-blocked-day",
};
