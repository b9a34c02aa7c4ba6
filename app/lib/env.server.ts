import { isIP } from "node:net";
import path from "node:path";
import { z } from "zod";
import { site } from "~/content/site";

const DEV_SESSION_SECRET = "dev-only-session-secret-do-not-use-in-production";

/** Unset and empty both mean "not configured". */
const blankAsUndefined = z
  .string()
  .optional()
  .transform((value) => value?.trim() || undefined);

const optionalUrl = blankAsUndefined.pipe(z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }).optional());

/** A whole number from a variable, within bounds, with a default when unset or empty. */
const wholeNumber = (fallback: number, min: number, max: number) =>
  blankAsUndefined.pipe(
    z.coerce
      .number<string | undefined>({ error: "must be a whole number" })
      .int({ error: "must be a whole number" })
      .min(min, { error: `must be at least ${min}` })
      .max(max, { error: `must be at most ${max}` })
      .default(fallback),
  );

/** Where browsers treat plain http as secure (Secure cookies work), so a trial run may use it. */
const LOOPBACK_HOST = /^(?:localhost|127(?:\.\d{1,3}){3}|\[::1\])$/i;

const PROXY_RANGE_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);

/** An address or subnet as Express "trust proxy" reads it: 10.0.0.1, 10.0.0.0/8, 10.0.0.0/255.0.0.0, fd00::/8. */
function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = "", range, ...rest] = entry.split("/");
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (range === undefined) return true;
  if (/^\d{1,3}$/.test(range)) return Number(range) <= (family === 4 ? 32 : 128);
  return family === 4 && isIP(range) === 4;
}

const EMAILJS_KEYS = [
  "EMAILJS_SERVICE_ID",
  "EMAILJS_TEMPLATE_ID",
  "EMAILJS_PUBLIC_KEY",
  "EMAILJS_PRIVATE_KEY",
] as const;

