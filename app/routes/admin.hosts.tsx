import { data } from "react-router";
import { AdminPage, adminHeaders, adminMeta } from "~/admin/admin-page";
import { requireAdmin } from "~/auth/guard.server";
import { addHostFromForm, type HostFormAnswer } from "~/hosts/admin/host-changes.server";
import { HostDetailsForm } from "~/hosts/admin/host-details-form";
import { HostsList } from "~/hosts/admin/hosts-list";
import { listHosts } from "~/hosts/hosts.server";
import { BODY_LIMITS } from "~/lib/body-limit.server";
import { readForm } from "~/lib/forms/read-form.server";
import { redirectWithToast, setToast } from "~/lib/toast.server";
import type { Route } from "./+types/admin.hosts";

export const meta: Route.MetaFunction = () => adminMeta("Hosts");
export const headers: Route.HeadersFunction = adminHeaders;

export async function loader({ context }: Route.LoaderArgs) {
  requireAdmin(context);
  return { hosts: await listHosts() };
}

export async function action({ request, context }: Route.ActionArgs) {
  requireAdmin(context);
  const { form, refused } = await readForm(request, { maxBytes: BODY_LIMITS.smallForm });
  if (refused || form.get("intent") !== "add") {
    const description = refused?.message ?? "That request was not understood.";
    setToast(context, { title: "Nothing was changed", description, variant: "destructive" });
    return data<HostFormAnswer | null>(null, { status: refused?.status ?? 400 });
  }
  const outcome = await addHostFromForm(form);
  if (outcome.kind === "invalid") return data<HostFormAnswer | null>(outcome.answer, { status: 400 });
  return redirectWithToast(
    context,
    `/admin/hosts/${outcome.host.id}`,
    { title: `${outcome.host.name} added`, description: "Set their hours and days off here." },
    { status: 303 },
  );
}

export default function AdminHosts({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AdminPage
      title="Hosts"
      intro="Who takes discovery calls. A time is offered while any active host is free; each call goes to the free host with the fewest calls to come."
    >
      <HostsList hosts={loaderData.hosts} />
      <section aria-labelledby="add-host-heading" className="mt-12 border-t border-slate-200 pt-8">
        <h2 id="add-host-heading" className="mb-4 text-lg font-semibold text-brand-900">
          Add a host
        </h2>
        <HostDetailsForm
          id="add-host"
          intent="add"
          defaults={{ name: "", email: "", meetingUrl: "", active: true }}
          answer={actionData ?? undefined}
          submitLabel="Add host"
        />
      </section>
    </AdminPage>
  );
}
