import { z } from "zod";
import { blankAsUndefined, optionalUrl } from "./fields.server";

/** Secrets and staff sign-in: the session's and the API's, Supabase or the local password. */
export const accessVariables = {
  SESSION_SECRET: z
    .string()
    .optional()
    .transform(
      (value) =>
        value
          ?.split(",")
          .map((s) => s.trim())
          .filter(Boolean) ?? [],
    )
    .refine((secrets) => secrets.every((s) => s.length >= 32), {
      error: "each secret must be at least 32 characters (generate one with: openssl rand -hex 32)",
    }),
  // The bearer token of the blog's JSON API (writes, and reading drafts). Unset: writes are off.
  API_TOKEN: blankAsUndefined.pipe(
    z
      .string()
      .min(32, { error: "must be at least 32 characters (generate one with: openssl rand -hex 32)" })
      .optional(),
  ),
  // Staff sign-in through Supabase Auth: both or neither (checked below).
  SUPABASE_URL: optionalUrl,
  SUPABASE_ANON_KEY: blankAsUndefined,
  // Who is an admin when staff sign in through Supabase: comma-separated addresses, any case.
  ADMIN_EMAILS: blankAsUndefined.transform((value, ctx) => {
    const emails = (value ?? "")
      .split(",")
      .map((e) => e.trim().toLowerCase())
      .filter(Boolean);
    for (const email of emails) {
      if (!z.email().safeParse(email).success) {
        ctx.addIssue({
          code: "custom",
          message: `"${email}" is not an email address (expected a comma-separated list)`,
        });
      }
    }
    return emails;
  }),
  // The local admin password, used only when Supabase is not configured.
  ADMIN_PASSWORD: blankAsUndefined.pipe(
    z
      .string()
      .min(12, { error: "must be at least 12 characters (generate one with: openssl rand -base64 18)" })
      .optional(),
  ),
};
