import { Form, Link, useNavigation } from "react-router";
import { TableScroll } from "~/components/site/table-scroll";
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

export function InboxTable({ rows }: { rows: InboxRow[] }) {
  return (
    <TableScroll captionId="inbox-caption" title="Contact requests, newest first">
      <table className="min-w-full divide-y divide-slate-300 text-left text-sm">
        <caption id="inbox-caption" className="sr-only">
          Contact requests, newest first
        </caption>
        <thead className="bg-slate-50 text-slate-900">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold">
              Received
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              From
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              Message
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              Delivery
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              Attempts
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              Last error
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 align-top">
          {rows.map((row) => (
            <tr key={row.id} data-request-id={row.id}>
              <td className="px-3 py-3 whitespace-nowrap text-slate-700">
                {row.received}
                <div className="text-xs text-slate-600">from {row.page}</div>
              </td>
              <td className="px-3 py-3">
                <div className="font-semibold text-slate-900">{row.name}</div>
                <a className="text-brand-700 underline" href={`mailto:${row.email}`}>
                  {row.email}
                </a>
                {row.company ? <div className="text-slate-700">{row.company}</div> : null}
                {row.phone ? <div className="text-slate-700">{row.phone}</div> : null}
                {row.clientIp ? <div className="text-xs text-slate-600">IP {row.clientIp}</div> : null}
              </td>
              <td className="max-w-md px-3 py-3 text-slate-800">
                {row.service ? <div className="font-medium">{row.service}</div> : null}
                <p className="whitespace-pre-line break-words">{row.message}</p>
              </td>
              <td className="px-3 py-3">
                <StatusBadge status={row.status} />
                {row.sent ? <div className="mt-1 text-xs text-slate-600">{row.sent}</div> : null}
                {row.status === "pending" && row.nextAttempt ? (
                  <div className="mt-1 text-xs text-slate-600">next try {row.nextAttempt}</div>
                ) : null}
              </td>
              <td className="px-3 py-3 text-slate-800">{row.attempts}</td>
              <td className="max-w-xs px-3 py-3 break-words text-slate-700">{row.lastError ?? "None"}</td>
              <td className="px-3 py-3">
                <RowAction row={row} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

export function InboxPager({ page, pageCount }: { page: number; pageCount: number }) {
  if (pageCount <= 1) return null;
  const href = (n: number) => (n <= 1 ? "/admin/messages" : `/admin/messages?page=${n}`);
  return (
    <nav aria-label="Inbox pages" className="mt-6 flex items-center gap-4 text-sm">
      {page > 1 ? (
        <Link className="text-brand-700 underline" to={href(page - 1)}>
          Newer
        </Link>
      ) : null}
      <span className="text-slate-700">
        Page {page} of {pageCount}
      </span>
      {page < pageCount ? (
        <Link className="text-brand-700 underline" to={href(page + 1)}>
          Older
        </Link>
      ) : null}
    </nav>
  );
}
