import { Counter, Gauge, Registry } from "prom-client";

/**
 * The process's Prometheus metrics. Modules record into it whether or not anything scrapes it:
 * recording is a few additions, and whether the endpoint is served is decided at start-up
 * (METRICS_PORT / METRICS_TOKEN, server/metrics).
 */
export const metricsRegistry = new Registry();

function failureCounter(name: string, help: string) {
  const counter = new Counter({ name, help, labelNames: ["kind"] as const, registers: [metricsRegistry] });
  // Both series exist from the start, so a rate() over them works before the first failure.
  counter.labels("retry").inc(0);
  counter.labels("permanent").inc(0);
  return counter;
}

// Apart: a chat service that is down is no reason to look at the e-mail, nor the reverse.
const sendFailures = {
  email: failureCounter(
    "site_email_send_failures_total",
    "E-mail sends that failed: retry (will be tried again) or permanent (given up, the request stays stored).",
  ),
  webhook: failureCounter(
    "site_webhook_send_failures_total",
    "Chat webhook posts that failed: retry (will be tried again) or permanent (given up, the message stays stored).",
  ),
};

/** What a queue of outgoing messages sends through. */
export type SendChannel = keyof typeof sendFailures;

export function recordSendFailure(channel: SendChannel, kind: "retry" | "permanent"): void {
  sendFailures[channel].labels(kind).inc();
}

/** Counts a queue's waiting rows; null when its table is not there (yet). */
export type OutboxCounter = () => Promise<number | null>;

const outboxes = new Map<string, OutboxCounter>();

/**
 * Adds a queue of work waiting to go out (contact e-mails, other outgoing mail) to the
 * `site_outbox_depth` gauge under `name`. Capabilities register their own queue, so this module
 * knows no table.
 */
export function registerOutbox(name: string, countPending: OutboxCounter): void {
  outboxes.set(name, countPending);
}

// Past this a scrape reports the queue as unknown rather than holding Prometheus up.
const OUTBOX_COUNT_TIMEOUT_MS = 2_000;

function withinTimeout<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("timed out")), OUTBOX_COUNT_TIMEOUT_MS);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

new Gauge({
  name: "site_outbox_depth",
  help: "Rows waiting to be sent, per outbox (read from the database at each scrape; absent when it cannot be read).",
  labelNames: ["outbox"] as const,
  registers: [metricsRegistry],
  async collect() {
    this.reset();
    await Promise.all(
      [...outboxes].map(async ([name, count]) => {
        // A database that does not answer leaves the series out: a stale number would read as "fine".
        const pending = await withinTimeout(count()).catch(() => null);
        if (pending !== null) this.labels(name).set(pending);
      }),
    );
  },
});
