import { data, Link } from "react-router";
import { AdminPage, LoadError, adminHeaders, adminMeta } from "~/admin/admin-page";
import { requireAdmin } from "~/auth/guard.server";
import { changeLead, LEAD_CONFLICT, loadLeadPage, NO_ANSWER } from "~/leads/lead-page.server";
import { LeadWorkspace } from "~/leads/lead-workspace";
import type { WorkflowActionData } from "~/leads/workflow-forms";
import { BODY_LIMITS } from "~/lib/body-limit.server";
import { readForm } from "~/lib/forms/read-form.server";
import { parseUuid } from "~/lib/route-params";
import { redirectWithToast, setToast } from "~/lib/toast.server";
import type { Route } from "./+types/admin.leads.$id";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  adminMeta(loaderData?.state === "ok" ? `Lead: ${loaderData.lead.name}` : "Lead");
export const headers: Route.HeadersFunction = adminHeaders;

export async function loader({ params, context }: Route.LoaderArgs) {
  requireAdmin(context);
  const id = parseUuid(params.id);
  if (id === null) return data({ state: "missing" as const }, { status: 404 });
  const page = await loadLeadPage(id);
  if (page.state !== "ok") return data(page, { status: page.state === "missing" ? 404 : 503 });
  return page;
}

const DONE = {
  status: { title: "Status changed", description: "The change is in the lead's history." },
  owner: { title: "Owner set", description: "The change is in the lead's history." },
  note: { title: "Note added", description: "Staff see it with your name and the time." },
  "not-spam": { title: "Delivered", description: "Staff are being e-mailed about it, and it is a new lead now." },
} as const;

export async function action({ request, params, context }: Route.ActionArgs) {
  const admin = requireAdmin(context);
  const id = parseUuid(params.id);
  if (id === null) throw data(null, { status: 404 });
  const { form, refused } = await readForm(request, { maxBytes: BODY_LIMITS.leadForm });
  if (refused) {
    const description = refused.message ?? "What was sent is not a form.";
    setToast(context, { title: "Nothing was changed", description, variant: "destructive" });
    return data(null, { status: refused.status });
  }
  const change = await changeLead(id, admin.email, form);
  const here = `/admin/leads/${id}`;
  switch (change.kind) {
    case "invalid":
      return data<WorkflowActionData>(change.answer, { status: 400 });
    case "failed":
      setToast(context, { title: "Nothing was changed", description: NO_ANSWER, variant: "destructive" });
      return data<WorkflowActionData>(change.answer, { status: 503 });
    case "done":
      return redirectWithToast(context, here, DONE[change.intent], { status: 303 });
    case "unchanged":
      return redirectWithToast(
        context,
        here,
        { title: "Nothing to change", description: "The lead already was so." },
        { status: 303 },
      );
    case "conflict":
      setToast(context, { title: "Not saved: the lead changed", description: LEAD_CONFLICT, variant: "destructive" });
      return data<WorkflowActionData>(change.answer, { status: 409 });
    case "missing":
      setToast(context, { title: "No such lead", description: "It may have been deleted.", variant: "destructive" });
      return data(null, { status: 404 });
  }
}

export default function AdminLead({ loaderData, actionData }: Route.ComponentProps) {
  const back = (
    <Link to="/admin/leads" className="text-sm font-semibold text-brand-700 underline">
      All leads
    </Link>
  );
  if (loaderData.state !== "ok") {
    return (
      <AdminPage title="Lead" actions={back}>
        {loaderData.state === "error" ? (
          <LoadError title="Error fetching the lead" message="The database did not answer. Try again in a moment." />
        ) : (
          <p className="text-slate-700">There is no such lead. It may have been deleted.</p>
        )}
      </AdminPage>
    );
  }
  const { lead, source, owners } = loaderData;
  return (
    <AdminPage title={lead.name} intro={lead.organization ?? lead.email} actions={back}>
      <LeadWorkspace lead={lead} source={source} owners={owners} answer={actionData ?? undefined} />
    </AdminPage>
  );
}
