import { parseWithZod } from "@conform-to/zod/v4";
import { data, type RouterContextProvider } from "react-router";
import { safeRedirect } from "remix-utils/safe-redirect";
import { logger } from "~/lib/log.server";
import { redirectWithToast, setToast } from "~/lib/toast.server";
import { storeContactRequest } from "./inbox.server";
import { contactMessages, isMissingRequired } from "./fields";
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
  const submission = parseWithZod(formData, { schema: contactSchema });

  if (submission.status !== "success") {
    setToast(context, {
      ...(isMissingRequired(formData) ? contactMessages.missingFields : contactMessages.invalidFields),
      variant: "destructive",
    });
    return data({ result: submission.reply() }, { status: 400 });
  }

  try {
    const { id } = await storeContactRequest(submission.value, page);
    log.info("contact request stored", { id, page });
  } catch (error) {
    log.error("could not store a contact request", { error: error as Error });
    setToast(context, { ...contactMessages.failed, variant: "destructive" });
    return data({ result: submission.reply() }, { status: 503 });
  }

  return redirectWithToast(context, page, contactMessages.sent, { status: 303 });
}
