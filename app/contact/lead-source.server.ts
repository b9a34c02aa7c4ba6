import { inArray } from "drizzle-orm";
import { getDb } from "~/lib/db/client.server";
import { contactRequests } from "./tables";
import { formatDateTime } from "~/lib/time";
import { getContactRequest } from "./admin/inbox.server";

/** A contact request as the lead desk shows it: its message and how its e-mail to staff went. */
export type ContactLeadSource = {
  service: string | null;
  message: string;
  phone: string | null;
  page: string;
  clientIp: string | null;
  delivery: { status: "pending" | "sent" | "failed" | "spam"; attempts: number; lastError: string | null };
  sent: string | null;
};

export async function loadContactLeadSource(id: number): Promise<ContactLeadSource | null> {
  const request = await getContactRequest(id);
  if (!request) return null;
  return {
    service: request.service,
    message: request.message,
    phone: request.phone,
    page: request.page,
    clientIp: request.clientIp,
    delivery: { status: request.status, attempts: request.attempts, lastError: request.lastError },
    sent: request.sentAt ? formatDateTime(request.sentAt) : null,
  };
}

/** Where each request's e-mail to staff stands (a request keeps its own delivery state). */
export async function contactStaffEmailStates(
  ids: readonly number[],
): Promise<Map<number, ContactLeadSource["delivery"]["status"]>> {
  if (ids.length === 0) return new Map();
  const rows = await getDb()
    .select({ id: contactRequests.id, status: contactRequests.status })
    .from(contactRequests)
    .where(inArray(contactRequests.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row.status]));
}
