import type { Database } from "~/lib/db/client.server";
import { logger, type Logger } from "~/lib/log.server";
import { QueueWorker } from "~/outbox/queue-worker.server";
import { contactQueue } from "./delivery-queue.server";
import type { OutgoingRequest, Sender } from "./email.server";

export interface DeliveryWorkerOptions {
  db: Database;
  send: Sender;
  sendTimeoutMs: number;
  maxAttempts: number;
  retryBaseSeconds: number;
  pollIntervalMs?: number;
  log?: Logger;
  random?: () => number;
}

/** The outbox worker over the contact requests table: each stored request is e-mailed to staff. */
export class DeliveryWorker extends QueueWorker<OutgoingRequest> {
  constructor({ db, log, ...options }: DeliveryWorkerOptions) {
    super({ ...options, queue: contactQueue(db), label: "contact request", log: log ?? logger("contact-delivery") });
  }
}
