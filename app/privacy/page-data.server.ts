import { formatSlot } from "~/booking/format";
import { formatDateTime } from "~/lib/time";
import { erasuresOf, pastErasures, type Erasure } from "./erasures.server";
import { findHoldings, totalHeld } from "./holdings.server";

export type ErasureView = {
  id: number;
  when: string;
  by: string;
  reference: string;
  /** "2 contact requests, 1 booking, 3 e-mails", or "nothing was held". */
  deleted: string;
};

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** What an erasure deleted, in words: only the kinds it found. */
export function describeCounts(counts: Omit<Erasure, "id" | "erasedAt" | "erasedBy" | "reference">): string {
  const parts = [
    counts.contactRequests ? plural(counts.contactRequests, "contact request") : null,
    counts.bookings ? plural(counts.bookings, "booking") : null,
    counts.assessments ? plural(counts.assessments, "finished audit") : null,
    counts.drafts ? plural(counts.drafts, "unfinished audit") : null,
    counts.emails ? plural(counts.emails, "e-mail") : null,
  ].filter(Boolean);
  return parts.length ? parts.join(", ") : "nothing was held";
}

const erasureView = (erasure: Erasure): ErasureView => ({
  id: erasure.id,
  when: formatDateTime(erasure.erasedAt),
  by: erasure.erasedBy,
  reference: erasure.reference,
  deleted: describeCounts(erasure),
});

const excerpt = (text: string, length = 160) => (text.length > length ? `${text.slice(0, length - 1)}…` : text);

/** What /admin/privacy shows for one address: each kind of record, ready to render, and earlier erasures of it. */
export async function lookupAddress(email: string, now = new Date()) {
  const [held, earlier] = await Promise.all([findHoldings(email), erasuresOf(email)]);
  return {
    email,
    total: totalHeld(held),
    contactRequests: held.contactRequests.map((row) => ({
      id: row.id,
      received: formatDateTime(row.receivedAt),
      status: row.status,
      service: row.service,
      message: excerpt(row.message),
    })),
    bookings: held.bookings.map((row) => ({
      id: row.id,
      when: formatSlot(row.startsAt),
      status: row.status,
      topic: row.topic,
      cancelReason: row.cancelReason,
      upcoming: row.status === "confirmed" && row.startsAt.getTime() > now.getTime(),
    })),
    assessments: held.assessments.map((row) => ({
      id: row.id,
      finished: formatDateTime(row.finishedAt),
      organization: row.organization,
      overall: row.overall,
      spam: row.spam,
    })),
    drafts: held.drafts.map((row) => ({
      id: row.id,
      started: formatDateTime(row.createdAt),
      changed: formatDateTime(row.updatedAt),
    })),
    emails: held.emails.map((row) => ({
      key: row.key,
      template: row.template,
      status: row.status,
      created: formatDateTime(row.createdAt),
    })),
    earlier: earlier.map(erasureView),
  };
}

export type AddressLookup = Awaited<ReturnType<typeof lookupAddress>>;

export async function recentErasures(): Promise<ErasureView[]> {
  return (await pastErasures()).map(erasureView);
}
