import { eq } from "drizzle-orm";
import type { Database } from "~/lib/db/client.server";
import { getEnv } from "~/lib/env.server";
import { enqueueEmail, enqueueWebhook, withdrawPendingEmails } from "~/outbox/enqueue.server";
import { resolveWebhooks } from "~/outbox/templates.server";
import { alertChatText, alertEmailParams, type AlertedLead, type LeadAlertKind } from "./alert-text";
import { leadOwners } from "./staff.server";
import { leads } from "./tables";

/** The database or a transaction of it: queue in the transaction that records what the alert is about. */
type Executor = Pick<Database, "insert" | "delete">;

/**
 * The outbox keys of a lead's alerts: one e-mail (to a list of staff) and one chat message per
 * alert, so each goes once however many times or instances queue it. Both kinds of one alert
 * share a prefix, which is what withdrawing them takes.
 */
const leadAlertKey = (id: string, alert: LeadAlertKind) => `lead:${id}:${alert}`;
const chatKey = (id: string, alert: LeadAlertKind) => `${leadAlertKey(id, alert)}:webhook`;

/**
 * Staff's addresses: ADMIN_EMAILS with Supabase sign-in. The local password has no address: an
 * empty list, and the e-mail then goes to the recipient the EmailJS template names itself, as
 * every other staff e-mail does.
 */
function staffAddresses(): string[] {
  return leadOwners().filter((owner) => owner.includes("@"));
}

/** The owner when the lead has one with an address, else every member of staff. */
function newLeadRecipients(owner: string | null): string[] {
  return owner?.includes("@") ? [owner] : staffAddresses();
}

async function queueAlert(tx: Executor, alert: LeadAlertKind, lead: AlertedLead, recipients: string[]) {
  const env = getEnv();
  await enqueueEmail(tx, {
    template: "lead-staff",
    key: leadAlertKey(lead.id, alert),
    // EmailJS takes several addresses in one To, separated by commas.
    to: recipients.join(", ") || undefined,
    replyTo: lead.email,
    params: alertEmailParams(alert, lead, env.SITE_URL),
  });
  // Queued only while a webhook is configured: a row no worker may ever send would otherwise wait,
  // and go out stale the day one is set.
  if (resolveWebhooks(env).has("webhook:lead-alert"))
    await enqueueWebhook(tx, {
      webhook: "webhook:lead-alert",
      key: chatKey(lead.id, alert),
      text: alertChatText(alert, lead, env.SITE_URL),
    });
}

/**
 * A lead became one to answer (recorded as new, or released from spam): its owner, or all staff
 * while it has none, hear of it at once. Call wakeOutbox() once the transaction has committed.
 */
export async function queueNewLeadAlert(tx: Executor, lead: AlertedLead & { owner: string | null }) {
  await queueAlert(tx, "new", lead, newLeadRecipients(lead.owner));
}

/** A lead released from spam is a new one now: alert as for a lead just recorded. */
export async function queueReleasedLeadAlert(tx: Pick<Database, "insert" | "delete" | "select">, id: string) {
  const [lead] = await tx
    .select({
      id: leads.id,
      kind: leads.kind,
      name: leads.name,
      email: leads.email,
      organization: leads.organization,
      summary: leads.summary,
      receivedAt: leads.receivedAt,
      respondBy: leads.respondBy,
      owner: leads.owner,
    })
    .from(leads)
    .where(eq(leads.id, id));
  if (lead) await queueNewLeadAlert(tx, lead);
}

/** Three quarters of the lead's time went by without a response: all staff hear of it. */
export async function queueEscalationAlert(tx: Executor, lead: AlertedLead) {
  await queueAlert(tx, "escalation", lead, staffAddresses());
}

/**
 * The lead was answered (or left "new" for good): its alerts not sent yet must not go. One a
 * worker is sending at this very moment may still go out.
 */
export async function withdrawLeadAlerts(tx: Pick<Database, "delete">, id: string) {
  await withdrawPendingEmails(tx, leadAlertKey(id, "new"));
  await withdrawPendingEmails(tx, leadAlertKey(id, "escalation"));
}
