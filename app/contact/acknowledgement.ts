import { site } from "~/content/site";
import type { ContactInput } from "./schema";

// ICU puts a narrow no-break space before AM/PM; a plain space reads (and copies) the same.
const clean = (text: string) => text.replace(/\u202f/g, " ");
const timeFormat = new Intl.DateTimeFormat("en-US", { timeZone: site.timeZone, hour: "numeric", minute: "2-digit" });
const dayFormat = new Intl.DateTimeFormat("en-US", {
  timeZone: site.timeZone,
  weekday: "long",
  month: "long",
  day: "numeric",
});

/**
 * The due time as a visitor reads it: "9:30 AM ET on Monday, December 7". Seconds are dropped,
 * never rounded up, so the time we name is never later than the one staff work to.
 */
export function visitorDueTime(due: Date): string {
  return `${clean(timeFormat.format(due))} ET on ${dayFormat.format(due)}`;
}

/** The outbox key: one acknowledgement per contact request, however often it is queued. */
export function acknowledgementKey(contactRequestId: number): string {
  return `contact:${contactRequestId}:acknowledgement`;
}

/** Every outbox e-mail about one contact request (for deleting what is held about a person). */
export function contactEmailPrefix(contactRequestId: number): string {
  return `contact:${contactRequestId}:`;
}

export type AcknowledgedRequest = Pick<ContactInput, "name" | "email" | "company" | "phone" | "service" | "message">;

/**
 * The acknowledgement template's variables (docs/contact.md): when we will respond, and what they
 * sent, so they can check it and add what they forgot by replying.
 */
export function acknowledgementParams(request: AcknowledgedRequest, due: Date): Record<string, string> {
  const when = visitorDueTime(due);
  return {
    subject: `We have your message: we will respond by ${when}`,
    intro: `Thank you, ${request.name}. We have your message, and someone from ${site.brand} will respond by ${when} (we respond within 2 hours during business hours). To add anything, just reply to this e-mail.`,
    respond_by: when,
    respond_by_utc: due.toISOString(),
    name: request.name,
    email: request.email,
    organization: request.company ?? "",
    phone: request.phone ?? "",
    service: request.service ?? "",
    message: request.message,
  };
}
