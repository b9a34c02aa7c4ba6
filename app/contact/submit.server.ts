import { parseWithZod } from "@conform-to/zod/v4";
import { data, type RouterContextProvider } from "react-router";
import { safeRedirect } from "remix-utils/safe-redirect";
import { logger } from "~/lib/log.server";
import { redirectWithToast, setToast } from "~/lib/toast.server";
import { storeContactRequest } from "./inbox.server";
import { contactMessages, contactMessagesFor, isMissingRequired } from "./fields";
import { contactSchema } from "./schema";

const log = logger("contact");

/**
 * The one action behind every contact form. Invalid input comes back with field errors and the
 * typed values; a stored request redirects back to the form's page with the success toast.
 */
export async function submitContactRequest(request: Request, context: Readonly<RouterContextProvider>) {
  let formData: FormData;
  try {
    formData = await request.formData();
  } catch {
    // Not a form body at all (wrong content type, broken encoding): say so, never a 500.
    setToast(context, { ...contactMessages.missingFields, variant: "destructive" });
    return data({ result: null }, { status: 400 });
  }
  const page = safeRedirect(formData.get("page"), "/contact");
  const messages = contactMessagesFor(formData);
  const submission = parseWithZod(formData, { schema: contactSchema });

  if (submission.status !== "success") {
    setToast(context, {
      ...(isMissingRequired(formData) ? messages.missingFields : messages.invalidFields),
      variant: "destructive",
    });
    return data({ result: submission.reply() }, { status: 400 });
  }

  try {
    const { id } = await storeContactRequest(submission.value, page);
    log.info("contact request stored", { id, page });
  } catch (error) {
    log.error("could not store a contact request", { error: error as Error });
    setToast(context, { ...messages.failed, variant: "destructive" });
    return data({ result: submission.reply() }, { status: 503 });
  }

  // X-Remix-Replace: a script-driven send (the modal's fetcher) comes back to the page it is on;
  // replacing keeps that from stacking a second history entry for the same page.
  return redirectWithToast(context, page, messages.sent, { status: 303, headers: { "X-Remix-Replace": "true" } });
}
