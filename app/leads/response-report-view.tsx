import { Form } from "react-router";
import { DataTable, type Column } from "~/admin/data-table";
import { Button } from "~/components/ui/button";
import { SelectField } from "~/components/ui/field";
import { fieldIds } from "~/components/ui/field-state";
import { KIND_LABELS, type LeadKind } from "./kinds";
import { REPORT_RANGES, type Figures, type Group, type ReportRange, type WeekFigures } from "./response-report";
import { formatMinutes, formatShare, weekLabel } from "./response-report-format";

/** The range, as a GET form: the report is an address staff can bookmark, with or without JavaScript. */
export function RangeForm({ range }: { range: ReportRange }) {
  return (
    <Form
      method="get"
      aria-label="Choose the weeks"
      className="flex flex-wrap items-end gap-3 rounded-lg border border-slate-200 bg-slate-50 p-4"
    >
      <div className="w-48">
        <SelectField
          field={{
            ...fieldIds("report-weeks"),
            name: "weeks",
            errors: undefined,
            defaultValue: String(range),
            required: false,
          }}
          label="Weeks"
          options={REPORT_RANGES.map((weeks) => ({ value: String(weeks), label: `The last ${weeks} weeks` }))}
        />
      </div>
      <Button variant="secondary">Show</Button>
    </Form>
  );
}

/** The columns every table of figures shares, after its first (what the row is). */
const figureColumns = <Row,>(figures: (row: Row) => Figures): Column<Row>[] => [
  { header: "Leads", className: "text-slate-800", cell: (row) => figures(row).leads },
  {
    header: "Answered within 2 business hours",
    className: "whitespace-nowrap font-semibold text-slate-900",
    cell: (row) => formatShare(figures(row)),
  },
  { header: "Late", className: "text-slate-800", cell: (row) => figures(row).late },
  { header: "Missed (still waiting)", className: "text-slate-800", cell: (row) => figures(row).missed },
  { header: "Not yet due", className: "text-slate-800", cell: (row) => figures(row).waiting },
  {
    header: "Median time to first response",
    className: "whitespace-nowrap text-slate-800",
    cell: (row) => formatMinutes(figures(row).median),
  },
  {
    header: "90th percentile",
    className: "whitespace-nowrap text-slate-800",
    cell: (row) => formatMinutes(figures(row).p90),
  },
];

const weekColumns: Column<WeekFigures>[] = [
  {
    header: "Week (Monday to Sunday)",
    className: "whitespace-nowrap font-semibold text-slate-900",
    cell: (week) => weekLabel(week.week, week.current),
  },
  ...figureColumns<WeekFigures>((week) => week.figures),
];

/** One row per week, newest first: the figures the chart draws, and more. */
export function WeeklyTable({ weeks, id }: { weeks: readonly WeekFigures[]; id: string }) {
  return (
    <div id={id}>
      <DataTable
        captionId={`${id}-caption`}
        caption="Weekly response times, newest week first"
        columns={weekColumns}
        rows={[...weeks].reverse()}
        rowKey={(week) => week.week}
        rowProps={(week) => ({ "data-week": week.week })}
      />
    </div>
  );
}

const ownerName = (owner: string | null) => owner ?? "Nobody yet";
const kindName = (kind: LeadKind) => KIND_LABELS[kind];

/** Figures by owner (the lead's owner now) or by kind of lead: `header` and `name` say which. */
export function GroupTable<Key extends string | null>({
  id,
  caption,
  header,
  name,
  groups,
}: {
  id: string;
  caption: string;
  header: string;
  name: (key: Key) => string;
  groups: readonly Group<Key>[];
}) {
  const columns: Column<Group<Key>>[] = [
    {
      header,
      className: "min-w-[9rem] font-semibold text-slate-900 [overflow-wrap:anywhere]",
      cell: (group) => name(group.key),
    },
    ...figureColumns<Group<Key>>((group) => group.figures),
  ];
  return (
    <DataTable
      captionId={id}
      caption={caption}
      columns={columns}
      rows={groups}
      rowKey={(group) => group.key ?? "nobody"}
    />
  );
}

/** The two tables of a stretch of time: by owner, then by kind. */
export function Breakdowns({
  id,
  when,
  byOwner,
  byKind,
}: { id: string; when: string } & Pick<WeekFigures, "byOwner" | "byKind">) {
  return (
    <div className="space-y-6">
      <GroupTable id={`owners-${id}`} caption={`By owner, ${when}`} header="Owner" name={ownerName} groups={byOwner} />
      <GroupTable id={`kinds-${id}`} caption={`By kind, ${when}`} header="Kind" name={kindName} groups={byKind} />
    </div>
  );
}

/** Each week's figures by owner and by kind, folded away (a <details> opens without JavaScript). */
export function WeekBreakdowns({ weeks }: { weeks: readonly WeekFigures[] }) {
  const withLeads = [...weeks].reverse().filter((week) => week.figures.leads > 0);
  if (withLeads.length === 0) return <p className="text-sm text-slate-700">No leads arrived in these weeks.</p>;
  return (
    <ul className="space-y-3">
      {withLeads.map((week) => (
        <li key={week.week}>
          <details className="rounded-lg border border-slate-200 p-4">
            <summary className="cursor-pointer font-semibold text-brand-700">
              {weekLabel(week.week, week.current)}: by owner and by kind
            </summary>
            <div className="mt-4">
              <Breakdowns id={week.week} when={weekLabel(week.week, week.current)} {...week} />
            </div>
          </details>
        </li>
      ))}
    </ul>
  );
}

/** How every figure is counted, on the page, so nobody has to guess. */
export function HowCounted() {
  return (
    <section
      aria-labelledby="how-counted"
      className="rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm text-slate-800"
    >
      <h2 id="how-counted" className="text-base font-semibold text-brand-900">
        How these figures are counted
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        <li>A lead belongs to the week it arrived in, Monday to Sunday on Eastern time. Spam is left out.</li>
        <li>
          <strong>Answered within 2 business hours</strong>: its first response (leaving “New”, or a note logged as a
          reply) came by its due time. Leads still waiting past their due time count as <strong>missed</strong>; leads
          still waiting and not yet due are left out of the share until they are due or answered.
        </li>
        <li>
          <strong>Time to first response</strong> is <strong>business time</strong> from arrival, on the business
          calendar (opening hours, holidays, blocked days), like the promise itself, rounded to the minute. Only
          answered leads have one.
        </li>
        <li>
          <strong>Median and 90th percentile</strong> use the nearest-rank method: sort the times and take the one at
          rank ⌈p × n⌉ (p = 0.5 or 0.9, n answered leads). For an even count the median is the lower middle time.
        </li>
        <li>“By owner” groups leads by their owner now, not when they were answered.</li>
      </ul>
    </section>
  );
}
