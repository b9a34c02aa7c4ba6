import { parseWithZod } from "@conform-to/zod/v4";
import { data, type RouterContextProvider } from "react-router";
import { recordConversion } from "~/insights/conversions.server";
import { getDb } from "~/lib/db/client.server";
import { logger } from "~/lib/log.server";
import { BODY_LIMITS } from "~/lib/body-limit.server";
import { readForm } from "~/lib/forms/read-form.server";
import { clientIpContext } from "~/lib/request-context";
import { redirectWithToast, setToast } from "~/lib/toast.server";
import { wakeContactDelivery } from "./delivery.server";
import { wakeOutbox } from "~/outbox/enqueue.server";
import { guardPublicForm } from "~/spam/guard.server";
import { tokenForRefusal } from "~/spam/honeypot.server";
import { storeContactRequest } from "./inbox.server";
import { contactRateLimit } from "./rate-limit.server";
import { contactMessages, contactMessagesFor, isMissingRequired, type ContactMessages } from "./messages.server";
import { contactSchema } from "./schema";
import type { ContactActionData } from "./use-contact-fetcher";

const log = logger("contact");

/**
 * The one action behind every contact form. Invalid input comes back with field errors and the
 * typed values; a stored request redirects back to the form's page with the success toast.
 */
export async function submitContactRequest(request: Request, context: Readonly<RouterContextProvider>) {
  const { form: formData, refused } = await readForm(request, { maxBytes: BODY_LIMITS.contact });
  if (refused) {
    // Not a form body at all (wrong content type, broken encoding) is said as missing fields, never a 500.
    const message = refused.status === 413 ? contactMessages.tooLong : contactMessages.missingFields;
    setToast(context, { ...message, variant: "destructive" });
    return data<ContactActionData>({ result: null }, { status: refused.status });
  }
  const messages = contactMessagesFor(formData);
  const submission = parseWithZod(formData, { schema: contactSchema });

  if (submission.status !== "success") {
    setToast(context, { ...refusalMessage(formData, submission.error, messages), variant: "destructive" });
    return data<ContactActionData>(
      { result: submission.reply(), formToken: tokenForRefusal(formData) },
      { status: 400 },
    );
  }
  const { page, ...input } = submission.value;

  // Only submissions that would be stored reach the gate, so only they count against the limit:
  // it protects the inbox and the e-mail quota, and an invalid one stores and sends nothing. A
  // person correcting a missed field is never locked out by their own mistakes, and a flood of
  // garbage costs no database write. Spam that passes validation counts, since it is stored.
  const clientIp = context.get(clientIpContext) || null;
  const gate = await guardPublicForm(formData, {
    limit: contactRateLimit,
    clientIp,
    spam: "store",
    log,
    what: "contact",
  });
  // An expired form, or one whose token has brought its allowance of requests, is as likely a
  // person's (a tab left open, a shared page) as a script's: nothing is stored, what they typed
  // comes back with a fresh token, and pressing Send again works.
  if (gate.kind === "stale") {
    setToast(context, { ...messages.expired, variant: "destructive" });
    return data<ContactActionData>(
      { result: submission.reply({ formErrors: [messages.expired.description] }), formToken: gate.formToken },
      { status: 400 },
    );
  }
  if (gate.kind === "limited") {
    setToast(context, { ...contactMessages.rateLimited, variant: "destructive" });
    return data<ContactActionData>(
      {
        result: submission.reply({ formErrors: [contactMessages.rateLimited.description] }),
        formToken: gate.formToken,
      },
      { status: 429, headers: { "Retry-After": String(gate.retryAfterSeconds) } },
    );
  }

  // Suspected spam is stored like any request (a person caught by mistake is not lost) but never
  // e-mailed, and answered with the same success: a bot learns nothing about what gave it away.
  const spam = gate.spam;
  try {
    const { id, leadId } = await storeContactRequest(input, { page, clientIp, spam: Boolean(spam) });
    if (spam) log.info("contact request stored as spam", { id, page, reason: spam });
    else log.info("contact request stored", { id, page });
    // Not awaited, and never failing: the visitor's answer does not wait for the insights. Spam
    // too: a person caught by mistake keeps the visit that brought them once staff release the
    // lead, and the report leaves out the conversions of leads held as spam.
    void recordConversion(getDb(), { kind: "contact_stored", from: { request, context }, leadId });
  } catch (error) {
    log.error("could not store a contact request", { error: error as Error });
    setToast(context, { ...messages.failed, variant: "destructive" });
    return data<ContactActionData>(
      { result: submission.reply(), formToken: tokenForRefusal(formData) },
      { status: 503 },
    );
  }
  if (!spam) {
    wakeContactDelivery();
    // The visitor's acknowledgement and staff's new-lead alert (app/leads/alerts.server.ts), queued
    // with the request.
    wakeOutbox();
  }

  // X-Remix-Replace: a script-driven send (the modal's fetcher) comes back to the page it is on;
  // replacing keeps that from stacking a second history entry for the same page.
  return redirectWithToast(context, page, messages.sent, { status: 303, headers: { "X-Remix-Replace": "true" } });
}

/** The toast of a submission the schema refused: what is missing, what to fix, or a page not ours. */
function refusalMessage(
  formData: FormData,
  errors: Record<string, unknown> | null | undefined,
  messages: ContactMessages,
) {
  if (isMissingRequired(formData)) return messages.missingFields;
  const refused = Object.keys(errors ?? {});
  if (refused.length > 0 && refused.every((field) => field === "page")) return messages.badPage;
  return messages.invalidFields;
}
