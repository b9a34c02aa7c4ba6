import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { fieldIds } from "~/components/ui/field-state";
import { TextField } from "~/components/ui/field";

/**
 * What a page calls its days off: the business's blocked days and a host's days off are the same
 * list and form in other words. `idPrefix` keeps the section's ids apart from another form's.
 */
type BlockedDaysWords = {
  idPrefix: string;
  heading: string;
  intro: string;
  dayLabel?: (day: string) => string;
  removeLabel: (day: string) => string;
  addLabel: string;
  itemTestId?: string;
};

/** Days blocked from today on, each with its way back, and the form that blocks one more. */
export function BlockedDaysSection({
  blocked,
  blockError,
  idPrefix,
  heading,
  intro,
  dayLabel = (day) => day,
  removeLabel,
  addLabel,
  itemTestId,
}: BlockedDaysWords & { blocked: { day: string; note: string }[]; blockError: string | undefined }) {
  return (
    <section aria-labelledby={`${idPrefix}blocked-heading`} className="mt-12 border-t border-slate-200 pt-8">
      <h2 id={`${idPrefix}blocked-heading`} className="text-lg font-semibold text-brand-900">
        {heading}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{intro}</p>
      {blocked.length ? (
        <ul className="mt-4 space-y-2">
          {blocked.map((entry) => (
            <li key={entry.day} className="flex flex-wrap items-center gap-4" data-testid={itemTestId}>
              <span className="font-semibold">{dayLabel(entry.day)}</span>
              {entry.note ? <span className="text-slate-600">{entry.note}</span> : null}
              <Form method="post">
                <input type="hidden" name="intent" value="unblock" />
                <input type="hidden" name="day" value={entry.day} />
                <button type="submit" className="text-sm font-semibold text-brand-700 underline">
                  {removeLabel(entry.day)}
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
            ...fieldIds(`${idPrefix}block-day`),
            name: "day",
            required: true,
            errors: blockError ? [blockError] : undefined,
            defaultValue: undefined,
          }}
        />
        <TextField
          label="Note (optional)"
          field={{
            ...fieldIds(`${idPrefix}block-note`),
            name: "note",
            required: false,
            errors: undefined,
            defaultValue: undefined,
            maxLength: 200,
          }}
        />
        <Button variant="secondary">{addLabel}</Button>
      </Form>
    </section>
  );
}
