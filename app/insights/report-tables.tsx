import { DataTable, type Column } from "~/admin/data-table";
import {
  rate,
  type AttributedFigures,
  type CampaignFigures,
  type DayFigures,
  type EntryFigures,
  type NotFoundFigures,
  type PageFigures,
  type ShareFigures,
  type SourceFigures,
} from "./report";
import type { FunnelRow } from "./report-funnel";
import { STEP_LABELS, formatChange, formatCount, formatDay, formatPercent, sourceName } from "./report-format";
import { CONVERSION_KINDS } from "./conversion-kinds";

// Addresses and names come from visitors' requests and can be long: they wrap anywhere.
const text = "min-w-[10rem] font-semibold text-slate-900 [overflow-wrap:anywhere]";
const wrapped = "min-w-[10rem] text-slate-800 [overflow-wrap:anywhere]";
const number = "whitespace-nowrap text-slate-800 tabular-nums";

/** A table, or a sentence saying there is nothing to list (an empty table says nothing to anyone). */
function TableOrNone<Row>({
  id,
  caption,
  none,
  columns,
  rows,
  rowKey,
}: {
  id: string;
  caption: string;
  none: string;
  columns: Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
}) {
  if (rows.length === 0)
    return (
      <div id={id}>
        <p className="text-lg font-semibold text-brand-900">{caption}</p>
        <p className="mt-2 text-sm text-slate-700">{none}</p>
      </div>
    );
  return (
    <div id={id}>
      <DataTable captionId={`${id}-caption`} caption={caption} columns={columns} rows={rows} rowKey={rowKey} />
    </div>
  );
}

export function DailyTable({ id, days }: { id: string; days: readonly DayFigures[] }) {
  const columns: Column<DayFigures>[] = [
    { header: "Day", className: "whitespace-nowrap font-semibold text-slate-900", cell: (day) => formatDay(day.day) },
    { header: "Visitors", className: number, cell: (day) => formatCount(day.visitors) },
    { header: "Page views", className: number, cell: (day) => formatCount(day.views) },
  ];
  return (
    <TableOrNone
      id={id}
      caption="Day by day, newest first"
      none=""
      columns={columns}
      rows={[...days].reverse()}
      rowKey={(day) => day.day}
    />
  );
}

export function FunnelTable({
  id,
  rows,
  previousName,
}: {
  id: string;
  rows: readonly FunnelRow[];
  previousName: string;
}) {
  const visits = rows[0]?.figure.current ?? 0;
  const columns: Column<FunnelRow>[] = [
    { header: "Step", className: "whitespace-nowrap font-semibold text-slate-900", cell: (row) => row.label },
    { header: "Visits", className: number, cell: (row) => formatCount(row.figure.current) },
    { header: "Share of visits", className: number, cell: (row) => formatPercent(rate(row.figure.current, visits)) },
    { header: "Period before", className: number, cell: (row) => formatCount(row.figure.previous) },
    { header: "Change", className: number, cell: (row) => formatChange(row.figure) },
  ];
  return (
    <TableOrNone
      id={id}
      caption={`The funnel, compared with ${previousName}`}
      none=""
      columns={columns}
      rows={rows}
      rowKey={(row) => row.label}
    />
  );
}

const attributedColumns = <Row extends AttributedFigures>(): Column<Row>[] => [
  { header: "Visits", className: number, cell: (row) => formatCount(row.visits) },
  ...CONVERSION_KINDS.map((kind): Column<Row> => ({
    header: STEP_LABELS[kind],
    className: number,
    cell: (row) => formatCount(row.steps[kind]),
  })),
  { header: "Became a lead", className: number, cell: (row) => formatCount(row.converted) },
  {
    header: "Conversion rate",
    className: `${number} font-semibold text-slate-900`,
    cell: (row) => formatPercent(row.rate),
  },
];

