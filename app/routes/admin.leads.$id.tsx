import { parseWithZod } from "@conform-to/zod/v4";
import { data, Link } from "react-router";
import { AdminPage, LoadError, adminHeaders, adminMeta } from "~/admin/admin-page";
import { requireAdmin } from "~/auth/guard.server";
import { leadActionSchema } from "~/leads/forms";
import {
  LeadFacts,
  LeadHistory,
  LeadNotes,
  LeadSourceDetail,
  Section,
  type LeadPageData,
} from "~/leads/lead-detail-view";
import { getLead } from "~/leads/query.server";
import { leadSource } from "~/leads/source.server";
import { leadOwners } from "~/leads/staff.server";
import { NoteForm, NotSpamForm, OwnerForm, StatusForm, type WorkflowActionData } from "~/leads/workflow-forms";
import { addNote, changeStatus, markNotSpam, setOwner, type ChangeOutcome } from "~/leads/workflow.server";
import { BODY_LIMITS } from "~/lib/body-limit.server";
import { readForm } from "~/lib/forms/read-form.server";
import { logger } from "~/lib/log.server";
import { parseUuid } from "~/lib/route-params";
import { formatDateTime } from "~/lib/time";
import { redirectWithToast, setToast } from "~/lib/toast.server";
import type { Route } from "./+types/admin.leads.$id";

const log = logger("admin-leads");

export const meta: Route.MetaFunction = ({ loaderData }) =>
  adminMeta(loaderData?.state === "ok" ? `Lead: ${loaderData.lead.name}` : "Lead");
export const headers: Route.HeadersFunction = adminHeaders;

export async function loader({ params, context }: Route.LoaderArgs) {
  requireAdmin(context);
  const id = parseUuid(params.id);
  if (id === null) return data({ state: "missing" as const }, { status: 404 });
  try {
    const lead = await getLead(id);
    if (!lead) return data({ state: "missing" as const }, { status: 404 });
    const source = await leadSource(lead);
    const page: LeadPageData = {
      id: lead.id,
      kind: lead.kind,
      name: lead.name,
      email: lead.email,
      organization: lead.organization,
      summary: lead.summary,
      received: formatDateTime(lead.receivedAt),
      status: lead.status,
      owner: lead.owner,
      delivery: lead.delivery,
      version: lead.version,
      notes: lead.notes.map(({ createdAt, ...note }) => ({ ...note, at: formatDateTime(createdAt) })),
      events: lead.events.map(({ at, ...event }) => ({ ...event, at: formatDateTime(at) })),
    };
    return { state: "ok" as const, lead: page, source, owners: leadOwners() };
  } catch (error) {
    log.error("could not load a lead", { error: error as Error, id });
    return data({ state: "error" as const }, { status: 503 });
  }
}

const DONE = {
  status: { title: "Status changed", description: "The change is in the lead's history." },
  owner: { title: "Owner set", description: "The change is in the lead's history." },
  note: { title: "Note added", description: "Staff see it with your name and the time." },
  "not-spam": { title: "Delivered", description: "Staff are being e-mailed about it, and it is a new lead now." },
} as const;

const CONFLICT =
  "It was changed by someone else after you opened it, so nothing was saved. The page now shows its current state: check it, then try again.";

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
  const owners = leadOwners();
  const submission = parseWithZod(form, { schema: leadActionSchema(owners) });
  const intent =
    (["status", "owner", "note", "not-spam"] as const).find((name) => name === form.get("intent")) ?? "note";
  if (submission.status !== "success") {
    return data<WorkflowActionData>({ intent, lastResult: submission.reply() }, { status: 400 });
  }
  const input = submission.value;
  const actor = admin.email;
  let outcome: ChangeOutcome;
  try {
    outcome =
      input.intent === "status"
        ? await changeStatus(id, {
            actor,
            version: input.version,
            to: input.status,
            note: input.note || undefined,
          })
        : input.intent === "owner"
          ? await setOwner(id, { actor, version: input.version, owner: input.owner || null })
          : input.intent === "not-spam"
            ? await markNotSpam(id, { actor, version: input.version })
            : await addNote(id, { actor, body: input.body });
  } catch (error) {
    log.error("could not change a lead", { error: error as Error, id, intent: input.intent });
    setToast(context, {
      title: "Nothing was changed",
      description: "The database did not answer. Try again in a moment.",
      variant: "destructive",
    });
    return data<WorkflowActionData>(
      { intent, lastResult: submission.reply({ formErrors: ["The database did not answer. Try again in a moment."] }) },
      { status: 503 },
    );
  }
  const here = `/admin/leads/${id}`;
  switch (outcome.kind) {
    case "done":
      return redirectWithToast(context, here, DONE[input.intent], { status: 303 });
    case "unchanged":
      return redirectWithToast(
        context,
        here,
        { title: "Nothing to change", description: "The lead already was so." },
        { status: 303 },
      );
    case "conflict":
      setToast(context, { title: "Not saved: the lead changed", description: CONFLICT, variant: "destructive" });
      return data<WorkflowActionData>(
        { intent, conflict: true, lastResult: submission.reply({ formErrors: [CONFLICT] }) },
        { status: 409 },
      );
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
  const answer = actionData ?? undefined;
  return (
    <AdminPage title={lead.name} intro={lead.organization ?? lead.email} actions={back}>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="space-y-6">
          <Section id="lead-facts-heading" title="At a glance">
            <LeadFacts lead={lead} />
          </Section>
          <Section id="source-heading" title="Everything they sent">
            <LeadSourceDetail source={source} />
          </Section>
        </div>
        <div className="space-y-6">
          {/* Keyed by version: once a change is stored, the forms start afresh from the new state. */}
          {lead.status === "spam" && lead.kind !== "booking" ? (
            <Section id="spam-heading" title="Held as spam">
              <NotSpamForm key={lead.version} version={lead.version} answer={answer} />
            </Section>
          ) : null}
          <Section id="status-heading" title="Move it along">
            <StatusForm key={lead.version} version={lead.version} answer={answer} current={lead.status} />
          </Section>
          <Section id="owner-heading" title="Owner">
            <OwnerForm key={lead.version} version={lead.version} answer={answer} current={lead.owner} owners={owners} />
          </Section>
          <Section id="notes-heading" title="Notes">
            <NoteForm key={lead.version} version={lead.version} answer={answer} />
            <div className="mt-6">
              <LeadNotes notes={lead.notes} />
            </div>
          </Section>
          <Section id="history-heading" title="History">
            <LeadHistory events={lead.events} />
          </Section>
        </div>
      </div>
    </AdminPage>
  );
}
