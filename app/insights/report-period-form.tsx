import { Form, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/field";
import { fieldIds } from "~/components/ui/field-state";
import { PRESET_DAYS, type RangeErrors, type ReportPeriod } from "./report-period";

const presetLink = (current: boolean) =>
  `rounded-md px-3 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ${current ? "bg-brand-700 text-white" : "bg-white text-brand-700 underline ring-1 ring-slate-300 hover:bg-slate-100"}`;

/**
 * The period: a preset is a link, chosen dates a GET form, so every report is an address staff can
 * bookmark, and both work without JavaScript. The date fields hold what was typed when it was
 * refused, otherwise the period shown.
 */
export function PeriodPicker({
  period,
  errors = {},
  values,
}: {
  period: ReportPeriod | null;
  errors?: RangeErrors;
  values?: { from: string; to: string };
}) {
  const from = values?.from ?? period?.from ?? "";
  const to = values?.to ?? period?.to ?? "";
  return (
    <div className="flex flex-wrap items-end gap-x-8 gap-y-4 rounded-lg border border-slate-200 bg-slate-50 p-4">
      <nav aria-label="Periods">
        <p className="text-sm font-medium text-slate-800">Period</p>
        <ul className="mt-1 flex flex-wrap gap-2">
          {PRESET_DAYS.map((days) => (
            <li key={days}>
              <Link
                to={`?days=${days}`}
                className={presetLink(period?.preset === days)}
                aria-current={period?.preset === days ? "page" : undefined}
              >
                Last {days} days
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Form method="get" aria-label="Choose the dates" className="flex flex-wrap items-start gap-3" noValidate>
        <div className="w-44">
          <TextField
            type="date"
            label="From"
            field={{
              ...fieldIds("insights-from"),
              name: "from",
              errors: errors.from ? [errors.from] : undefined,
              defaultValue: from,
              required: false,
            }}
          />
        </div>
        <div className="w-44">
          <TextField
            type="date"
            label="To (included)"
            field={{
              ...fieldIds("insights-to"),
              name: "to",
              errors: errors.to ? [errors.to] : undefined,
              defaultValue: to,
              required: false,
            }}
          />
        </div>
        <Button variant="secondary" className="mt-6">
          Show these dates
        </Button>
      </Form>
    </div>
  );
}
