import { z } from "zod";
import { ADDRESS_MAX, parseFeedAddress } from "./feed-address";

/** POST /admin/calendars, intent "save": an owner's new private iCal address. */
export const feedAddressSchema = z.object({
  ownerId: z.string().trim().min(1),
  address: z
    .string({ error: "Paste the calendar's private iCal address." })
    .trim()
    .max(ADDRESS_MAX, { error: `An address is at most ${ADDRESS_MAX} characters.` })
    .superRefine((typed, ctx) => {
      const parsed = parseFeedAddress(typed);
      if ("problem" in parsed) ctx.addIssue({ code: "custom", message: parsed.problem });
    }),
});

export type FeedAddressInput = z.input<typeof feedAddressSchema>;
