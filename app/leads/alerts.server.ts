import { eq, sql } from "drizzle-orm";
import type { Database } from "~/lib/db/client.server";
import { getEnv } from "~/lib/env.server";
import { deleteOutboxEmails, enqueueEmail, enqueueWebhook, withdrawPendingEmails } from "~/outbox/enqueue.server";
import { emailOutbox } from "~/outbox/tables";
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
  // Queued only while its template is set, as the chat message below: an alert that goes out days
  // later, the day someone sets it, would only be noise.
  if (env.EMAILJS_LEAD_TEMPLATE_ID)
    await enqueueEmail(tx, {
      template: "lead-staff",
      key: leadAlertKey(lead.id, alert),
      // EmailJS takes several addresses in one To, separated by commas.
      to: recipients.join(", ") || undefined,
      replyTo: lead.email,
      params: alertEmailParams(alert, lead, env.SITE_URL),
    });
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

/** What an alert reads of a lead (AlertedLead). */
export const alertedLeadColumns = {
  id: leads.id,
  kind: leads.kind,
  name: leads.name,
  email: leads.email,
  organization: leads.organization,
  summary: leads.summary,
  receivedAt: leads.receivedAt,
  respondBy: leads.respondBy,
};

/** A lead released from spam is a new one now: alert as for a lead just recorded. */
export async function queueReleasedLeadAlert(tx: Pick<Database, "insert" | "delete" | "select">, id: string) {
  const [lead] = await tx
    .select({ ...alertedLeadColumns, owner: leads.owner })
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

/**
 * Removes every alert about the leads of this address (lower case), sent or not: for a privacy
 * erasure, before the leads go with their sources. Returns how many went.
 */
export async function deleteLeadAlertsOf(tx: Pick<Database, "select" | "delete">, address: string): Promise<number> {
  const rows = await tx
    .select({ id: leads.id })
    .from(leads)
    .where(sql`lower(${leads.email}) = ${address}`);
  let deleted = 0;
  for (const row of rows) deleted += await deleteOutboxEmails(tx, `lead:${row.id}:`);
  return deleted;
}

/**
 * Removes the alerts of leads that are gone (their source aged out by retention, the lead with
 * it), sent or not: they quote the person's name, address and words.
 * Returns how many went.
 */
export async function deleteOrphanLeadAlerts(tx: Pick<Database, "execute">): Promise<number> {
  const result = await tx.execute(sql`
    delete from ${emailOutbox}
    where ${emailOutbox.key} like 'lead:%'
      and not exists (select 1 from ${leads} where ${leads.id}::text = split_part(${emailOutbox.key}, ':', 2))`);
  return result.rowCount ?? 0;
}
