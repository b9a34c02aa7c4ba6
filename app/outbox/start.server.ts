import { getDb } from "~/lib/db/client.server";
import type { Env } from "~/lib/env.server";
import { logger } from "~/lib/log.server";
import { outboxSender } from "./emailjs-sender.server";
import { outboxQueue } from "./outbox-queue.server";
import { QueueWorker } from "./queue-worker.server";
import { resolveTemplates, resolveWebhooks } from "./templates.server";
import { webhookSender } from "./webhook-sender.server";
import { setOutboxWorker } from "./worker-handle.server";

const log = logger("outbox");

type Running = { wake(): void; stop(): Promise<void> };

function startEmailWorker(env: Env): Running | undefined {
  const { ids, unconfigured } = resolveTemplates(env);
  if (!env.emailjs) return undefined;
  if (unconfigured.length > 0)
    log.warn(`some e-mails wait until their EmailJS template is set: ${unconfigured.join(", ")}`);
  // The 2-hour promise leans on these: say plainly that they are off, rather than nothing at all.
  if (!env.EMAILJS_LEAD_TEMPLATE_ID)
    log.warn("new-lead and escalation e-mails to staff are off: set EMAILJS_LEAD_TEMPLATE_ID");
  if (ids.size === 0) return undefined;

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
  log.info("outbox e-mail delivery is on", { templates: [...ids.keys()] });
  return { wake: () => worker.wake(), stop: () => worker.stop(sendTimeoutMs + 5_000) };
}

/**
 * Chat webhooks share the outbox's table (stored first, claimed with SKIP LOCKED, retried with
 * backoff) but have a worker of their own: a slow EmailJS never holds back a chat alert, nor the
 * reverse (decision 037). It takes only the webhook rows, as the e-mail worker takes only e-mails.
 */
function startWebhookWorker(env: Env): Running | undefined {
  const urls = resolveWebhooks(env);
  if (urls.size === 0) return undefined;
  const sendTimeoutMs = env.EMAIL_SEND_TIMEOUT_SECONDS * 1000;
  const worker = new QueueWorker({
    queue: outboxQueue(getDb(), [...urls.keys()]),
    send: webhookSender(urls, sendTimeoutMs),
    label: "outbox chat message",
    channel: "webhook",
    sendTimeoutMs,
    maxAttempts: env.EMAIL_MAX_ATTEMPTS,
    retryBaseSeconds: env.EMAIL_RETRY_BASE_SECONDS,
    log,
  });
  worker.start();
  // The names only: the addresses are secrets.
  log.info("outbox chat webhooks are on", { webhooks: [...urls.keys()] });
  return { wake: () => worker.wake(), stop: () => worker.stop(sendTimeoutMs + 5_000) };
}

/**
 * Starts this process's outbox workers (server/app.ts, after migrations). Messages are stored
 * whatever the configuration; without EmailJS, or without a kind's template id, e-mails wait.
 */
export function startOutbox(env: Env): { stop(): Promise<void> } {
  const workers = [startEmailWorker(env), startWebhookWorker(env)].filter((worker) => worker !== undefined);
  if (workers.length === 0) return { stop: async () => {} };
  setOutboxWorker(() => workers.forEach((worker) => worker.wake()));
  return {
    async stop() {
      setOutboxWorker(undefined);
      await Promise.all(workers.map((worker) => worker.stop()));
    },
  };
}
