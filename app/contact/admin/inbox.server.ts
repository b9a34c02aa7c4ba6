import { and, count, desc, eq, sql } from "drizzle-orm";
import { getDb } from "~/lib/db/client.server";
import { contactRequests } from "../tables";
import { loadBusinessCalendar } from "~/calendar/calendar.server";
import { respondBy } from "~/leads/response-clock";
import { markContactLeadNotSpam } from "~/leads/workflow.server";
import { releaseContactFromSpam } from "../inbox.server";

type DeliveryStatus = (typeof contactRequests.status.enumValues)[number];

const inboxColumns = {
  id: contactRequests.id,
  name: contactRequests.name,
  email: contactRequests.email,
  company: contactRequests.company,
  phone: contactRequests.phone,
  service: contactRequests.service,
  message: contactRequests.message,
  page: contactRequests.page,
  clientIp: contactRequests.clientIp,
  receivedAt: contactRequests.receivedAt,
  status: contactRequests.status,
  attempts: contactRequests.attempts,
  lastError: contactRequests.lastError,
  sentAt: contactRequests.sentAt,
  nextAttemptAt: contactRequests.nextAttemptAt,
};

/** A stored request as staff see it (the worker's claim bookkeeping left out). */
export type InboxItem = { [K in keyof typeof inboxColumns]: (typeof contactRequests.$inferSelect)[K] };

export type InboxPage = {
  items: InboxItem[];
  page: number;
  pageCount: number;
  total: number;
  /** How many requests are in each status, over the whole inbox. */
  counts: Record<DeliveryStatus, number>;
};

const INBOX_PAGE_SIZE = 25;

/** Staff's view of every stored contact request, newest first. */
export async function listContactRequests({ page }: { page: number }): Promise<InboxPage> {
  const db = getDb();
  const [items, statusCounts] = await Promise.all([
    db
      .select(inboxColumns)
      .from(contactRequests)
      .orderBy(desc(contactRequests.receivedAt), desc(contactRequests.id))
      .limit(INBOX_PAGE_SIZE)
      .offset((page - 1) * INBOX_PAGE_SIZE),
    db.select({ status: contactRequests.status, n: count() }).from(contactRequests).groupBy(contactRequests.status),
  ]);
  const counts: Record<DeliveryStatus, number> = { pending: 0, sent: 0, failed: 0, spam: 0 };
  for (const row of statusCounts) counts[row.status] = row.n;
  const total = Object.values(counts).reduce((sum, n) => sum + n, 0);
  return { items, page, pageCount: Math.max(1, Math.ceil(total / INBOX_PAGE_SIZE)), total, counts };
}

/**
 * Puts a request whose delivery gave up back in the queue; the last error stays for reference
 * until the next attempt replaces it. False when the request is not (or no longer) failed, e.g.
 * another admin already retried it.
 */
export async function retryDelivery(id: number): Promise<boolean> {
  const rows = await getDb()
    .update(contactRequests)
    .set({ status: "pending", attempts: 0, nextAttemptAt: sql`now()` })
    .where(and(eq(contactRequests.id, id), eq(contactRequests.status, "failed")))
    .returning({ id: contactRequests.id });
  return rows.length === 1;
}

/**
 * A real person caught by the spam checks: its lead is released as on the lead desk (the request
 * queued for delivery, acknowledged to them, the lead new with its clock started and staff
 * alerted). A request whose lead is not held as spam (or that has none) is released alone, with
 * a due time counted from now.
 */
export async function markNotSpam(id: number, actor: string): Promise<boolean> {
  if (await markContactLeadNotSpam(id, actor)) return true;
  const db = getDb();
  const now = new Date();
  return releaseContactFromSpam(db, id, respondBy(now, await loadBusinessCalendar(db, now)));
}

/** One stored request as staff see it (the lead desk shows it in full), or null when there is none. */
export async function getContactRequest(id: number): Promise<InboxItem | null> {
  const [row] = await getDb().select(inboxColumns).from(contactRequests).where(eq(contactRequests.id, id));
  return row ?? null;
}
