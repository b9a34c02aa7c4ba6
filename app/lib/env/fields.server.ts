import { z } from "zod";

/** Unset and empty both mean "not configured". */
export const blankAsUndefined = z
  .string()
  .optional()
  .transform((value) => value?.trim() || undefined);

export const optionalUrl = blankAsUndefined.pipe(
  z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }).optional(),
);

/** A whole number from a variable, within bounds, with a default when unset or empty. */
export const wholeNumber = (fallback: number, min: number, max: number) =>
  blankAsUndefined.pipe(
    z.coerce
      .number<string | undefined>({ error: "must be a whole number" })
      .int({ error: "must be a whole number" })
      .min(min, { error: `must be at least ${min}` })
      .max(max, { error: `must be at most ${max}` })
      .default(fallback),
  );
