import { data, Link } from "react-router";
import { AdminPage, adminHeaders, adminMeta } from "~/admin/admin-page";
import { requireAdmin } from "~/auth/guard.server";
import { BlockedDaysSection } from "~/calendar/admin/blocked-days-view";
import { WeeklyHoursTable } from "~/calendar/admin/weekly-hours-table";
import { changeHost, loadHostPage, type HostFormAnswer } from "~/hosts/admin/host-changes.server";
import { HostCalendars } from "~/hosts/admin/host-calendar-view";
import { HostDetailsForm } from "~/hosts/admin/host-details-form";
import { hostBlockedDays, HostHoursForm } from "~/hosts/admin/host-schedule-view";
import { BODY_LIMITS } from "~/lib/body-limit.server";
import { readForm } from "~/lib/forms/read-form.server";
import { parseUuid } from "~/lib/route-params";
import { redirectWithToast, setToast } from "~/lib/toast.server";
import type { Route } from "./+types/admin.hosts.$id";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  adminMeta(loaderData?.page ? `Host: ${loaderData.page.host.name}` : "Host");
export const headers: Route.HeadersFunction = adminHeaders;

export async function loader({ params, context }: Route.LoaderArgs) {
  requireAdmin(context);
  const id = parseUuid(params.id);
  const page = id === null ? undefined : await loadHostPage(id);
  return page ? { page } : data({ page: undefined }, { status: 404 });
}

type ActionData = { details?: HostFormAnswer; hoursErrors?: Record<string, string>; blockError?: string };

const DONE = {
  saved: { title: "Host saved", description: "Visitors see the change at once." },
  "hours-saved": { title: "Hours saved", description: "Visitors see the new times at once." },
  blocked: { title: "Day off added", description: "No new calls with this host that day." },
  unblocked: { title: "Day off removed", description: "Their hours apply again that day." },
} as const;

export async function action({ request, params, context }: Route.ActionArgs) {
  requireAdmin(context);
  const id = parseUuid(params.id);
  const { form, refused } = await readForm(request, { maxBytes: BODY_LIMITS.availability });
  const change = id === null ? { kind: "gone" as const } : refused ? undefined : await changeHost(id, form);
  const refuse = (description: string, status: number) => {
    setToast(context, { title: "Nothing was changed", description, variant: "destructive" });
    return data<ActionData>({}, { status });
  };
  if (!change) return refuse(refused?.message ?? "That request was not understood.", refused?.status ?? 400);
  switch (change.kind) {
    case "gone":
      return refuse("There is no such host.", 404);
    case "not-understood":
      return refuse("That request was not understood.", 400);
    case "invalid":
      return data<ActionData>({ details: change.answer }, { status: 400 });
    case "hours-invalid":
      setToast(context, {
        title: "Nothing was changed",
        description: "Please fix the highlighted hours.",
        variant: "destructive",
      });
      return data<ActionData>({ hoursErrors: change.errors }, { status: 400 });
    case "block-refused":
      return data<ActionData>({ blockError: change.problem }, { status: 400 });
    default:
      return redirectWithToast(context, `/admin/hosts/${id}`, DONE[change.kind], { status: 303 });
  }
}

export default function AdminHost({ loaderData, actionData }: Route.ComponentProps) {
  const back = (
    <Link to="/admin/hosts" className="text-sm font-semibold text-brand-700 underline">
      All hosts
    </Link>
  );
  const { page } = loaderData;
  if (!page) {
    return (
      <AdminPage title="No such host" actions={back}>
        <p className="text-slate-700">This host does not exist. Pick one from the list of hosts.</p>
      </AdminPage>
    );
  }
  const { host } = page;
  const hoursErrors = actionData?.hoursErrors ?? {};
  return (
    <AdminPage title={host.name} intro="A host of the discovery call. Times are Eastern Time." actions={back}>
      <HostDetailsForm
        key={host.id}
        id="host-details"
        intent="details"
        defaults={{ name: host.name, email: host.email ?? "", meetingUrl: host.meetingUrl ?? "", active: host.active }}
        answer={actionData?.details}
        submitLabel="Save host"
      />
      <HostHoursForm
        own={page.hours.own}
        errors={hoursErrors}
        weeklyHours={
          <WeeklyHoursTable days={page.hours.days} errors={hoursErrors} tick="Works" idPrefix="host-hours" />
        }
      />
      <BlockedDaysSection {...hostBlockedDays} blocked={page.blocked} blockError={actionData?.blockError} />
      <HostCalendars hostId={host.id} />
    </AdminPage>
  );
}