export function SourcesTable({ id, rows }: { id: string; rows: readonly SourceFigures[] }) {
  const columns: Column<SourceFigures>[] = [
    { header: "Source", className: text, cell: (row) => sourceName(row.source) },
    { header: "Medium", className: "whitespace-nowrap text-slate-800", cell: (row) => row.medium || "—" },
    ...attributedColumns<SourceFigures>(),
  ];
  return (
    <TableOrNone
      id={id}
      caption="Sources: where visits came from, and what they led to"
      none="No visit and no conversion in this period."
      columns={columns}
      rows={rows}
      rowKey={(row) => `${row.source}\n${row.medium}`}
    />
  );
}

export function CampaignsTable({ id, rows }: { id: string; rows: readonly CampaignFigures[] }) {
  const columns: Column<CampaignFigures>[] = [
    { header: "Campaign", className: text, cell: (row) => row.campaign },
    ...attributedColumns<CampaignFigures>(),
  ];
  return (
    <TableOrNone
      id={id}
      caption="Campaigns (utm_campaign): visits and what they led to"
      none="No visit came with a campaign in this period."
      columns={columns}
      rows={rows}
      rowKey={(row) => row.campaign}
    />
  );
}

export function PagesTable({ id, rows, limit }: { id: string; rows: readonly PageFigures[]; limit: number }) {
  const columns: Column<PageFigures>[] = [
    { header: "Page", className: text, cell: (row) => row.path },
    { header: "Page views", className: number, cell: (row) => formatCount(row.views) },
    { header: "Visitors", className: number, cell: (row) => formatCount(row.visitors) },
  ];
  return (
    <TableOrNone
      id={id}
      caption={`Top pages (the ${limit} most viewed)`}
      none="No page was viewed in this period."
      columns={columns}
      rows={rows}
      rowKey={(row) => row.path}
    />
  );
}

export function EntriesTable({ id, rows, limit }: { id: string; rows: readonly EntryFigures[]; limit: number }) {
  const columns: Column<EntryFigures>[] = [
    { header: "Page", className: text, cell: (row) => row.path },
    { header: "Visits that began here", className: number, cell: (row) => formatCount(row.visits) },
  ];
  return (
    <TableOrNone
      id={id}
      caption={`Entry pages (the ${limit} most visits began on)`}
      none="No visit in this period."
      columns={columns}
      rows={rows}
      rowKey={(row) => row.path}
    />
  );
}

export function ShareTable({
  id,
  caption,
  header,
  rows,
}: {
  id: string;
  caption: string;
  header: string;
  rows: readonly ShareFigures[];
}) {
  const total = rows.reduce((sum, row) => sum + row.visits, 0);
  const columns: Column<ShareFigures>[] = [
    { header, className: "whitespace-nowrap font-semibold text-slate-900 capitalize", cell: (row) => row.name },
    { header: "Visits", className: number, cell: (row) => formatCount(row.visits) },
    { header: "Share", className: number, cell: (row) => formatPercent(rate(row.visits, total)) },
  ];
  return (
    <TableOrNone
      id={id}
      caption={caption}
      none="No visit in this period."
      columns={columns}
      rows={rows}
      rowKey={(row) => row.name}
    />
  );
}

export function NotFoundTable({ id, rows, limit }: { id: string; rows: readonly NotFoundFigures[]; limit: number }) {
  const columns: Column<NotFoundFigures>[] = [
    { header: "Address asked for", className: text, cell: (row) => row.path },
    { header: "Linked from", className: wrapped, cell: (row) => row.referrer || "No referrer (typed or bookmarked)" },
    { header: "Times", className: number, cell: (row) => formatCount(row.hits) },
    { header: "Visitors", className: number, cell: (row) => formatCount(row.visitors) },
  ];
  return (
    <TableOrNone
      id={id}
      caption={`Pages not found, with the page that linked to them (the ${limit} most asked for)`}
      none="No page was missing in this period."
      columns={columns}
      rows={rows}
      rowKey={(row) => `${row.path}\n${row.referrer}`}
    />
  );
}
