import type { Env } from "~/lib/env.server";

/**
 * Every kind of outbox e-mail, and the environment variable that holds its EmailJS template id.
 * Each kind has its own template because each carries different variables. An e-mail whose
 * template has no id configured stays pending until one is (start-up names the variable).
 */
const OUTBOX_TEMPLATES = {
  "booking-visitor": "EMAILJS_BOOKING_TEMPLATE_ID",
  "booking-staff": "EMAILJS_BOOKING_STAFF_TEMPLATE_ID",
  "assessment-staff": "EMAILJS_ASSESSMENT_TEMPLATE_ID",
  "contact-acknowledgement": "EMAILJS_ACK_TEMPLATE_ID",
  "lead-staff": "EMAILJS_LEAD_TEMPLATE_ID",
} as const satisfies Record<string, keyof Env>;

/**
 * Kinds that are only ever queued while their template is set (the visitor's acknowledgement, the
 * lead alerts to staff):
 * leaving one unset is a choice, not a waiting e-mail, so start-up does not warn about it.
 */
const ONLY_QUEUED_WHEN_SET: ReadonlySet<keyof Env> = new Set(["EMAILJS_ACK_TEMPLATE_ID", "EMAILJS_LEAD_TEMPLATE_ID"]);

export type OutboxTemplate = keyof typeof OUTBOX_TEMPLATES;

/** The EmailJS template id of each configured kind; the variables of the others. */
export function resolveTemplates(env: Env): { ids: Map<string, string>; unconfigured: string[] } {
  const ids = new Map<string, string>();
  const unconfigured: string[] = [];
  for (const [template, variable] of Object.entries(OUTBOX_TEMPLATES) as [string, keyof Env][]) {
    const id = env[variable];
    if (typeof id === "string" && id.length > 0) ids.set(template, id);
    else if (!ONLY_QUEUED_WHEN_SET.has(variable)) unconfigured.push(variable);
  }
  return { ids, unconfigured };
}

/**
 * Chat webhooks the outbox posts to, by the template name their rows carry, and the variable
 * holding each address. A row holds only its text: the address (a secret) stays in the
 * environment, so it is in no table, no backup and no log, and changing it reaches rows waiting.
 */
const OUTBOX_WEBHOOKS = {
  "webhook:lead-alert": "LEAD_WEBHOOK_URL",
} as const satisfies Record<string, keyof Env>;

export type OutboxWebhook = keyof typeof OUTBOX_WEBHOOKS;

/** The address of each configured webhook; one without an address is neither queued nor sent. */
export function resolveWebhooks(env: Env): Map<string, string> {
  const urls = new Map<string, string>();
  for (const [webhook, variable] of Object.entries(OUTBOX_WEBHOOKS) as [string, keyof Env][]) {
    const url = env[variable];
    if (typeof url === "string" && url.length > 0) urls.set(webhook, url);
  }
  return urls;
}
