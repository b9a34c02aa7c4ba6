import { site } from "~/content/site";
import type { Database } from "~/lib/db/client.server";
import { getEnv } from "~/lib/env.server";
import { enqueueEmail } from "~/outbox/enqueue.server";
import { acknowledgementKey, acknowledgementParams, type AcknowledgedRequest } from "./acknowledgement";

/** The database or a transaction of it: queue inside the transaction that stores the request. */
type Executor = Pick<Database, "insert" | "delete">;

/**
 * Queues the visitor's acknowledgement of a contact request, once per request (its key), in the
 * transaction that stores or releases it. Without EMAILJS_ACK_TEMPLATE_ID nothing is queued: an
 * acknowledgement sent days later, once someone sets the template, would tell them nothing.
 * Returns whether one was queued now.
 */
export async function queueContactAcknowledgement(
  tx: Executor,
  request: AcknowledgedRequest & { id: number },
  respondBy: Date,
): Promise<boolean> {
  if (!getEnv().EMAILJS_ACK_TEMPLATE_ID) return false;
  return enqueueEmail(tx, {
    template: "contact-acknowledgement",
    key: acknowledgementKey(request.id),
    to: request.email,
    replyTo: site.email,
    params: acknowledgementParams(request, respondBy),
  });
}
