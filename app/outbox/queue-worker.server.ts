import { logger, type Logger } from "~/lib/log.server";
import { recordSendFailure, type SendChannel } from "~/lib/metrics.server";
import { retryDelaySeconds, type SendOutcome } from "./send-outcome";

/** One claimed message: ours to send until the lease runs out. */
export type Claim<Item> = { item: Item; id: number; attempt: number; token: string };

/**
 * A stored queue of messages to send. Implementations claim rows with `FOR UPDATE SKIP LOCKED` so
 * several workers (several app instances on one database) share the work without taking the same
 * row, count the attempt when claiming, and record an outcome only while the claim is still theirs.
 */
export interface DeliveryQueue<Item> {
  claimNextDue(leaseSeconds: number): Promise<Claim<Item> | undefined>;
  /** Both return false when the claim is no longer ours (its lease ran out and it was claimed again). */
  markSent(claim: Claim<Item>): Promise<boolean>;
  markFailedAttempt(
    claim: Claim<Item>,
    failure: { error: string; giveUp: boolean; retryInSeconds: number },
  ): Promise<boolean>;
  /** When the next pending message falls due (including claimed ones whose lease may run out). */
  nextDueAt(): Promise<Date | undefined>;
}

export interface QueueWorkerOptions<Item> {
  queue: DeliveryQueue<Item>;
  send: (item: Item) => Promise<SendOutcome>;
  /** What one message is called in the log, e.g. "contact request". */
  label: string;
  /** Whose failure metric a failed send counts in; e-mail unless said otherwise. */
  channel?: SendChannel;
  /** Hard limit of one send; the claim's lease is this plus a margin. */
  sendTimeoutMs: number;
  maxAttempts: number;
  retryBaseSeconds: number;
  /** Look for due messages at least this often (others' messages, retries falling due). */
  pollIntervalMs?: number;
  log?: Logger;
  random?: () => number;
}

/** Margin between the end of a send and the end of its lease: time to record the outcome. */
const LEASE_MARGIN_SECONDS = 30;
const DEFAULT_POLL_MS = 30_000;
/** After a database error the worker waits this long before trying again. */
const ERROR_PAUSE_MS = 5_000;

/**
 * Delivers stored messages one at a time, in this process. Woken right after a message is stored,
 * and otherwise at the next due retry or the poll interval, whichever comes first.
 */
export class QueueWorker<Item> {
  private readonly log: Logger;
  private loop: Promise<void> | undefined;
  private stopping = false;
  private wakeRequested = false;
  private wakeSleeper: (() => void) | undefined;

  constructor(private readonly options: QueueWorkerOptions<Item>) {
    this.log = options.log ?? logger("outbox");
  }

  start(): void {
    if (this.loop) return;
    this.stopping = false;
    this.loop = this.run();
  }

  /** A message was stored: look now rather than at the next poll. */
  wake(): void {
    this.wakeRequested = true;
    this.wakeSleeper?.();
  }

  /**
   * Stops taking new messages and waits for the send in flight (bounded by its own timeout) up
   * to `timeoutMs`. A send cut off by process exit is retried once its lease ends (decision 009).
   */
  async stop(timeoutMs: number): Promise<void> {
    this.stopping = true;
    this.wakeSleeper?.();
    const loop = this.loop;
    if (!loop) return;
    let timer: NodeJS.Timeout | undefined;
    const finished = await Promise.race([
      loop.then(() => true),
      new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs))),
    ]);
    clearTimeout(timer);
    if (!finished) this.log.warn("a send was still running at shutdown; it will be retried after its lease ends");
    this.loop = undefined;
  }

  /** Sends every message due now; returns how many attempts it made. */
  async deliverDue(): Promise<number> {
    const leaseSeconds = Math.ceil(this.options.sendTimeoutMs / 1000) + LEASE_MARGIN_SECONDS;
    let attempts = 0;
    while (!this.stopping) {
      const claim = await this.options.queue.claimNextDue(leaseSeconds);
      if (!claim) break;
      attempts += 1;
      await this.deliver(claim);
    }
    return attempts;
  }

  private async deliver(claim: Claim<Item>): Promise<void> {
    const { queue, maxAttempts, retryBaseSeconds, label } = this.options;
    const id = claim.id;
    const outcome = await this.options.send(claim.item);
    if (outcome.kind === "sent") {
      const recorded = await queue.markSent(claim);
      this.log.info(`${label} sent`, { id, attempt: claim.attempt, recorded });
      return;
    }
    const giveUp = outcome.kind === "permanent" || claim.attempt >= maxAttempts;
    const retryInSeconds = giveUp ? 0 : retryDelaySeconds(claim.attempt, retryBaseSeconds, this.options.random);
    await queue.markFailedAttempt(claim, { error: outcome.error, giveUp, retryInSeconds });
    recordSendFailure(this.options.channel ?? "email", giveUp ? "permanent" : "retry");
    if (giveUp) {
      this.log.error(`${label} not sent: giving up (it stays stored; see docs/contact.md to re-queue it)`, {
        id,
        attempt: claim.attempt,
        error: outcome.error,
        permanent: outcome.kind === "permanent",
      });
    } else {
      this.log.warn(`${label} failed; will retry`, {
        id,
        attempt: claim.attempt,
        error: outcome.error,
        retryInSeconds: Math.round(retryInSeconds),
      });
    }
  }

  private async run(): Promise<void> {
    while (!this.stopping) {
      this.wakeRequested = false;
      let pause: number;
      try {
        await this.deliverDue();
        pause = await this.untilNextDue();
      } catch (error) {
        this.log.warn("delivery pass failed; trying again shortly", { error: error as Error });
        pause = ERROR_PAUSE_MS;
      }
      if (this.stopping) break;
      if (!this.wakeRequested) await this.sleep(pause);
    }
  }

  private async untilNextDue(): Promise<number> {
    const poll = this.options.pollIntervalMs ?? DEFAULT_POLL_MS;
    const due = await this.options.queue.nextDueAt();
    if (!due) return poll;
    return Math.min(poll, Math.max(0, due.getTime() - Date.now()) + 50);
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.wakeSleeper = () => {
        this.wakeSleeper = undefined;
        done();
      };
    });
  }
}
