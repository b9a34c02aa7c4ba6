// Plain data shared by the form in the browser and the schema on the server (no Zod here, so
// none ships to the browser).

export const SERVICE_OPTIONS = [
  "Cloud Solutions",
  "Cybersecurity",
  "Managed IT Services",
  "Digital Transformation",
  "Data & Analytics",
  "Network Infrastructure",
  "Other",
] as const;

/** Limits generous enough for any real message and small enough to keep abuse cheap. */
export const CONTACT_LIMITS = { name: 120, email: 254, company: 160, phone: 40, message: 5000 } as const;

export const REQUIRED_FIELDS = ["name", "email", "message"] as const;

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
} as const;

type Message = { readonly title: string; readonly description: string };
export type ContactMessages = { readonly [K in keyof typeof contactMessages]: Message };

/** SPEC sections 5 and 8: the modal words two of the messages more briefly. */
export const modalContactMessages: ContactMessages = {
  ...contactMessages,
  missingFields: { ...contactMessages.missingFields, description: "Name, Email, and Message are required." },
  failed: { ...contactMessages.failed, description: "There was an error sending your message. Please try again." },
};

/** The hidden field (and its one value) by which the modal's form asks for the modal's wording. */
export const CONTACT_VARIANT_FIELD = "variant";
export const MODAL_VARIANT = "modal";

/** The wording for the form a request came from; anything but the modal's marker gets the page's. */
export function contactMessagesFor(formData: FormData): ContactMessages {
  return formData.get(CONTACT_VARIANT_FIELD) === MODAL_VARIANT ? modalContactMessages : contactMessages;
}

/** True when any of name, email or message is empty: SPEC's "missing fields" case. */
export function isMissingRequired(formData: FormData): boolean {
  return REQUIRED_FIELDS.some((field) => {
    const value = formData.get(field);
    return typeof value !== "string" || value.trim() === "";
  });
}
