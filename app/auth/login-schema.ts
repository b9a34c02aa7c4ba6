import { z } from "zod";

// One schema per sign-in form, used by the server and (as HTML constraints) by the form.

export const localPasswordSchema = z.object({
  password: z.string({ error: "Password is required." }).max(1024, { error: "Password is too long." }),
});

export const emailPasswordSchema = z.object({
  email: z.email({ error: "Enter a valid email address." }).max(254, { error: "Email is too long." }),
  password: z.string({ error: "Password is required." }).max(1024, { error: "Password is too long." }),
});

export const mfaCodeSchema = z.object({
  code: z
    .string({ error: "Enter the 6-digit code from your authenticator app." })
    .trim()
    .regex(/^\d{6}$/, { error: "Enter the 6-digit code from your authenticator app." }),
});

export type Intent = "password" | "email-password" | "google" | "mfa";

export type LocalPasswordInput = z.input<typeof localPasswordSchema>;
export type EmailPasswordInput = z.input<typeof emailPasswordSchema>;
export type MfaCodeInput = z.input<typeof mfaCodeSchema>;
