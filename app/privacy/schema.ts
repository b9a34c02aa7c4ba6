import { z } from "zod";
import { normalizeAddress } from "./address";

// One schema per form of /admin/privacy, used by the server and (as HTML constraints) by the form.

const address = z
  .string({ error: "Enter the email address the request is about." })
  .trim()
  .max(254, { error: "An email address is at most 254 characters." })
  .pipe(z.email({ error: "Enter a valid email address, like name@example.com." }));

/** GET /admin/privacy?email=…: whose data to look for. */
export const lookupSchema = z.object({ email: address });

const REFERENCE_MAX = 200;

/** POST /admin/privacy: delete everything for `email`, confirmed by typing it again. */
export const eraseSchema = z
  .object({
    email: address,
    confirm: z.string({ error: "Type the email address again to confirm." }).trim(),
    reference: z
      .string()
      .trim()
      .max(REFERENCE_MAX, { error: `A reference is at most ${REFERENCE_MAX} characters.` })
      .optional(),
  })
  .refine((value) => normalizeAddress(value.confirm) === normalizeAddress(value.email), {
    path: ["confirm"],
    error: "This is not the same address. Type the address shown above to confirm.",
  });

export type EraseInput = z.input<typeof eraseSchema>;
