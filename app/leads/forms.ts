import { z } from "zod";
import { LEAD_STATUSES } from "./kinds";

// The lead page's forms, checked by one schema on the server and given to the page as HTML
// constraints. Each form names itself with `intent` and carries the lead's version (updated_at)
// so a change made meanwhile by someone else is refused instead of overwritten.

export const NOTE_MAX_LENGTH = 4000;

const version = z.string({ error: "Reload the page and try again." }).regex(/^\d{4}-\d{2}-\d{2}T[\d:.]+Z$/, {
  error: "Reload the page and try again.",
});

const note = z
  .string()
  .trim()
  .max(NOTE_MAX_LENGTH, { error: `A note can be at most ${NOTE_MAX_LENGTH.toLocaleString("en-US")} characters.` });

const statusFormSchema = z.object({
  intent: z.literal("status"),
  version,
  status: z.enum(LEAD_STATUSES, { error: "Choose a status from the list." }),
  note: note.optional(),
});

const noteFormSchema = z.object({
  intent: z.literal("note"),
  version,
  body: note.min(1, { error: "Write the note first." }),
  /** The note records a reply to the person (by phone or e-mail): it stops the response clock. */
  reply: z.boolean().optional(),
});

/** "Not spam": deliver a lead held as spam and make it new. */
const notSpamFormSchema = z.object({ intent: z.literal("not-spam"), version });

/** The owner form: one of the staff, or "" for nobody. */
function ownerFormSchema(staff: readonly string[]) {
  return z.object({
    intent: z.literal("owner"),
    version,
    owner: z
      .string()
      .trim()
      .toLowerCase()
      .optional()
      .refine((value) => !value || staff.includes(value), { error: "Choose an owner among the staff." }),
  });
}

export function leadActionSchema(staff: readonly string[]) {
  return z.discriminatedUnion("intent", [statusFormSchema, noteFormSchema, ownerFormSchema(staff), notSpamFormSchema], {
    error: "That form was not understood. Reload the page and try again.",
  });
}

export type StatusFormInput = z.input<typeof statusFormSchema>;
/** As the form sends it: a ticked box is "on". */
export type NoteFormInput = Omit<z.input<typeof noteFormSchema>, "reply"> & { reply?: string };
export type OwnerFormInput = z.input<ReturnType<typeof ownerFormSchema>>;
