import { getDb } from "~/lib/db/client.server";
import type { Env } from "~/lib/env.server";
import { logger } from "~/lib/log.server";
import { DeliveryWorker } from "./delivery-worker.server";
import { emailJsSender } from "./email.server";

const log = logger("contact-delivery");
let worker: DeliveryWorker | undefined;

/**
 * Starts the e-mail worker of this process (server/app.ts, after migrations). Without EmailJS
 * keys the site still takes requests: they are stored and stay pending until delivery is
 * configured, and the first start with keys sends them.
 */
export function startContactDelivery(env: Env): { stop(): Promise<void> } {
  if (!env.emailjs) {
    log.warn(
      "e-mail delivery is off (EMAILJS_SERVICE_ID, EMAILJS_TEMPLATE_ID, EMAILJS_PUBLIC_KEY, EMAILJS_PRIVATE_KEY are not set): contact requests are stored and stay pending",
    );
    return { stop: async () => {} };
  }
  const sendTimeoutMs = env.EMAIL_SEND_TIMEOUT_SECONDS * 1000;
  const current = new DeliveryWorker({
    db: getDb(),
    send: emailJsSender(env.emailjs, env.SITE_URL, sendTimeoutMs),
    sendTimeoutMs,
    maxAttempts: env.EMAIL_MAX_ATTEMPTS,
    retryBaseSeconds: env.EMAIL_RETRY_BASE_SECONDS,
    log,
  });
  worker = current;
  current.start();
  log.info("e-mail delivery through EmailJS is on", {
    service: env.emailjs.serviceId,
    template: env.emailjs.templateId,
    timeoutSeconds: env.EMAIL_SEND_TIMEOUT_SECONDS,
    maxAttempts: env.EMAIL_MAX_ATTEMPTS,
  });
  return {
    async stop() {
      if (worker === current) worker = undefined;
      // The send in flight ends by its own timeout; a little more covers recording its outcome.
      await current.stop(sendTimeoutMs + 5_000);
    },
  };
}

/** Called once a request is committed: deliver it now instead of at the next poll. */
export function wakeContactDelivery(): void {
  worker?.wake();
}
