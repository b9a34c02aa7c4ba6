import { data, Form } from "react-router";
import { AdminPage, LoadError, adminHeaders, adminMeta } from "~/admin/admin-page";
import { requireAdmin } from "~/auth/guard.server";
import { listStaffBookings, markOutcome, type StaffBookingRow } from "~/booking/admin/bookings.server";
import { cancelBooking } from "~/booking/bookings.server";
import { wakeOutbox } from "~/outbox/enqueue.server";
import { BODY_LIMITS } from "~/lib/body-limit.server";
import { readForm } from "~/lib/forms/read-form.server";
import { logger } from "~/lib/log.server";
import { redirectWithToast, setToast } from "~/lib/toast.server";
import type { Route } from "./+types/admin.bookings";

const log = logger("admin-bookings");

export const meta: Route.MetaFunction = () => adminMeta("Bookings");
export const headers: Route.HeadersFunction = adminHeaders;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function loader({ context }: Route.LoaderArgs) {
  requireAdmin(context);
  try {
    return { state: "ok" as const, ...(await listStaffBookings()) };
  } catch (error) {
    log.error("could not load the bookings", { error: error as Error });
    return data({ state: "error" as const, upcoming: [], recent: [] }, { status: 503 });
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  requireAdmin(context);
  const { form, refused } = await readForm(request, { maxBytes: BODY_LIMITS.smallForm });
  if (refused?.status === 413) {
    setToast(context, { title: "Nothing was changed", description: refused.message, variant: "destructive" });
    return data(null, { status: 413 });
  }
  const intent = form?.get("intent");
  const id = String(form?.get("id") ?? "");
  const back = "/admin/bookings";
  const refuse = (description: string, status = 400) => {
    setToast(context, { title: "Nothing was changed", description, variant: "destructive" });
    return data(null, { status });
  };
  if (!UUID.test(id)) return refuse("That request was not understood.");
  if (intent === "cancel") {
    const message = String(form?.get("message") ?? "")
      .trim()
      .slice(0, 1000);
    const cancelled = await cancelBooking({ id }, "staff", message);
    if (!cancelled) return refuse("That call is no longer upcoming and confirmed.", 409);
    wakeOutbox();
    return redirectWithToast(
      context,
      back,
      { title: "Call cancelled", description: `${cancelled.name} is told by e-mail.` },
      { status: 303 },
    );
  }
  if (intent === "done" || intent === "no_show") {
    if (!(await markOutcome(id, intent))) return refuse("Only a call that has started can be marked.", 409);
    return redirectWithToast(
      context,
      back,
      { title: intent === "done" ? "Marked done" : "Marked no-show", description: "Saved." },
      { status: 303 },
    );
  }
  return refuse("That request was not understood.");
}

const STATUS_LABEL = { confirmed: "Confirmed", cancelled: "Cancelled", done: "Done", no_show: "No-show" } as const;

function BookingCard({ row }: { row: StaffBookingRow }) {
  return (
    <li className="rounded-lg border border-slate-200 p-4 shadow-sm" data-testid="staff-booking">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-semibold text-brand-900">{row.when}</p>
        <span className="rounded-full bg-slate-100 px-2 py-0.5 text-sm text-slate-800">{STATUS_LABEL[row.status]}</span>
      </div>
      <p className="mt-1 text-slate-800">
        {row.name} ·{" "}
        <a className="text-brand-700 underline" href={`mailto:${row.email}`}>
          {row.email}
        </a>
        {row.organization ? ` · ${row.organization}` : ""}
        {row.phone ? ` · ${row.phone}` : ""}
      </p>
      {row.topic ? <p className="mt-1 text-sm whitespace-pre-line text-slate-700">{row.topic}</p> : null}
      {row.assessmentRef ? <p className="mt-1 text-sm text-slate-600">Free IT audit: {row.assessmentRef}</p> : null}
      {row.status === "cancelled" ? (
        <p className="mt-1 text-sm text-slate-600">
          Cancelled by {row.cancelledBy === "staff" ? "staff" : "the visitor"}
          {row.cancelMessage ? `: “${row.cancelMessage}”` : ""}
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

export default function AdminBookings({ loaderData }: Route.ComponentProps) {
  return (
    <AdminPage title="Bookings" intro="Discovery calls booked on the site. Times are Eastern.">
      {loaderData.state === "error" ? (
        <LoadError title="Error fetching bookings" message="The database did not answer. Try again in a moment." />
      ) : (
        <>
          <h2 className="text-lg font-semibold text-brand-900">Upcoming</h2>
          {loaderData.upcoming.length ? (
            <ul className="mt-3 space-y-3">
              {loaderData.upcoming.map((row) => (
                <BookingCard key={row.id} row={row} />
              ))}
            </ul>
          ) : (
            <p className="mt-2 text-slate-700">No upcoming calls.</p>
          )}
          <h2 className="mt-10 text-lg font-semibold text-brand-900">The last 30 days</h2>
          {loaderData.recent.length ? (
            <ul className="mt-3 space-y-3">
              {loaderData.recent.map((row) => (
                <BookingCard key={row.id} row={row} />
              ))}
            </ul>
          ) : (
            <p className="mt-2 text-slate-700">None.</p>
          )}
        </>
      )}
    </AdminPage>
  );
}
