import { desc, inArray } from "drizzle-orm";
import { deleteAssessmentsBy } from "~/assessment/privacy.server";
import { deleteBookingsBy } from "~/booking/privacy.server";
import { deleteContactRequestsFrom } from "~/contact/privacy.server";
import { deleteConversionsOf } from "~/insights/privacy.server";
import { deleteLeadAlertsOf } from "~/leads/alerts.server";
import { getDb } from "~/lib/db/client.server";
import { privacyErasures } from "./tables";
import { normalizeAddress } from "./address";
import { addressFingerprint, addressFingerprints } from "./fingerprint.server";

type ErasureCounts = {
  contactRequests: number;
  bookings: number;
  assessments: number;
  drafts: number;
  emails: number;
};

export type Erasure = ErasureCounts & { id: number; erasedAt: Date; erasedBy: string; reference: string };

/**
 * Deletes everything held for the address and records that it was done, in one transaction: the
 * record exists exactly when the data is gone. The record keeps who, when, how many of each and
 * the staff's reference, never the address (only its fingerprint, see fingerprint.server.ts).
 * Lead desk rows (app/leads/) go with their sources by cascade; their alerts to staff and how
 * they came (app/insights/ conversions, those of the same visit without a lead too) first.
 */
export async function eraseEverything(input: { email: string; erasedBy: string; reference: string }): Promise<Erasure> {
  const address = normalizeAddress(input.email);
  return getDb().transaction(async (tx) => {
    // The alerts to staff about the person's leads quote them; the leads go with their sources.
    const alerts = await deleteLeadAlertsOf(tx, address);
    // Found through the leads, so before the sources (and the leads with them) are deleted.
    await deleteConversionsOf(tx, address);
    const contactRequests = await deleteContactRequestsFrom(tx, address);
    const booked = await deleteBookingsBy(tx, address);
    const audits = await deleteAssessmentsBy(tx, address);
    const counts: ErasureCounts = {
      contactRequests,
      bookings: booked.bookings,
      assessments: audits.assessments,
      drafts: audits.drafts,
      emails: booked.emails + audits.emails + alerts,
    };
    const [record] = await tx
      .insert(privacyErasures)
      .values({
        ...counts,
        erasedBy: input.erasedBy,
        reference: input.reference,
        fingerprint: addressFingerprint(address),
      })
      .returning({ id: privacyErasures.id, erasedAt: privacyErasures.erasedAt });
    if (!record) throw new Error("the erasure record was not stored");
    return { ...counts, ...record, erasedBy: input.erasedBy, reference: input.reference };
  });
}

const erasureColumns = {
  id: privacyErasures.id,
  erasedAt: privacyErasures.erasedAt,
  erasedBy: privacyErasures.erasedBy,
  reference: privacyErasures.reference,
  contactRequests: privacyErasures.contactRequests,
  bookings: privacyErasures.bookings,
  assessments: privacyErasures.assessments,
  drafts: privacyErasures.drafts,
  emails: privacyErasures.emails,
};

/** The latest erasures, newest first. */
export function pastErasures(limit = 50): Promise<Erasure[]> {
  return getDb()
    .select(erasureColumns)
    .from(privacyErasures)
    .orderBy(desc(privacyErasures.erasedAt), desc(privacyErasures.id))
    .limit(limit);
}

/** Earlier erasures of this address (told apart by its fingerprint), newest first. */
export function erasuresOf(email: string): Promise<Erasure[]> {
  return getDb()
    .select(erasureColumns)
    .from(privacyErasures)
    .where(inArray(privacyErasures.fingerprint, addressFingerprints(email)))
    .orderBy(desc(privacyErasures.erasedAt), desc(privacyErasures.id));
}
