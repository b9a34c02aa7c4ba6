import type { Database } from "~/lib/db/client.server";
import { logger, type Logger } from "~/lib/log.server";
import { recordEmailFailure } from "~/lib/metrics.server";
import { retryDelaySeconds } from "./delivery-outcome";
import { claimNextDue, markFailedAttempt, markSent, nextDueAt, type Claim } from "./delivery-queue.server";
import type { Sender } from "./email.server";

export interface DeliveryWorkerOptions {
  db: Database;
  send: Sender;
  /** Hard limit of one send; the claim's lease is this plus a margin. */
  sendTimeoutMs: number;
  maxAttempts: number;
  retryBaseSeconds: number;
  /** Look for due requests at least this often (others' requests, retries falling due). */
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
 * Delivers stored contact requests one at a time, in this process. Woken right after a request
 * is stored, and otherwise at the next due retry or the poll interval, whichever comes first.
 * Several workers on one database share the work through row claims (delivery-queue.server.ts).
 */
export class DeliveryWorker {
  private readonly log: Logger;
  private loop: Promise<void> | undefined;
  private stopping = false;
  private wakeRequested = false;
  private wakeSleeper: (() => void) | undefined;

  constructor(private readonly options: DeliveryWorkerOptions) {
    this.log = options.log ?? logger("contact-delivery");
  }

  start(): void {
    if (this.loop) return;
    this.stopping = false;
    this.loop = this.run();
  }

  /** A request was stored: look now rather than at the next poll. */
  wake(): void {
    this.wakeRequested = true;
    this.wakeSleeper?.();
  }

  /**
   * Stops taking new requests and waits for the send in flight (bounded by its own timeout) up
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

  /** Sends every request due now; returns how many attempts it made. */
  async deliverDue(): Promise<number> {
    const leaseSeconds = Math.ceil(this.options.sendTimeoutMs / 1000) + LEASE_MARGIN_SECONDS;
    let attempts = 0;
    while (!this.stopping) {
      const claim = await claimNextDue(this.options.db, leaseSeconds);
      if (!claim) break;
      attempts += 1;
      await this.deliver(claim);
    }
    return attempts;
  }

  private async deliver(claim: Claim): Promise<void> {
    const { db, maxAttempts, retryBaseSeconds } = this.options;
    const id = claim.request.id;
    const outcome = await this.options.send(claim.request);
    if (outcome.kind === "sent") {
      const recorded = await markSent(db, claim);
      this.log.info("contact request e-mailed", { id, attempt: claim.attempt, recorded });
      return;
    }
    const giveUp = outcome.kind === "permanent" || claim.attempt >= maxAttempts;
    const retryInSeconds = giveUp ? 0 : retryDelaySeconds(claim.attempt, retryBaseSeconds, this.options.random);
    await markFailedAttempt(db, claim, { error: outcome.error, giveUp, retryInSeconds });
    recordEmailFailure(giveUp ? "permanent" : "retry");
    if (giveUp) {
      this.log.error("contact request not e-mailed: giving up (it stays stored; see README to re-queue it)", {
        id,
        attempt: claim.attempt,
        error: outcome.error,
        permanent: outcome.kind === "permanent",
      });
    } else {
      this.log.warn("contact request e-mail failed; will retry", {
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
    const due = await nextDueAt(this.options.db);
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
