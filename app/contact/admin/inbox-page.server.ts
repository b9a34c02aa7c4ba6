import { logger } from "~/lib/log.server";
import { formatDateTime } from "~/lib/time";
import { wakeContactDelivery } from "../delivery.server";
import { wakeOutbox } from "~/outbox/enqueue.server";
import type { InboxRow } from "./inbox-view";
import { listContactRequests, markNotSpam, retryDelivery } from "./inbox.server";

const log = logger("admin-inbox");

/**
 * A page of the staff inbox from its ?page= value, times formatted in the business's zone.
 * "malformed" for a page number that is not one, "past-end" (with the last page) for one beyond
 * the end, "error" when the database did not answer.
 */
export async function loadInboxPage(raw: string | null) {
  if (raw !== null && !/^[1-9]\d{0,5}$/.test(raw)) return { state: "malformed" as const };
  const page = raw === null ? 1 : Number(raw);
  try {
    const inbox = await listContactRequests({ page });
    if (page > inbox.pageCount) return { state: "past-end" as const, last: inbox.pageCount };
    const rows: InboxRow[] = inbox.items.map((item) => ({
      ...item,
      received: formatDateTime(item.receivedAt),
      sent: item.sentAt ? `sent ${formatDateTime(item.sentAt)}` : null,
      nextAttempt: item.nextAttemptAt ? formatDateTime(item.nextAttemptAt) : null,
    }));
    return {
      state: "ok" as const,
      rows,
      page: inbox.page,
      pageCount: inbox.pageCount,
      total: inbox.total,
      counts: inbox.counts,
    };
  } catch (error) {
    log.error("could not load the inbox", { error: error as Error });
    return { state: "error" as const };
  }
}

type InboxIntent = "retry" | "not-spam";

/** What a post of the inbox came to: queued for delivery, already changed by someone else, or failed. */
export type InboxChange =
  { kind: "not-understood" } | { kind: "queued" | "stale"; intent: InboxIntent } | { kind: "failed" };

/** Retries a failed delivery or releases a request held as spam, then wakes the delivery worker. */
export async function changeContactRequest(form: FormData | null, actor: string): Promise<InboxChange> {
  const intent = form?.get("intent");
  const id = Number(form?.get("id"));
  if ((intent !== "retry" && intent !== "not-spam") || !Number.isSafeInteger(id) || id < 1) {
    return { kind: "not-understood" };
  }
  try {
    const queued = intent === "retry" ? await retryDelivery(id) : await markNotSpam(id, actor);
    if (queued) wakeContactDelivery();
    // A released request's acknowledgement waits in the outbox.
    if (queued && intent === "not-spam") wakeOutbox();
    return { kind: queued ? "queued" : "stale", intent };
  } catch (error) {
    log.error("could not update a contact request", { error: error as Error, id, intent });
    return { kind: "failed" };
  }
}
