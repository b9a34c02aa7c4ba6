// The toasts' wording of every answer to a contact request (docs/product.md, section 4). Only the
// server chooses them, so none of this ships to the browser.
import { CONTACT_LIMITS, CONTACT_VARIANT_FIELD, MODAL_VARIANT, REQUIRED_FIELDS } from "./fields";

export const contactMessages = {
  missingFields: {
    title: "📝 Please fill all required fields.",
    description: "Name, Email, and Message are required to send your message.",
  },
  invalidFields: {
    title: "📝 Please check the highlighted fields.",
    description: "Some of what you entered needs a fix before we can send your message.",
  },
  sent: {
    title: "✅ Message Sent!",
    description: "Thanks for reaching out! We'll get back to you shortly.",
  },
  tooLong: {
    title: "📝 Your message is too long.",
    description: `Please shorten it to ${CONTACT_LIMITS.message.toLocaleString("en-US")} characters or fewer and send it again.`,
  },
  rateLimited: {
    title: "⏳ Too many messages.",
    description: "You've sent several messages in a short time. Please wait a few minutes and try again, or call us.",
  },
  failed: {
    title: "❌ Oops! Something went wrong.",
    description: "There was an error sending your message. Please try again later.",
  },
  // A form kept open for hours, or one page shared by several visitors sending at once: a person
  // is told what to do, and nothing they typed is lost.
  expired: {
    title: "⏳ This form had expired.",
    description: "Nothing was sent, and everything you typed is still here. Please press Send Message again.",
  },
  // Only a script, or a page of the site changed in the browser, sends a page that is not ours.
  badPage: {
    title: "📝 This form could not be sent.",
    description: "Its page address was not valid. Everything you typed is still here. Please press Send Message again.",
  },
} as const;

type Message = { readonly title: string; readonly description: string };
export type ContactMessages = { readonly [K in keyof typeof contactMessages]: Message };

/** The modal words two of the messages more briefly (docs/product.md, section 4). */
export const modalContactMessages: ContactMessages = {
  ...contactMessages,
  missingFields: { ...contactMessages.missingFields, description: "Name, Email, and Message are required." },
  failed: { ...contactMessages.failed, description: "There was an error sending your message. Please try again." },
};

/** The wording for the form a request came from; anything but the modal's marker gets the page's. */
export function contactMessagesFor(formData: FormData): ContactMessages {
  return formData.get(CONTACT_VARIANT_FIELD) === MODAL_VARIANT ? modalContactMessages : contactMessages;
}

/** True when any of name, email or message is empty: the "missing fields" case. */
export function isMissingRequired(formData: FormData): boolean {
  return REQUIRED_FIELDS.some((field) => {
    const value = formData.get(field);
    return typeof value !== "string" || value.trim() === "";
  });
}
