// Plain data shared by the form in the browser and the schema on the server (no Zod here, so
// none ships to the browser).
import { isMultiLineText, isSingleLine } from "~/lib/typed-text";

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

/** The form's fields in the order a visitor meets them, with the label each one shows. */
export const CONTACT_FIELD_LABELS = {
  name: "Name",
  email: "Email",
  company: "Company",
  phone: "Phone",
  service: "Service",
  message: "Message",
} as const;

export type ContactFieldName = keyof typeof CONTACT_FIELD_LABELS;

/** What is wrong with a field, worded once for the server's schema and the browser's checks. */
export const fieldErrors = {
  required: (label: string) => `${label} is required.`,
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters.`,
  email: "Enter a valid email address.",
  service: "Choose a service from the list.",
  controlCharacter: (label: string) => `${label} contains an invisible control character. Please retype it.`,
} as const;

/** The hidden field (and its one value) by which the modal's form asks for the modal's wording. */
export const CONTACT_VARIANT_FIELD = "variant";
export const MODAL_VARIANT = "modal";

/**
 * The browser's re-check of one field while a visitor corrects it after a refusal: the same
 * words the server used, from the control's own validity, so no schema library ships to the
 * browser. Null when the field now looks right; the server still checks everything on send.
 */
export function fieldProblem(
  name: ContactFieldName,
  value: string,
  validity: Pick<ValidityState, "valueMissing" | "typeMismatch">,
): string | null {
  const label = CONTACT_FIELD_LABELS[name];
  const text = value.trim();
  const required = (REQUIRED_FIELDS as readonly string[]).includes(name);
  if (required && (validity.valueMissing || text === "")) return fieldErrors.required(label);
  if (name === "email" && validity.typeMismatch) return fieldErrors.email;
  if (name === "service")
    return text === "" || (SERVICE_OPTIONS as readonly string[]).includes(text) ? null : fieldErrors.service;
  const max = CONTACT_LIMITS[name];
  if (text.length > max) return fieldErrors.tooLong(label, max);
  const allowed = name === "message" ? isMultiLineText : isSingleLine;
  return allowed(text) ? null : fieldErrors.controlCharacter(label);
}
