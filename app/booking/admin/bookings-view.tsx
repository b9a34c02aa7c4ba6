import { Form } from "react-router";
import { StaffPlace } from "../place-view";
import { AuditRefLink } from "./audit-ref";
import type { StaffBookingRow } from "./bookings.server";

/** One list of the bookings page, or what to say when it is empty. */
export function BookingList({ rows, empty }: { rows: StaffBookingRow[]; empty: string }) {
  return rows.length ? (
    <ul className="mt-3 space-y-3">
      {rows.map((row) => (
        <BookingCard key={row.id} row={row} />
      ))}
    </ul>
  ) : (
    <p className="mt-2 text-slate-700">{empty}</p>
  );
}

const STATUS_LABEL = { confirmed: "Confirmed", cancelled: "Cancelled", done: "Done", no_show: "No-show" } as const;

function BookingCard({ row }: { row: StaffBookingRow }) {
  return (
    <li className="rounded-lg border border-slate-200 p-4 shadow-sm" data-testid="staff-booking">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-semibold text-brand-900">
          {row.when} <span className="font-normal text-slate-700">with {row.host}</span>
        </p>
        <span className="rounded-full bg-slate-100 px-2 py-0.5 text-sm text-slate-800">{STATUS_LABEL[row.status]}</span>
      </div>
      <p className="mt-1 text-slate-800">
        {row.name} ·{" "}
        <a className="text-brand-700 underline" href={`mailto:${row.email}`}>
          {row.email}
        </a>
        {row.organization ? ` · ${row.organization}` : ""}
        {row.phone && row.place.kind !== "phone" ? ` · ${row.phone}` : ""}
      </p>
      <p className="mt-1 text-sm text-slate-800" data-testid="staff-booking-place">
        <StaffPlace place={row.place} />
      </p>
      {row.topic ? <p className="mt-1 text-sm whitespace-pre-line text-slate-700">{row.topic}</p> : null}
      {row.assessmentRef ? (
        <p className="mt-1 text-sm text-slate-600">
          Free IT audit: <AuditRefLink row={row} />
        </p>
      ) : null}
      {row.status === "cancelled" ? (
        <p className="mt-1 text-sm text-slate-600">
          Cancelled by {row.cancelledBy === "staff" ? "staff" : "the visitor"}
          {row.cancelMessage ? `: “${row.cancelMessage}”` : ""}
          {row.cancelReason ? (
            <span className="block whitespace-pre-line">Their reason: “{row.cancelReason}”</span>
          ) : null}
        </p>
      ) : null}
      {row.status === "confirmed" && !row.started ? (
        <Form method="post" className="mt-3 flex flex-wrap items-end gap-3">
          <input type="hidden" name="intent" value="cancel" />
          <input type="hidden" name="id" value={row.id} />
          <label className="text-sm text-slate-700">
            Message to {row.name} (optional)
            <input
              name="message"
              maxLength={1000}
              className="mt-1 block w-72 rounded-md border border-slate-400 px-2 py-1"
            />
          </label>
          <button
            type="submit"
            className="rounded-md border border-red-700 px-3 py-1.5 text-sm font-semibold text-red-800 hover:bg-red-50"
          >
            Cancel this call
          </button>
        </Form>
      ) : null}
      {row.started && row.status !== "cancelled" ? (
        <div className="mt-3 flex gap-3">
          {(["done", "no_show"] as const).map((intent) => (
            <Form method="post" key={intent}>
              <input type="hidden" name="intent" value={intent} />
              <input type="hidden" name="id" value={row.id} />
              <button
                type="submit"
                disabled={row.status === intent}
                className="rounded-md border border-slate-400 px-3 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-50 disabled:opacity-50"
              >
                {intent === "done" ? "Mark done" : "Mark no-show"}
              </button>
            </Form>
          ))}
        </div>
      ) : null}
    </li>
  );
}

/** Narrows the lists to one host's calls: a plain GET form, so it works without JavaScript. */
export function HostFilter({ hosts, current }: { hosts: { id: string; name: string }[]; current: string | null }) {
  if (hosts.length < 2) return null;
  return (
    <Form method="get" className="mb-8 flex flex-wrap items-end gap-3">
      <label className="text-sm font-medium text-slate-800">
        Host
        <select
          name="host"
          defaultValue={current ?? ""}
          className="mt-1 block rounded-md border border-slate-400 bg-white px-2 py-1.5 text-slate-900"
        >
          <option value="">All hosts</option>
          {hosts.map((host) => (
            <option key={host.id} value={host.id}>
              {host.name}
            </option>
          ))}
        </select>
      </label>
      <button
        type="submit"
        className="rounded-md border border-slate-400 px-3 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-50"
      >
        Show
      </button>
    </Form>
  );
}
