import { z } from "zod";
import { CONTACT_LIMITS, SERVICE_OPTIONS } from "./fields";

const required = (label: string, max: number) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be at most ${max} characters.`);

const optional = (label: string, max: number) =>
  z.string().trim().max(max, `${label} must be at most ${max} characters.`).optional();

/** One schema for the browser's form and the server's action (Conform turns "" into undefined). */
export const contactSchema = z.object({
  name: required("Name", CONTACT_LIMITS.name),
  email: required("Email", CONTACT_LIMITS.email).pipe(z.email("Enter a valid email address.")),
  company: optional("Company", CONTACT_LIMITS.company),
  phone: optional("Phone", CONTACT_LIMITS.phone),
  service: z.enum(SERVICE_OPTIONS, { error: "Choose a service from the list." }).optional(),
  message: required("Message", CONTACT_LIMITS.message),
});

export type ContactInput = z.infer<typeof contactSchema>;
