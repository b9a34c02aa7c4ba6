// What staff read in a lead alert: the e-mail's subject and variables, and the chat message. Pure:
// no database, no clock of its own.
import { formatDateTime } from "~/lib/time";
import { KIND_LABELS, type LeadKind } from "./kinds";

/** A lead as its alerts describe it. */
export type AlertedLead = {
  id: string;
  kind: LeadKind;
  name: string;
  email: string;
  organization: string | null;
  summary: string;
  receivedAt: Date;
  respondBy: Date;
};

export type LeadAlertKind = "new" | "escalation";

/** The longest summary an alert quotes: the lead's page has the whole of it. */
const SUMMARY_MAX = 500;

function oneLine(text: string, max: number): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

const who = (lead: AlertedLead) => (lead.organization ? `${lead.name} (${lead.organization})` : lead.name);

const leadPageUrl = (siteUrl: string, id: string) => `${siteUrl}/admin/leads/${id}`;

function subjectOf(alert: LeadAlertKind, lead: AlertedLead): string {
  const kind = KIND_LABELS[lead.kind].toLowerCase();
  return alert === "new"
    ? `New ${kind}: ${who(lead)}`
    : `No response yet: ${kind} from ${who(lead)}, due ${formatDateTime(lead.respondBy)}`;
}

/** The variables of the "lead-staff" EmailJS template (docs/configuration.md lists them). */
export function alertEmailParams(alert: LeadAlertKind, lead: AlertedLead, siteUrl: string): Record<string, string> {
  return {
    alert,
    subject: subjectOf(alert, lead),
    kind: KIND_LABELS[lead.kind],
    name: lead.name,
    // The fake EmailJS of the tests steers by it, as for every outbox e-mail.
    email: lead.email,
    organization: lead.organization ?? "",
    summary: oneLine(lead.summary, SUMMARY_MAX),
    received_at: formatDateTime(lead.receivedAt),
    respond_by: formatDateTime(lead.respondBy),
    lead_url: leadPageUrl(siteUrl, lead.id),
  };
}

/**
 * Slack reads `<…>` as links and mentions (`<!channel>`) and `&` as an entity, in any text an
 * incoming webhook posts: a visitor's name must not ping the channel or pose as a link.
 */
export function escapeChatText(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/**
 * The chat message. It names the person, the kind and the due time and links to the lead, but
 * holds neither their e-mail address nor their message: a chat channel reaches more people, and
 * keeps its messages longer, than staff's mailboxes; the lead's page is behind staff sign-in.
 */
export function alertChatText(alert: LeadAlertKind, lead: AlertedLead, siteUrl: string): string {
  const kind = KIND_LABELS[lead.kind];
  const name = oneLine(who(lead), 200);
  const due = formatDateTime(lead.respondBy);
  const headline =
    alert === "new"
      ? `New lead: ${kind} from ${name}. Respond by ${due}.`
      : `No response yet: ${kind} from ${name}, received ${formatDateTime(lead.receivedAt)}, is due by ${due}.`;
  return `${escapeChatText(headline)} ${leadPageUrl(siteUrl, lead.id)}`;
}
