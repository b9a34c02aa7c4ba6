import { data } from "react-router";
import { AdminPage, LoadError, adminHeaders, adminMeta } from "~/admin/admin-page";
import { requireAdmin } from "~/auth/guard.server";
import { changeStaffBooking, loadStaffBookings } from "~/booking/admin/bookings-page.server";
import { BookingList, HostFilter } from "~/booking/admin/bookings-view";
import { BODY_LIMITS } from "~/lib/body-limit.server";
import { readForm } from "~/lib/forms/read-form.server";
import { redirectWithToast, setToast } from "~/lib/toast.server";
import type { Route } from "./+types/admin.bookings";

export const meta: Route.MetaFunction = () => adminMeta("Bookings");
export const headers: Route.HeadersFunction = adminHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context);
  const bookings = await loadStaffBookings(new URL(request.url));
  return bookings.state === "error" ? data(bookings, { status: 503 }) : bookings;
}

export async function action({ request, context }: Route.ActionArgs) {
  requireAdmin(context);
  const { form, refused } = await readForm(request, { maxBytes: BODY_LIMITS.smallForm });
  if (refused?.status === 413) {
    setToast(context, { title: "Nothing was changed", description: refused.message, variant: "destructive" });
    return data(null, { status: 413 });
  }
  const change = await changeStaffBooking(form ?? null);
  const back = "/admin/bookings";
  const refuse = (description: string, status = 400) => {
    setToast(context, { title: "Nothing was changed", description, variant: "destructive" });
    return data(null, { status });
  };
  switch (change.kind) {
    case "not-understood":
      return refuse("That request was not understood.");
    case "not-cancellable":
      return refuse("That call is no longer upcoming and confirmed.", 409);
    case "not-markable":
      return refuse("Only a call that has started can be marked.", 409);
    case "cancelled":
      return redirectWithToast(
        context,
        back,
        { title: "Call cancelled", description: `${change.name} is told by e-mail.` },
        { status: 303 },
      );
    case "marked":
      return redirectWithToast(
        context,
        back,
        { title: change.outcome === "done" ? "Marked done" : "Marked no-show", description: "Saved." },
        { status: 303 },
      );
  }
}

export default function AdminBookings({ loaderData }: Route.ComponentProps) {
  return (
    <AdminPage title="Bookings" intro="Discovery calls booked on the site. Times are Eastern Time.">
      {loaderData.state === "error" ? (
        <LoadError title="Error fetching bookings" message="The database did not answer. Try again in a moment." />
      ) : (
        <>
          <HostFilter hosts={loaderData.hosts} current={loaderData.host} />
          <h2 className="text-lg font-semibold text-brand-900">Upcoming</h2>
          <BookingList rows={loaderData.upcoming} empty="No upcoming calls." />
          <h2 className="mt-10 text-lg font-semibold text-brand-900">The last 30 days</h2>
          <BookingList rows={loaderData.recent} empty="None." />
        </>
      )}
    </AdminPage>
  );
}