const schema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    HOST: z.string().trim().min(1).default("0.0.0.0"),
    PORT: z.coerce.number({ error: "must be a port number" }).int().min(1).max(65535).default(3000),
    // The public address: also the origin of every request's URL, so it names no path.
    SITE_URL: optionalUrl.refine((url) => url === undefined || /^https?:\/\/[^/?#]+\/?$/i.test(url), {
      error: "must be the site's address without a path, query or fragment (https://www.example.com)",
    }),
    DATABASE_URL: blankAsUndefined.pipe(
      z
        .url({ protocol: /^postgres(ql)?$/, error: "must be a postgres:// or postgresql:// URL" })
        .refine((url) => URL.canParse(url) && /^[a-z0-9._-]+$|^\[[0-9a-f:.]+\]$/i.test(new URL(url).hostname), {
          error: "must name a valid host, as in postgresql://user:password@host:5432/database",
        })
        .optional(),
    ),
    // Which proxies may set X-Forwarded-For (Express "trust proxy"): unset trusts none, so the
    // client IP is the TCP peer. Behind one reverse proxy, "1" or its address ("loopback").
    TRUST_PROXY: blankAsUndefined
      .refine(
        (value) =>
          value === undefined ||
          /^(?:true|false|\d+)$/.test(value) ||
          value.split(",").every((entry) => isProxyAddress(entry.trim())),
        {
          error:
            'must be the number of proxies in front (1), "loopback", or the proxies\' addresses or subnets separated by commas (10.0.0.0/8, fd00::/8)',
        },
      )
      .transform((value): boolean | number | string => {
        if (value === undefined || value === "false") return false;
        if (value === "true") return true;
        return /^\d+$/.test(value) ? Number(value) : value;
      }),
    DATA_DIR: z.string().trim().min(1).default("./data"),
    // Where npm run backup writes (docs/operations.md); unset: DATA_DIR/backups.
    BACKUP_DIR: blankAsUndefined,
    // The automatic backup (app/backup/nightly.server.ts): the hour of the night it is made, in
    // the business's time zone, or "off"; and how many daily, weekly and monthly backups are kept.
    BACKUP_SCHEDULE: blankAsUndefined.transform((value, ctx): { hour: number } | "off" => {
      const text = (value ?? "3").toLowerCase();
      if (text === "off") return "off";
      if (/^\d{1,2}$/.test(text) && Number(text) <= 23) return { hour: Number(text) };
      ctx.addIssue({
        code: "custom",
        message: `must be an hour of the day from 0 to 23 (Eastern time, ${site.timeZone}), or "off"`,
      });
      return z.NEVER;
    }),
    BACKUP_KEEP_DAILY: wholeNumber(7, 1, 3_650),
    BACKUP_KEEP_WEEKLY: wholeNumber(4, 0, 520),
    BACKUP_KEEP_MONTHLY: wholeNumber(12, 0, 1_200),
    EMBEDDED_PG_USER: z.string().trim().min(1).default("postgres"),
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
    // "off" skips the sample blog posts written into an empty database at first start.
    BLOG_SEED: blankAsUndefined
      .transform((value) => value?.toLowerCase())
      .pipe(z.enum(["on", "off"], { error: 'must be "on" or "off"' }).default("on")),
    // Contact requests: a per-IP limit on stored requests, the least time a person takes to fill
    // the form, and how long requests are kept (the privacy policy states this period).
    CONTACT_RATE_LIMIT_MAX: wholeNumber(5, 1, 1_000_000),
    CONTACT_RATE_LIMIT_WINDOW_MINUTES: wholeNumber(10, 1, 24 * 60),
    CONTACT_MIN_FILL_SECONDS: wholeNumber(3, 0, 3_600),
    // The form's hidden token: how long after the page was rendered it may still be sent (hours,
    // so a slow visitor is fine), and how many requests one token may bring (a shared page's
    // token serves every visitor of its few seconds).
    CONTACT_FORM_MAX_AGE_MINUTES: wholeNumber(240, 1, 7 * 24 * 60),
    CONTACT_FORM_MAX_USES: wholeNumber(3, 1, 1_000_000),
    CONTACT_RETENTION_DAYS: wholeNumber(365, 1, 36_500),
    // Booking the discovery call: a per-IP limit on bookings made (moves and cancellations through
    // the manage link are not counted), and the EmailJS templates of the visitor's and the staff's
    // booking e-mails (app/outbox/templates.server.ts); without one, those e-mails wait, stored.
    BOOKING_RATE_LIMIT_MAX: wholeNumber(5, 1, 1_000_000),
    BOOKING_RATE_LIMIT_WINDOW_MINUTES: wholeNumber(60, 1, 24 * 60),
    EMAILJS_BOOKING_TEMPLATE_ID: blankAsUndefined,
    EMAILJS_BOOKING_STAFF_TEMPLATE_ID: blankAsUndefined,
    // The free IT audit: a per-IP limit on finished audits (drafts started: ten times as many),
    // and how long an unfinished draft is kept after its last change (the privacy policy says so).
    ASSESSMENT_RATE_LIMIT_MAX: wholeNumber(5, 1, 1_000_000),
    ASSESSMENT_RATE_LIMIT_WINDOW_MINUTES: wholeNumber(60, 1, 24 * 60),
    ASSESSMENT_DRAFT_RETENTION_DAYS: wholeNumber(30, 1, 3_650),
    // Memory for anonymous pages rendered once and shared (server/page-cache); 0 turns it off.
    PAGE_CACHE_MAX_MB: wholeNumber(64, 0, 4_096),
    // How long a CDN in front may answer from its own copy of a shared page (s-maxage, and as long
    // again stale while it revalidates); 0 makes it revalidate every time.
    PAGE_CACHE_CDN_SECONDS: wholeNumber(0, 0, 86_400),
    // EmailJS delivery of stored requests: all four keys, or none (delivery off).
    EMAILJS_SERVICE_ID: blankAsUndefined,
    EMAILJS_TEMPLATE_ID: blankAsUndefined,
    EMAILJS_PUBLIC_KEY: blankAsUndefined,
    EMAILJS_PRIVATE_KEY: blankAsUndefined,
    // The outbox's templates (app/outbox/templates.server.ts), one per kind of e-mail.
    EMAILJS_ASSESSMENT_TEMPLATE_ID: blankAsUndefined,
    EMAIL_SEND_TIMEOUT_SECONDS: wholeNumber(10, 1, 300),
    EMAIL_MAX_ATTEMPTS: wholeNumber(8, 1, 100),
    EMAIL_RETRY_BASE_SECONDS: wholeNumber(120, 1, 86_400),
    // The log: the lowest level written, and JSON lines or text (app/lib/log.server.ts reads them;
    // validated here so a misspelt value stops the start instead of being ignored).
    LOG_LEVEL: blankAsUndefined.pipe(
      z.enum(["debug", "info", "warn", "error"], { error: 'must be "debug", "info", "warn" or "error"' }).optional(),
    ),
    LOG_FORMAT: blankAsUndefined.pipe(z.enum(["json", "text"], { error: 'must be "json" or "text"' }).optional()),
    // Prometheus metrics (server/metrics): off unless one of these is set. A port of their own,
    // which a firewall keeps private, and/or a bearer token for /metrics.
    METRICS_PORT: blankAsUndefined.pipe(
      z.coerce
        .number<string>({ error: "must be a port number" })
        .int({ error: "must be a port number" })
        .min(1, { error: "must be a port number" })
        .max(65535, { error: "must be a port number" })
        .optional(),
    ),
    METRICS_TOKEN: blankAsUndefined.pipe(
      z
        .string()
        .min(32, { error: "must be at least 32 characters (generate one with: openssl rand -hex 32)" })
        .optional(),
    ),
    SOCIAL_LINKEDIN_URL: optionalUrl,
    SOCIAL_FACEBOOK_URL: optionalUrl,
    SOCIAL_X_URL: optionalUrl,
    SOCIAL_INSTAGRAM_URL: optionalUrl,
    SOCIAL_YOUTUBE_URL: optionalUrl,
  })
  .superRefine((env, ctx) => {
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
  })
  .transform((env) => ({
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
  }));

export type Env = z.infer<typeof schema>;

/** Every variable the server reads: .env.example and the table of docs/configuration.md list each (a test checks). */
export const CONFIG_VARIABLES = Object.keys(schema.in.shape);

export class ConfigError extends Error {
  override name = "ConfigError";
}

/** Validates the environment; the message names every offending variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = schema.safeParse(source);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => {
    const variable = issue.path.join(".") || "(environment)";
    return `  ${variable}: ${issue.message}`;
  });
  throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
}

let current: Env | undefined;

export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  current = parseEnv(source);
  return current;
}

export function getEnv(): Env {
  // Unit tests and scripts that never called loadEnv get the same validated defaults.
  current ??= parseEnv(process.env);
  return current;
}
