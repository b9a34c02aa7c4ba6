import { releaseAuditFromSpam } from "~/assessment/staff-email.server";
import { releaseContactFromSpam } from "~/contact/inbox.server";
import { wakeContactDelivery } from "~/contact/delivery.server";
import type { Database } from "~/lib/db/client.server";
import { wakeOutbox } from "~/outbox/enqueue.server";
import type { LeadKind } from "./kinds";

type Executor = Pick<Database, "insert" | "update" | "delete">;

/** The lead's source, and the due time of its clock, started at the release. */
type Source = { contactRequestId: number | null; assessmentId: number | null; respondBy: Date };

type Release = {
  /** Puts the source's staff e-mail on its way, in the lead's transaction; false if it was not held. */
  release(tx: Executor, source: Source): Promise<boolean>;
  /** After the commit: the worker that sends it looks at once, not at its next poll. */
  wake(): void;
};

/**
 * How each kind of lead held as spam is delivered after all. Bookings are never held as spam
 * (a likely bot is refused before a time is taken), so there is nothing to release.
 */
export const SPAM_RELEASES: Record<LeadKind, Release | undefined> = {
  contact: {
    release: (tx, source) =>
      source.contactRequestId === null
        ? Promise.resolve(false)
        : releaseContactFromSpam(tx, source.contactRequestId, source.respondBy),
    // The staff e-mail (contact delivery) and the visitor's acknowledgement (the outbox).
    wake: () => {
      wakeContactDelivery();
      wakeOutbox();
    },
  },
  assessment: {
    release: (tx, source) =>
      source.assessmentId === null ? Promise.resolve(false) : releaseAuditFromSpam(tx, source.assessmentId),
    wake: wakeOutbox,
  },
  booking: undefined,
};
