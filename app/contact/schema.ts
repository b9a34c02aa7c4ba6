import { z } from "zod";
import { sameSitePath } from "~/lib/safe-redirect";
import { multiLine, singleLine } from "~/lib/typed-text";
import { CONTACT_FIELD_LABELS as label, CONTACT_LIMITS, SERVICE_OPTIONS, fieldErrors } from "./fields";

/** Where a form that does not say which page it is on sends the visitor back to. */
const DEFAULT_CONTACT_PAGE = "/contact";

/** What the schema says when the hidden `page` field is not a path on this site. */
const PAGE_ERROR = "The page this form was sent from is not a page of this site.";

const required = (name: string, max: number, lines = singleLine) =>
  lines(
    z
      .string({ error: fieldErrors.required(name) })
      .trim()
      .min(1, fieldErrors.required(name))
      .max(max, fieldErrors.tooLong(name, max)),
    fieldErrors.controlCharacter(name),
  );

const optional = (name: string, max: number) =>
  singleLine(z.string().trim().max(max, fieldErrors.tooLong(name, max)), fieldErrors.controlCharacter(name)).optional();

/**
 * The page the visitor is sent back to once the request is stored, so it ends up in a Location
 * header: checked here with everything else, before anything is stored, and kept in the one
 * spelling the safe-redirect helper gives it.
 */
const page = z
  .string()
  .transform((value, ctx) => {
    const path = sameSitePath(value);
    if (path === null) {
      ctx.addIssue({ code: "custom", message: PAGE_ERROR });
      return z.NEVER;
    }
    return path;
  })
  .default(DEFAULT_CONTACT_PAGE);

/** The server's one check of a contact request (Conform turns "" into undefined). */
export const contactSchema = z.object({
  name: required(label.name, CONTACT_LIMITS.name),
  email: required(label.email, CONTACT_LIMITS.email).pipe(z.email(fieldErrors.email)),
  company: optional(label.company, CONTACT_LIMITS.company),
  phone: optional(label.phone, CONTACT_LIMITS.phone),
  service: z.enum(SERVICE_OPTIONS, { error: fieldErrors.service }).optional(),
  message: required(label.message, CONTACT_LIMITS.message, multiLine),
  page,
});

type ContactSubmission = z.infer<typeof contactSchema>;

/** A request as it is stored: the page travels beside it. */
export type ContactInput = Omit<ContactSubmission, "page">;
