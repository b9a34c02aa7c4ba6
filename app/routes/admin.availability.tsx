import { data } from "react-router";
import { AdminPage, adminHeaders, adminMeta } from "~/admin/admin-page";
import { requireAdmin } from "~/auth/guard.server";
import { changeAvailability } from "~/booking/admin/availability-change.server";
import { loadAvailabilityForm, type AvailabilityErrors } from "~/booking/admin/availability.server";
import { AvailabilitySettingsForm, businessBlockedDays, CalendarFeed } from "~/booking/admin/availability-view";
import { BlockedDaysSection } from "~/calendar/admin/blocked-days-view";
import { HolidaysList } from "~/calendar/admin/holidays-view";
import { WeeklyHoursTable } from "~/calendar/admin/weekly-hours-table";
import { comingHolidays } from "~/calendar/calendar.server";
import { BODY_LIMITS } from "~/lib/body-limit.server";
import { readForm } from "~/lib/forms/read-form.server";
import { redirectWithToast, setToast } from "~/lib/toast.server";
import type { Route } from "./+types/admin.availability";

export const meta: Route.MetaFunction = () => adminMeta("Availability");
export const headers: Route.HeadersFunction = adminHeaders;

export async function loader({ context }: Route.LoaderArgs) {
  requireAdmin(context);
  const [form, holidays] = await Promise.all([loadAvailabilityForm(), comingHolidays()]);
  return { ...form, holidays };
}

type ActionData = { errors?: AvailabilityErrors; feedUrl?: string; blockError?: string };

// What staff are told after a change that took, on the page it redirects back to.
const DONE = {
  saved: { title: "Availability saved", description: "Visitors see the new times at once." },
  blocked: { title: "Day blocked", description: "No new calls can be booked that day." },
  unblocked: { title: "Day open again", description: "Its hours apply again." },
  "feed-off": { title: "Calendar feed turned off", description: "Its address no longer works." },
} as const;
const holidayToast = (kind: "holiday-closed" | "holiday-open", holiday: string) =>
  kind === "holiday-closed"
    ? { title: `Closed on ${holiday}`, description: "No calls can be booked on it, every year." }
    : { title: `Open on ${holiday}`, description: "Its usual hours apply, every year." };

export async function action({ request, context }: Route.ActionArgs) {
  requireAdmin(context);
  const { form, refused } = await readForm(request, { maxBytes: BODY_LIMITS.availability });
  if (refused) {
    const description = refused.message ?? "That request was not understood.";
    setToast(context, { title: "Nothing was changed", description, variant: "destructive" });
    return data<ActionData>({}, { status: refused.status });
  }
  const change = await changeAvailability(form);
  switch (change.kind) {
    case "invalid":
      setToast(context, {
        title: "Nothing was changed",
        description: "Please fix the highlighted settings.",
        variant: "destructive",
      });
      return data<ActionData>({ errors: change.errors }, { status: 400 });
    case "block-refused":
      return data<ActionData>({ blockError: change.problem }, { status: 400 });
    case "feed-created":
      return data<ActionData>({ feedUrl: change.feedUrl });
    case "not-understood":
      setToast(context, {
        title: "Nothing was changed",
        description: "That request was not understood.",
        variant: "destructive",
      });
      return data<ActionData>({}, { status: 400 });
    case "holiday-closed":
    case "holiday-open":
      return redirectWithToast(context, "/admin/availability", holidayToast(change.kind, change.holiday), {
        status: 303,
      });
    default:
      return redirectWithToast(context, "/admin/availability", DONE[change.kind], { status: 303 });
  }
}

export default function AdminAvailability({ loaderData, actionData }: Route.ComponentProps) {
  const errors = actionData?.errors ?? {};
  return (
    <AdminPage title="Availability" intro="When visitors can book a discovery call. Times are Eastern Time.">
      <AvailabilitySettingsForm
        settings={loaderData.settings}
        meetingUrl={loaderData.meetingUrl}
        errors={errors}
        weeklyHours={<WeeklyHoursTable days={loaderData.hours} errors={errors} tick="Open" idPrefix="hours" />}
      />
      <HolidaysList holidays={loaderData.holidays} />
      <BlockedDaysSection {...businessBlockedDays} blocked={loaderData.blocked} blockError={actionData?.blockError} />
      <CalendarFeed feedOn={loaderData.feedOn} feedUrl={actionData?.feedUrl} />
    </AdminPage>
  );
}
