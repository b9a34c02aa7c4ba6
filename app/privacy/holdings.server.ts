import {
  assessmentEmailPrefix,
  assessmentsBy,
  draftsWith,
  type HeldAssessment,
  type HeldDraft,
} from "~/assessment/privacy.server";
import { bookingEmailPrefix, bookingsBy, type HeldBooking } from "~/booking/privacy.server";
import { contactEmailPrefix } from "~/contact/acknowledgement";
import { contactRequestsFrom, type HeldContactRequest } from "~/contact/privacy.server";
import { getDb } from "~/lib/db/client.server";
import { outboxEmailsUnder, type StoredEmail } from "~/outbox/enqueue.server";
import { normalizeAddress } from "./address";

export type Holdings = {
  contactRequests: HeldContactRequest[];
  bookings: HeldBooking[];
  assessments: HeldAssessment[];
  drafts: HeldDraft[];
  /** E-mails about those requests, bookings and audits still stored in the outbox, sent or waiting. */
  emails: StoredEmail[];
};

export function totalHeld(holdings: Holdings): number {
  return Object.values(holdings).reduce((sum, rows: unknown[]) => sum + rows.length, 0);
}

/** Everything the site holds for this address, case-insensitively, read from each source's own columns. */
export async function findHoldings(email: string): Promise<Holdings> {
  const db = getDb();
  const address = normalizeAddress(email);
  const [contactRequests, bookings, assessments, drafts] = await Promise.all([
    contactRequestsFrom(db, address),
    bookingsBy(db, address),
    assessmentsBy(db, address),
    draftsWith(db, address),
  ]);
  const emails = await outboxEmailsUnder(db, [
    ...contactRequests.map((request) => contactEmailPrefix(request.id)),
    ...bookings.map((booking) => bookingEmailPrefix(booking.id)),
    ...assessments.map((assessment) => assessmentEmailPrefix(assessment.id)),
  ]);
  return { contactRequests, bookings, assessments, drafts, emails };
}
