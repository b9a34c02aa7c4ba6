import { rate, type Compared, type Headline } from "./report";
import { STEP_LABELS, formatChange, formatCount, formatPercent } from "./report-format";

type Item = { key: string; label: string; figure: Compared; note?: string };

function items(headline: Headline): Item[] {
  const converted = headline.converted;
  return [
    { key: "visitors", label: "Visitors", figure: headline.visitors },
    { key: "views", label: "Page views", figure: headline.views },
    { key: "audit_started", label: STEP_LABELS.audit_started, figure: headline.steps.audit_started },
    { key: "audit_finished", label: STEP_LABELS.audit_finished, figure: headline.steps.audit_finished },
    { key: "call_booked", label: STEP_LABELS.call_booked, figure: headline.steps.call_booked },
    { key: "contact_stored", label: STEP_LABELS.contact_stored, figure: headline.steps.contact_stored },
    {
      key: "converted",
      label: "Visits that became a lead",
      figure: converted,
      note: `${formatPercent(rate(converted.current, headline.visitors.current))} of visits (${formatPercent(rate(converted.previous, headline.visitors.previous))} before)`,
    },
    { key: "not_found", label: "Pages not found", figure: headline.notFound },
  ];
}

/**
 * The period's totals, each with the same number of days before it. Words carry the direction
 * ("up 25%"), not a colour: more 404s is not good news, and colour alone tells a screen reader nothing.
 */
export function HeadlineFigures({ headline, previousName }: { headline: Headline; previousName: string }) {
  return (
    <dl className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 lg:grid-cols-4" data-testid="insights-headline">
      {items(headline).map(({ key, label, figure, note }) => (
        <div key={key} data-figure={key} className="rounded-lg border border-slate-200 bg-white p-4">
          <dt className="text-sm font-medium text-slate-700">{label}</dt>
          <dd className="mt-1 text-3xl font-bold text-brand-900">{formatCount(figure.current)}</dd>
          <dd className="mt-1 text-sm text-slate-700">
            {formatChange(figure)} from {formatCount(figure.previous)} {previousName}
          </dd>
          {note ? <dd className="mt-1 text-sm text-slate-700">{note}</dd> : null}
        </div>
      ))}
    </dl>
  );
}
