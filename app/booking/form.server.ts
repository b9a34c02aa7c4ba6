import { z } from "zod";
import { multiLine, singleLine } from "~/lib/typed-text";
import {
  BOOKING_FIELDS,
  BOOKING_LABELS as label,
  BOOKING_LIMITS as limit,
  type BookingErrors,
  type BookingValues,
} from "./fields";

const text = (name: string, max: number, lines: typeof singleLine) =>
  lines(
    z.string().trim().max(max, `${name} must be at most ${max} characters.`),
    `${name} contains a character that cannot be stored.`,
  );

const required = (name: string, max: number) => text(name, max, singleLine).min(1, `${name} is required.`);
const optional = (name: string, max: number, lines = singleLine) =>
  text(name, max, lines).transform((value) => value || null);

const bookingSchema = z.object({
  name: required(label.name, limit.name),
  email: required(label.email, limit.email).pipe(z.email("Enter a valid email address.")),
  organization: optional(label.organization, limit.organization),
  phone: optional(label.phone, limit.phone),
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
  if (result.success) return { ok: true, input: result.data, values };
  const errors: BookingErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof BookingErrors;
    (errors[field] ??= []).push(issue.message);
  }
  return { ok: false, errors, values };
}

/** A slot's start as posted: an ISO instant on a whole minute, or nothing usable. */
export function parseStart(value: FormDataEntryValue | null): Date | undefined {
  if (typeof value !== "string" || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:00(\.000)?)?Z$/.test(value)) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}
