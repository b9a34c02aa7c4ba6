import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { DataTable, type Column } from "~/admin/data-table";
import { Button } from "~/components/ui/button";
import { ButtonLink } from "~/components/ui/button-link";
import { SelectField, TextField } from "~/components/ui/field";
import { fieldIds } from "~/components/ui/field-state";
import { DeliveryBadge, LeadStatusBadge, type DeliveryState } from "./badges";
import { ClockBadge } from "./clock-badge";
import type { ClockLabel } from "./clock-wording";
import { SEARCH_MAX_LENGTH, isFiltered, type LeadFilter, type LeadFilterErrors, type LeadSort } from "./filters";
import { KIND_LABELS, LEAD_KINDS, LEAD_STATUSES, STATUS_LABELS, type LeadKind, type LeadStatus } from "./kinds";

/** A lead as the list shows it, its time formatted on the server (Eastern). */
export type LeadListRow = {
  id: string;
  kind: LeadKind;
  name: string;
  email: string;
  organization: string | null;
  summary: string;
  received: string;
  status: LeadStatus;
  owner: string | null;
  delivery: DeliveryState;
  /** The response clock in words, as it stood when the page was made. */
  clock: ClockLabel | null;
};

const SORT_WORDS: Record<LeadSort, string> = {
  due: "awaiting a response first, soonest due first",
  newest: "newest first",
};

const SUMMARY_CHARS = 140;
const truncate = (text: string) =>
  text.length > SUMMARY_CHARS ? `${text.slice(0, SUMMARY_CHARS - 1).trimEnd()}…` : text;

function field(name: keyof LeadFilter, filter: LeadFilter, errors: LeadFilterErrors) {
  return {
    ...fieldIds(`lead-filter-${name}`),
    name,
    errors: errors[name] ? [errors[name]] : undefined,
    defaultValue: filter[name] ?? "",
    required: false,
  };
}

/** The sources and campaigns leads came from, to filter by (insights' words for them). */
export type AttributionChoices = { sources: readonly string[]; campaigns: readonly string[] };

/** A choice list that keeps the filter's own value, even once no lead has it any more. */
function choices(values: readonly string[], current: string | undefined, label = (value: string) => value) {
  const all = current && !values.includes(current) ? [...values, current] : values;
  return all.map((value) => ({ value, label: label(value) }));
}

/** The filters, as a GET form: the result is an address staff can bookmark, with or without JavaScript. */
export function LeadFilterForm({
  filter,
  errors,
  owners,
  sort,
  attribution,
}: {
  filter: LeadFilter;
  errors: LeadFilterErrors;
  owners: readonly string[];
  sort: LeadSort;
  attribution: AttributionChoices;
}) {
  return (
    <Form
      method="get"
      role="search"
      aria-label="Find leads"
      className="rounded-lg border border-slate-200 bg-slate-50 p-4"
    >
      {/* Two choices a row even on a phone, where one a row made the form alone most of a screen
          tall; the dates come last, as a pair, so the rows fill in reading order. */}
      <div className="grid grid-cols-2 gap-x-3 gap-y-4 lg:grid-cols-6">
        <div className="col-span-2">
          <TextField
            field={{ ...field("q", filter, errors), maxLength: SEARCH_MAX_LENGTH }}
            label="Search"
            type="text"
            hint="Name, e-mail, organization or words of the message. The start of a word is enough."
          />
        </div>
        <SelectField
          field={field("kind", filter, errors)}
          label="Kind"
          placeholder="Every kind"
          options={LEAD_KINDS.map((kind) => ({ value: kind, label: KIND_LABELS[kind] }))}
        />
        <SelectField
          field={field("status", filter, errors)}
          label="Status"
          placeholder="Every status"
          options={LEAD_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] }))}
        />
        <SelectField
          field={field("owner", filter, errors)}
          label="Owner"
          placeholder="Anyone"
          options={[{ value: "none", label: "Nobody yet" }, ...owners.map((owner) => ({ value: owner, label: owner }))]}
        />
        <SelectField
          field={field("source", filter, errors)}
          label="Source"
          placeholder="Any source"
          // Leads from before conversions were recorded have none: "not recorded" is always a choice.
          options={choices([...new Set([...attribution.sources, "unknown"])], filter.source, (value) =>
            value === "unknown" ? "Not recorded" : value,
          )}
        />
        <SelectField
          field={field("campaign", filter, errors)}
          label="Campaign"
          placeholder="Any campaign"
          options={choices(attribution.campaigns, filter.campaign)}
        />
        <SelectField
          field={{
            ...fieldIds("lead-filter-sort"),
            name: "sort",
            defaultValue: sort,
            required: false,
            errors: undefined,
          }}
          label="Order"
          options={[
            { value: "due", label: "Respond by" },
            { value: "newest", label: "Newest" },
          ]}
        />
        <div className="col-span-2 grid grid-cols-2 gap-3">
          <TextField field={field("from", filter, errors)} label="Received from" type="date" />
          <TextField field={field("to", filter, errors)} label="Received to" type="date" />
        </div>
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <Button>Find leads</Button>
        {isFiltered(filter) ? (
          <Link to="/admin/leads" className="text-sm font-semibold text-brand-700 underline">
            Clear the filters
          </Link>
        ) : null}
        <span className="text-sm text-slate-600">Dates are Eastern days.</span>
      </div>
    </Form>
  );
}

