import path from "node:path";
import type { z } from "zod";
import { EMAILJS_KEYS } from "./services.server";
import type { Variables } from "./variables.server";

const DEV_SESSION_SECRET = "dev-only-session-secret-do-not-use-in-production";

/** Where browsers treat plain http as secure (Secure cookies work), so a trial run may use it. */
const LOOPBACK_HOST = /^(?:localhost|127(?:\.\d{1,3}){3}|\[::1\])$/i;

/** The rules between variables: each names the variable to change. */
export function checkTogether(env: Variables, ctx: z.RefinementCtx<Variables>): void {
  if (env.NODE_ENV === "production" && env.SESSION_SECRET.length === 0) {
    ctx.addIssue({
      code: "custom",
      path: ["SESSION_SECRET"],
      message: "is required in production (generate one with: openssl rand -hex 32)",
    });
  }
  // Production cookies are Secure, and browsers drop Secure cookies sent over http (but on
  // loopback): staff could not stay signed in and toasts would never show.
  if (
    env.NODE_ENV === "production" &&
    env.SITE_URL?.startsWith("http:") &&
    !LOOPBACK_HOST.test(new URL(env.SITE_URL).hostname)
  ) {
    ctx.addIssue({
      code: "custom",
      path: ["SITE_URL"],
      message:
        "must start with https:// when NODE_ENV=production: browsers refuse the site's Secure cookies (staff sign-in, toasts) over plain http. Terminate TLS at a proxy in front of the server; only http://localhost may be used to try the build on this machine",
    });
  }
  if (env.SUPABASE_URL && !env.SUPABASE_ANON_KEY) {
    ctx.addIssue({
      code: "custom",
      path: ["SUPABASE_ANON_KEY"],
      message: "is required when SUPABASE_URL is set (Project Settings > API > anon public key)",
    });
  }
  if (env.SUPABASE_ANON_KEY && !env.SUPABASE_URL) {
    ctx.addIssue({
      code: "custom",
      path: ["SUPABASE_URL"],
      message: "is required when SUPABASE_ANON_KEY is set (https://<project>.supabase.co)",
    });
  }
  if (env.SUPABASE_URL && env.ADMIN_EMAILS.length === 0) {
    ctx.addIssue({
      code: "custom",
      path: ["ADMIN_EMAILS"],
      message: "is required when SUPABASE_URL is set: the comma-separated addresses of the staff allowed into /admin",
    });
  }
  // Two ways in would double what an attacker can try; the local password is for sites without Supabase.
  if (env.SUPABASE_URL && env.ADMIN_PASSWORD) {
    ctx.addIssue({
      code: "custom",
      path: ["ADMIN_PASSWORD"],
      message: "must be unset when SUPABASE_URL is set (staff then sign in through Supabase Auth)",
    });
  }
  if (env.CONTACT_FORM_MAX_AGE_MINUTES * 60 <= env.CONTACT_MIN_FILL_SECONDS) {
    ctx.addIssue({
      code: "custom",
      path: ["CONTACT_FORM_MAX_AGE_MINUTES"],
      message: "must be longer than CONTACT_MIN_FILL_SECONDS, or no form could ever be sent",
    });
  }
  if (env.METRICS_PORT !== undefined && env.METRICS_PORT === env.PORT) {
    ctx.addIssue({
      code: "custom",
      path: ["METRICS_PORT"],
      message: "must differ from PORT (unset it and set METRICS_TOKEN to serve /metrics on the site's port)",
    });
  }
  const missing = EMAILJS_KEYS.filter((key) => !env[key]);
  if (missing.length > 0 && missing.length < EMAILJS_KEYS.length) {
    for (const key of missing) {
      ctx.addIssue({
        code: "custom",
        path: [key],
        message: `is missing: EmailJS delivery needs all of ${EMAILJS_KEYS.join(", ")} (or none of them to turn it off)`,
      });
    }
  }
}

/** The settings as the code uses them: defaults that depend on other variables, and EmailJS as one value. */
export function withDerivedSettings(env: Variables) {
  return {
    ...env,
    isProduction: env.NODE_ENV === "production",
    // Configured: the origin browsers see, so every request's URL is built on it. Unset: each
    // request's own Host (and, from trusted proxies, X-Forwarded-Proto/-Host).
    publicOrigin: env.SITE_URL ? new URL(env.SITE_URL).origin : undefined,
    SITE_URL: (env.SITE_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ""),
    BACKUP_DIR: env.BACKUP_DIR ?? path.join(env.DATA_DIR, "backups"),
    SUPABASE_URL: env.SUPABASE_URL?.replace(/\/+$/, ""),
    SESSION_SECRET: env.SESSION_SECRET.length ? env.SESSION_SECRET : [DEV_SESSION_SECRET],
    emailjs:
      env.EMAILJS_SERVICE_ID && env.EMAILJS_TEMPLATE_ID && env.EMAILJS_PUBLIC_KEY && env.EMAILJS_PRIVATE_KEY
        ? {
            serviceId: env.EMAILJS_SERVICE_ID,
            templateId: env.EMAILJS_TEMPLATE_ID,
            publicKey: env.EMAILJS_PUBLIC_KEY,
            privateKey: env.EMAILJS_PRIVATE_KEY,
          }
        : undefined,
  };
}
