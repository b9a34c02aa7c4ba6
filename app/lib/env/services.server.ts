import { z } from "zod";
import { blankAsUndefined, optionalUrl, wholeNumber } from "./fields.server";

const LOOPBACK_HOSTS = new Set(["127.0.0.1", "localhost", "[::1]"]);

/** https, or plain http to this machine only (a test's fake): the URL's token never crosses a network in clear. */
function isWebhookAddress(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return url.protocol === "https:" || LOOPBACK_HOSTS.has(url.hostname);
}

export const EMAILJS_KEYS = [
  "EMAILJS_SERVICE_ID",
  "EMAILJS_TEMPLATE_ID",
  "EMAILJS_PUBLIC_KEY",
  "EMAILJS_PRIVATE_KEY",
] as const;

/** Outside services and operations: EmailJS and the e-mail sender, the log, metrics, social links. */
export const serviceVariables = {
  // EmailJS delivery of stored requests: all four keys, or none (delivery off).
  EMAILJS_SERVICE_ID: blankAsUndefined,
  EMAILJS_TEMPLATE_ID: blankAsUndefined,
  EMAILJS_PUBLIC_KEY: blankAsUndefined,
  EMAILJS_PRIVATE_KEY: blankAsUndefined,
  // The outbox's templates (app/outbox/templates.server.ts), one per kind of e-mail.
  EMAILJS_ASSESSMENT_TEMPLATE_ID: blankAsUndefined,
  // The visitor's acknowledgement of a contact request; unset, none is sent (not even later).
  EMAILJS_ACK_TEMPLATE_ID: blankAsUndefined,
  EMAILJS_LEAD_TEMPLATE_ID: blankAsUndefined,
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
  // Staff's chat channel (Slack or Teams incoming webhook) for lead alerts. A secret: the
  // messages below never repeat the value.
  LEAD_WEBHOOK_URL: blankAsUndefined.pipe(
    z
      .url({ protocol: /^https?$/, error: "must be an https URL (an incoming webhook)" })
      .refine(isWebhookAddress, {
        error: "must be an https URL (plain http only on this machine: 127.0.0.1, localhost)",
      })
      .optional(),
  ),
  SOCIAL_LINKEDIN_URL: optionalUrl,
  SOCIAL_FACEBOOK_URL: optionalUrl,
  SOCIAL_X_URL: optionalUrl,
  SOCIAL_INSTAGRAM_URL: optionalUrl,
  SOCIAL_YOUTUBE_URL: optionalUrl,
};
