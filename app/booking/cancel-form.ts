import { z } from "zod";
import { multiLine } from "~/lib/typed-text";
import { CANCEL_REASON_MAX } from "./fields";

// The visitor's confirmation that a call is to be cancelled, with an optional reason: checked by
// this one schema on the server, and given to the page as HTML constraints.

export const cancelFormSchema = z.object({
  intent: z.literal("cancel", { error: "That request was not understood." }),
  reason: multiLine(
    z
      .string()
      .trim()
      .max(CANCEL_REASON_MAX, {
        error: `A reason can be at most ${CANCEL_REASON_MAX.toLocaleString("en-US")} characters.`,
      }),
    "The reason contains a character that cannot be stored.",
  ).optional(),
});

export type CancelFormInput = z.input<typeof cancelFormSchema>;
