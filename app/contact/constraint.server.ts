import { getZodConstraint } from "@conform-to/zod/v4";
import { contactSchema } from "./schema";

const constraint = getZodConstraint(contactSchema);

export type ContactConstraint = typeof constraint;

/** required / maxLength / type attributes for the contact form, from the one schema. */
export function contactConstraint(): ContactConstraint {
  return constraint;
}
