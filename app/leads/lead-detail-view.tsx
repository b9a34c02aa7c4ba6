import type { ReactNode } from "react";
import { AssessmentLeadSourceView } from "~/assessment/lead-source-view";
import { BookingLeadSourceView } from "~/booking/lead-source-view";
import { Facts } from "~/components/ui/facts";
import { ContactLeadSourceView } from "~/contact/lead-source-view";
import { DeliveryBadge, LeadStatusBadge, type DeliveryState } from "./badges";
import { ClockBadge } from "./clock-badge";
import type { ClockLabel } from "./clock-wording";
import { KIND_LABELS, STATUS_LABELS, type LeadEventKind, type LeadKind, type LeadStatus } from "./kinds";
import type { LeadSourceView } from "./source.server";

/** A lead as its page shows it, times formatted on the server (Eastern). */
export type LeadPageData = {
  id: string;
  kind: LeadKind;
  name: string;
  email: string;
  organization: string | null;
  summary: string;
  /** How the lead came: the visit's source, entry page and conversions, in words. */
  origin: string;
  received: string;
  /** The response clock: its due time (Eastern) and where it stood when the page was made. */
  respondBy: string;
  clock: ClockLabel | null;
  status: LeadStatus;
  owner: string | null;
  delivery: DeliveryState;
  version: string;
  notes: { id: number; author: string; body: string; at: string }[];
  events: { id: number; actor: string; at: string; what: LeadEventKind; from: string | null; to: string | null }[];
};

export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id={id} className="text-lg font-bold text-brand-900">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

export function LeadFacts({ lead }: { lead: LeadPageData }) {
  return (
    <Facts
      items={[
        ["Kind", KIND_LABELS[lead.kind]],
        ["Name", lead.name],
        [
          "E-mail",
          <a key="email" className="text-brand-700 underline" href={`mailto:${lead.email}`}>
            {lead.email}
          </a>,
        ],
        ["Organization", lead.organization ?? "Not given"],
        ["Received", lead.received],
        [
          "Came from",
          <span key="origin" className="[overflow-wrap:anywhere]" data-testid="lead-origin">
            {lead.origin}
          </span>,
        ],
        [
          "Respond by",
          <span key="clock" className="flex flex-wrap items-center gap-2" data-testid="lead-clock">
            <span>{lead.respondBy}</span>
            <ClockBadge clock={lead.clock} />
          </span>,
        ],
        ["Status", <LeadStatusBadge key="status" status={lead.status} />],
        ["Owner", lead.owner ?? "Nobody yet"],
        ["E-mail to staff", <DeliveryBadge key="delivery" state={lead.delivery} />],
        [
          "What they asked",
          <span key="summary" className="whitespace-pre-line">
            {lead.summary}
          </span>,
        ],
      ]}
    />
  );
}

/** The source row in full: the message, the booking, or the audit's answers and scores. */
export function LeadSourceDetail({ source }: { source: LeadSourceView }) {
  switch (source.kind) {
    case "contact":
      return <ContactLeadSourceView contact={source.contact} />;
    case "booking":
      return <BookingLeadSourceView booking={source.booking} />;
    case "assessment":
      return <AssessmentLeadSourceView assessment={source.assessment} />;
    case "gone":
      return <p className="text-slate-700">The original record was deleted; only the lead's own fields remain.</p>;
  }
}

function describeEvent(event: LeadPageData["events"][number]): string {
  const status = (value: string | null) => (value ? (STATUS_LABELS[value as LeadStatus] ?? value) : "none");
  switch (event.what) {
    case "created":
      return `Lead received (status ${status(event.to)})`;
    case "status":
      return `Status changed from ${status(event.from)} to ${status(event.to)}`;
    case "owner":
      return `Owner changed from ${event.from ?? "nobody"} to ${event.to ?? "nobody"}`;
    case "note":
      return "Note added";
    case "reply":
      return "Reply logged (note added)";
  }
}

export function LeadNotes({ notes }: { notes: LeadPageData["notes"] }) {
  if (notes.length === 0) return <p className="text-sm text-slate-700">No notes yet.</p>;
  return (
    <ol className="space-y-4" aria-label="Notes, newest first">
      {notes.map((note) => (
        <li key={note.id} className="rounded-md border border-slate-200 bg-slate-50 p-3" data-note-id={note.id}>
          <p className="text-xs text-slate-600">
            <span className="font-semibold text-slate-800">{note.author}</span>, {note.at}
          </p>
          <p className="mt-1 text-sm whitespace-pre-line break-words text-slate-900">{note.body}</p>
        </li>
      ))}
    </ol>
  );
}

export function LeadHistory({ events }: { events: LeadPageData["events"] }) {
  return (
    <ol className="space-y-3 border-l-2 border-slate-200 pl-4" aria-label="History, newest first">
      {events.map((event) => (
        <li key={event.id} data-event={event.what}>
          <p className="text-sm text-slate-900">{describeEvent(event)}</p>
          <p className="text-xs text-slate-600">
            by <span className="font-semibold">{event.actor}</span>, {event.at}
          </p>
        </li>
      ))}
    </ol>
  );
}