/** What the list shows, in words (read to screen readers when the list changes). */
export function describeResult(count: number, filter: LeadFilter, more: boolean, sort: LeadSort = "newest"): string {
  const parts: string[] = [];
  if (filter.q) parts.push(`matching “${filter.q}”`);
  if (filter.kind) parts.push(`of kind ${KIND_LABELS[filter.kind]}`);
  if (filter.status) parts.push(`with status ${STATUS_LABELS[filter.status]}`);
  if (filter.owner) parts.push(filter.owner === "none" ? "owned by nobody" : `owned by ${filter.owner}`);
  if (filter.from) parts.push(`received from ${filter.from}`);
  if (filter.to) parts.push(`received until ${filter.to}`);
  if (filter.source) parts.push(filter.source === "unknown" ? "with no source recorded" : `from ${filter.source}`);
  if (filter.campaign) parts.push(`of campaign ${filter.campaign}`);
  const what = count === 1 ? "1 lead" : `${count} leads`;
  const which = parts.length ? ` ${parts.join(", ")}` : "";
  return count === 0
    ? `No leads${which}.`
    : `Showing ${what}${which}, ${SORT_WORDS[sort]}${more ? "; more on the next pages" : ""}.`;
}

/**
 * Above the table: what the list holds, and the actions on the whole list (the CSV export of the
 * current filter sits in `actions`).
 */
export function LeadListToolbar({ summary, actions }: { summary: string; actions?: ReactNode }) {
  return (
    <div className="mt-6 flex flex-wrap items-center justify-between gap-3" data-testid="lead-toolbar">
      <p role="status" className="text-sm text-slate-700">
        {summary}
      </p>
      {actions ? <div className="flex flex-wrap gap-3">{actions}</div> : null}
    </div>
  );
}

const columns: Column<LeadListRow>[] = [
  { header: "Kind", className: "whitespace-nowrap text-slate-800", cell: (row) => KIND_LABELS[row.kind] },
  {
    header: "Person",
    className: "min-w-[11rem]",
    cell: (row) => (
      <>
        <Link to={`/admin/leads/${row.id}`} className="font-semibold text-brand-700 underline">
          {row.name}
        </Link>
        <div className="text-slate-700 [overflow-wrap:anywhere]">{row.email}</div>
      </>
    ),
  },
  { header: "Organization", className: "text-slate-800", cell: (row) => row.organization ?? "—" },
  {
    header: "What they asked",
    className: "min-w-[12rem] max-w-sm break-words text-slate-800",
    cell: (row) => <span title={row.summary}>{truncate(row.summary)}</span>,
  },
  { header: "Received", className: "min-w-[9rem] text-slate-700", cell: (row) => row.received },
  { header: "Response", cell: (row) => <ClockBadge clock={row.clock} /> },
  { header: "Delivery", cell: (row) => <DeliveryBadge state={row.delivery} /> },
  { header: "Status", cell: (row) => <LeadStatusBadge status={row.status} /> },
  { header: "Owner", className: "break-all text-slate-700", cell: (row) => row.owner ?? "Nobody yet" },
];

export function LeadTable({ rows, sort = "newest" }: { rows: LeadListRow[]; sort?: LeadSort }) {
  return (
    <DataTable
      captionId="leads-caption"
      caption={`Leads, ${SORT_WORDS[sort]}`}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.id}
      rowProps={(row) => ({ "data-lead-id": row.id })}
      stackOnPhone
    />
  );
}

export function EmptyLeads({ filtered }: { filtered: boolean }) {
  return (
    <div className="mt-6 rounded-lg border border-dashed border-slate-300 p-8 text-center">
      <p className="font-semibold text-slate-900">{filtered ? "No lead matches these filters." : "No leads yet."}</p>
      <p className="mt-2 text-sm text-slate-700">
        {filtered
          ? "Try fewer words, another status, or a wider range of dates."
          : "Contact requests, booked calls and finished IT audits appear here as they arrive."}
      </p>
      {filtered ? (
        <div className="mt-4">
          <ButtonLink to="/admin/leads" variant="secondary">
            Show every lead
          </ButtonLink>
        </div>
      ) : null}
    </div>
  );
}
