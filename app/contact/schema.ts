import { z } from "zod";
import { CONTACT_FIELD_LABELS as label, CONTACT_LIMITS, SERVICE_OPTIONS, fieldErrors } from "./fields";

const required = (name: string, max: number) =>
  z
    .string({ error: fieldErrors.required(name) })
    .trim()
    .min(1, fieldErrors.required(name))
    .max(max, fieldErrors.tooLong(name, max));

const optional = (name: string, max: number) =>
  z.string().trim().max(max, fieldErrors.tooLong(name, max)).optional();

/** The server's one check of a contact request (Conform turns "" into undefined). */
export const contactSchema = z.object({
  name: required(label.name, CONTACT_LIMITS.name),
  email: required(label.email, CONTACT_LIMITS.email).pipe(z.email(fieldErrors.email)),
  company: optional(label.company, CONTACT_LIMITS.company),
  phone: optional(label.phone, CONTACT_LIMITS.phone),
  service: z.enum(SERVICE_OPTIONS, { error: fieldErrors.service }).optional(),
  message: required(label.message, CONTACT_LIMITS.message),
});

export type ContactInput = z.infer<typeof contactSchema>;
