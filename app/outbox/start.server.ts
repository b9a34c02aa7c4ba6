import { getDb } from "~/lib/db/client.server";
import type { Env } from "~/lib/env.server";
import { logger } from "~/lib/log.server";
import { outboxSender } from "./emailjs-sender.server";
import { outboxQueue } from "./outbox-queue.server";
import { QueueWorker } from "./queue-worker.server";
import { resolveTemplates } from "./templates.server";
import { setOutboxWorker } from "./worker-handle.server";

const log = logger("outbox");

/**
 * Starts this process's outbox worker (server/app.ts, after migrations). E-mails are stored
 * whatever the configuration; without EmailJS, or without a kind's template id, they wait.
 */
export function startOutbox(env: Env): { stop(): Promise<void> } {
  const { ids, unconfigured } = resolveTemplates(env);
  if (!env.emailjs) return { stop: async () => {} };
  if (unconfigured.length > 0)
    log.warn(`some e-mails wait until their EmailJS template is set: ${unconfigured.join(", ")}`);
  if (ids.size === 0) return { stop: async () => {} };

  const sendTimeoutMs = env.EMAIL_SEND_TIMEOUT_SECONDS * 1000;
  const worker = new QueueWorker({
    queue: outboxQueue(getDb(), [...ids.keys()]),
    send: outboxSender(env.emailjs, ids, sendTimeoutMs),
    label: "outbox e-mail",
    sendTimeoutMs,
    maxAttempts: env.EMAIL_MAX_ATTEMPTS,
    retryBaseSeconds: env.EMAIL_RETRY_BASE_SECONDS,
    log,
  });
  worker.start();
  setOutboxWorker(() => worker.wake());
  log.info("outbox e-mail delivery is on", { templates: [...ids.keys()] });
  return {
    async stop() {
      setOutboxWorker(undefined);
      await worker.stop(sendTimeoutMs + 5_000);
    },
  };
}
