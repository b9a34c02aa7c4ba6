import { z } from "zod";
import { multiLine, singleLine } from "~/lib/typed-text";
import {
  BOOKING_FIELDS,
  BOOKING_LABELS as label,
  BOOKING_LIMITS as limit,
  type BookingErrors,
  type BookingValues,
} from "./fields";
import { CALL_LOCATIONS } from "./location";
import { normalPhoneNumber } from "./phone-number.server";

const text = (name: string, max: number, lines: typeof singleLine) =>
  lines(
    z.string().trim().max(max, `${name} must be at most ${max} characters.`),
    `${name} contains a character that cannot be stored.`,
  );

const required = (name: string, max: number) => text(name, max, singleLine).min(1, `${name} is required.`);
const optional = (name: string, max: number, lines = singleLine) =>
  text(name, max, lines).transform((value) => value || null);

export const PHONE_MESSAGES = {
  needed: "Enter the number we should call.",
  invalid: "Enter a phone number we can dial, e.g. (404) 555-0142, or +44 20 7946 0958 from outside the US.",
  location: "Choose a phone call or a video call.",
} as const;

// A number given is checked whatever the choice (staff may use it for a video call too); it is
// kept written the one way staff dial it.
const phone = optional(label.phone, limit.phone).transform((value, context) => {
  if (value === null) return null;
  const normal = normalPhoneNumber(value);
  if (normal === undefined) context.addIssue({ code: "custom", message: PHONE_MESSAGES.invalid });
  return normal ?? null;
});

const bookingSchema = z.object({
  name: required(label.name, limit.name),
  email: required(label.email, limit.email).pipe(z.email("Enter a valid email address.")),
  organization: optional(label.organization, limit.organization),
  phone,
  location: z.enum(CALL_LOCATIONS, { error: PHONE_MESSAGES.location }),
  topic: optional("Your topic", limit.topic, multiLine),
});

export type BookingInput = z.infer<typeof bookingSchema>;

export type ParsedBookingForm =
  | { ok: true; input: BookingInput; values: BookingValues }
  | { ok: false; errors: BookingErrors; values: BookingValues };

/** The visitor's fields from a posted form: checked, with what they typed either way. */
export function parseBookingForm(form: FormData): ParsedBookingForm {
  const values: BookingValues = {};
  for (const field of BOOKING_FIELDS) {
    const value = form.get(field);
    values[field] = typeof value === "string" ? value.slice(0, limit[field] * 2) : "";
  }
  const result = bookingSchema.safeParse(values);
  const errors: BookingErrors = {};
  for (const issue of result.error?.issues ?? []) {
    const field = issue.path[0] as keyof BookingErrors;
    (errors[field] ??= []).push(issue.message);
  }
  // Outside the schema so it is told together with any other field's complaint, not after them.
  if (values.location === "phone" && !values.phone?.trim()) errors.phone ??= [PHONE_MESSAGES.needed];
  if (result.success && Object.keys(errors).length === 0) return { ok: true, input: result.data, values };
  return { ok: false, errors, values };
}

/** A slot's start as posted: an ISO instant on a whole minute, or nothing usable. */
export function parseStart(value: FormDataEntryValue | null): Date | undefined {
  if (typeof value !== "string" || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:00(\.000)?)?Z$/.test(value)) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}
