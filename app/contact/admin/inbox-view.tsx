import { Form, useNavigation } from "react-router";
import { DataTable, type Column } from "~/admin/data-table";
import { Pager, numberedPages } from "~/admin/pager";
import type { InboxItem } from "./inbox.server";

/** An inbox item with its times formatted on the server, in the business's time zone. */
export type InboxRow = Omit<InboxItem, "receivedAt" | "sentAt" | "nextAttemptAt"> & {
  received: string;
  sent: string | null;
  nextAttempt: string | null;
};

const badge: Record<InboxRow["status"], { label: string; className: string }> = {
  pending: { label: "Pending", className: "bg-sky-100 text-sky-900 ring-sky-700/30" },
  sent: { label: "Sent", className: "bg-green-100 text-green-900 ring-green-700/30" },
  failed: { label: "Failed", className: "bg-red-100 text-red-900 ring-red-700/30" },
  spam: { label: "Spam", className: "bg-amber-100 text-amber-900 ring-amber-700/30" },
};

export function StatusBadge({ status }: { status: InboxRow["status"] }) {
  const { label, className } = badge[status];
  return (
    <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${className}`}>{label}</span>
  );
}

function RowAction({ row }: { row: InboxRow }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("id") === String(row.id);
  const intent = row.status === "failed" ? "retry" : row.status === "spam" ? "not-spam" : null;
  if (!intent) return null;
  return (
    <Form method="post">
      <input type="hidden" name="id" value={row.id} />
      <button
        type="submit"
        name="intent"
        value={intent}
        disabled={busy}
        aria-label={`${intent === "retry" ? "Retry delivery" : "Not spam"}: message from ${row.name}`}
        className="rounded-md bg-brand-700 px-3 py-1.5 text-sm font-semibold whitespace-nowrap text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-70"
      >
        {intent === "retry" ? "Retry delivery" : "Not spam"}
      </button>
    </Form>
  );
}

const columns: Column<InboxRow>[] = [
  {
    header: "Received",
    className: "whitespace-nowrap text-slate-700",
    cell: (row) => (
      <>
        {row.received}
        <div className="text-xs text-slate-600">from {row.page}</div>
      </>
    ),
  },
  {
    header: "From",
    cell: (row) => (
      <>
        <div className="font-semibold text-slate-900">{row.name}</div>
        <a className="text-brand-700 underline" href={`mailto:${row.email}`}>
          {row.email}
        </a>
        {row.company ? <div className="text-slate-700">{row.company}</div> : null}
        {row.phone ? <div className="text-slate-700">{row.phone}</div> : null}
        {row.clientIp ? <div className="text-xs text-slate-600">IP {row.clientIp}</div> : null}
      </>
    ),
  },
  {
    header: "Message",
    className: "max-w-md text-slate-800",
    cell: (row) => (
      <>
        {row.service ? <div className="font-medium">{row.service}</div> : null}
        <p className="whitespace-pre-line break-words">{row.message}</p>
      </>
    ),
  },
  {
    header: "Delivery",
    cell: (row) => (
      <>
        <StatusBadge status={row.status} />
        {row.sent ? <div className="mt-1 text-xs text-slate-600">{row.sent}</div> : null}
        {row.status === "pending" && row.nextAttempt ? (
          <div className="mt-1 text-xs text-slate-600">next try {row.nextAttempt}</div>
        ) : null}
      </>
    ),
  },
  { header: "Attempts", className: "text-slate-800", cell: (row) => row.attempts },
  { header: "Last error", className: "max-w-xs break-words text-slate-700", cell: (row) => row.lastError ?? "None" },
  { header: <span className="sr-only">Actions</span>, cell: (row) => <RowAction row={row} /> },
];

export function InboxTable({ rows }: { rows: InboxRow[] }) {
  return (
    <DataTable
      captionId="inbox-caption"
      caption="Contact requests, newest first"
      columns={columns}
      rows={rows}
      rowKey={(row) => row.id}
      rowProps={(row) => ({ "data-request-id": row.id })}
    />
  );
}

export function InboxPager({ page, pageCount }: { page: number; pageCount: number }) {
  if (pageCount <= 1) return null;
  return <Pager label="Inbox pages" {...numberedPages("/admin/messages", page, pageCount)} />;
}
