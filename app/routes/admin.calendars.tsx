import { data } from "react-router";
import { AdminPage, adminHeaders, adminMeta } from "~/admin/admin-page";
import { requireAdmin } from "~/auth/guard.server";
import { changeCalendars, loadCalendarsPage } from "~/calendar-sync/admin/calendars.server";
import { CalendarFeeds } from "~/calendar-sync/admin/calendars-view";
import type { SyncOutcome } from "~/calendar-sync/sync.server";
import { BODY_LIMITS } from "~/lib/body-limit.server";
import { readForm } from "~/lib/forms/read-form.server";
import { redirectWithToast, setToast } from "~/lib/toast.server";
import type { Route } from "./+types/admin.calendars";

export const meta: Route.MetaFunction = () => adminMeta("Calendars");
export const headers: Route.HeadersFunction = adminHeaders;

export async function loader({ context }: Route.LoaderArgs) {
  requireAdmin(context);
  return loadCalendarsPage();
}

/** What staff are told after reading a calendar. */
function readToast(label: string, sync: SyncOutcome, saved: boolean) {
  const title = saved ? `${label}: address saved` : label;
  switch (sync.kind) {
    case "synced":
      return { title, description: `Read: ${sync.busy} busy ${sync.busy === 1 ? "time" : "times"} ahead.` };
    case "unchanged":
      return { title, description: "Read: nothing changed since the last read." };
    case "in-progress":
      return { title, description: "It is being read right now; reload the page in a moment." };
    case "no-feed":
      return { title, description: "It has no address to read.", variant: "destructive" as const };
    case "failed":
      return { title, description: `It could not be read: ${sync.error}`, variant: "destructive" as const };
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  requireAdmin(context);
  const { form, refused } = await readForm(request, { maxBytes: BODY_LIMITS.smallForm });
  const refuse = (description: string, status: number) => {
    setToast(context, { title: "Nothing was changed", description, variant: "destructive" });
    return data({ invalid: undefined }, { status });
  };
  if (refused) return refuse(refused.message ?? "That request was not understood.", refused.status);
  const change = await changeCalendars(form);
  const back = (toast: Parameters<typeof redirectWithToast>[2]) =>
    redirectWithToast(context, "/admin/calendars", toast, { status: 303 });
  switch (change.kind) {
    case "invalid":
      setToast(context, {
        title: "Nothing was changed",
        description: "Please fix the address.",
        variant: "destructive",
      });
      return data({ invalid: { ownerId: change.ownerId, result: change.result } }, { status: 400 });
    case "not-understood":
      return refuse("That request was not understood.", 400);
    case "saved":
      return back(readToast(change.label, change.sync, true));
    case "synced":
      return back(readToast(change.label, change.sync, false));
    case "unchanged":
      return back({ title: `${change.label}: same address`, description: "It was already set; nothing changed." });
    case "removed":
      return back({ title: `${change.label}: address removed`, description: "Its busy times no longer apply." });
  }
}

export default function AdminCalendars({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AdminPage
      title="Calendars"
      intro="Staff calendars read from their private iCal addresses, every few minutes: their busy times cannot be booked."
    >
      <CalendarFeeds feeds={loaderData.feeds} invalid={actionData?.invalid} constraint={loaderData.constraint} />
    </AdminPage>
  );
}
