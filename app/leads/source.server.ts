import { assessmentStaffEmailStates, loadAssessmentLeadSource } from "~/assessment/lead-source.server";
import type { AssessmentLeadSource } from "~/assessment/lead-source.server";
import { bookingStaffEmailStates, loadBookingLeadSource, type BookingLeadSource } from "~/booking/lead-source.server";
import { contactStaffEmailStates, loadContactLeadSource, type ContactLeadSource } from "~/contact/lead-source.server";
import type { LeadKind } from "./kinds";

/** Everything we hold about a lead's source, asked of the capability that owns it. */
export type LeadSourceView =
  | { kind: "contact"; contact: ContactLeadSource }
  | { kind: "booking"; booking: BookingLeadSource }
  | { kind: "assessment"; assessment: AssessmentLeadSource }
  /** The source row went (deleted) while the page loaded; the lead goes with it. */
  | { kind: "gone" };

/** Where a lead's e-mail to staff stands; "none" when it was never queued. */
export type LeadDelivery = "pending" | "sent" | "failed" | "spam" | "none";

export type LeadSourceIds = {
  contactRequestId: number | null;
  bookingId: string | null;
  assessmentId: number | null;
};

type LeadSource = {
  /** The lead's source in full, or null when it is gone. */
  load(lead: LeadSourceIds): Promise<LeadSourceView | null>;
  /** The staff e-mail state of each of these leads of this kind, in one query whatever their number. */
  deliveries<Lead extends LeadSourceIds>(leads: readonly Lead[]): Promise<Map<Lead, LeadDelivery>>;
};

function byId<Lead, Id>(
  leads: readonly Lead[],
  idOf: (lead: Lead) => Id | null,
  states: (ids: Id[]) => Promise<Map<Id, Exclude<LeadDelivery, "none">>>,
): Promise<Map<Lead, LeadDelivery>> {
  const ids = leads.flatMap((lead) => idOf(lead) ?? []);
  return states(ids).then((found) => new Map(leads.map((lead) => [lead, found.get(idOf(lead)!) ?? "none"])));
}

/** One entry per kind of lead: the lead desk knows its sources only through this table. */
const SOURCES: Record<LeadKind, LeadSource> = {
  contact: {
    load: async ({ contactRequestId: id }) => {
      const contact = id === null ? null : await loadContactLeadSource(id);
      return contact && { kind: "contact", contact };
    },
    deliveries: (leads) => byId(leads, (lead) => lead.contactRequestId, contactStaffEmailStates),
  },
  booking: {
    load: async ({ bookingId: id }) => {
      const booking = id === null ? null : await loadBookingLeadSource(id);
      return booking && { kind: "booking", booking };
    },
    deliveries: (leads) => byId(leads, (lead) => lead.bookingId, bookingStaffEmailStates),
  },
  assessment: {
    load: async ({ assessmentId: id }) => {
      const assessment = id === null ? null : await loadAssessmentLeadSource(id);
      return assessment && { kind: "assessment", assessment };
    },
    deliveries: (leads) => byId(leads, (lead) => lead.assessmentId, assessmentStaffEmailStates),
  },
};

export async function leadSource(lead: LeadSourceIds & { kind: LeadKind }): Promise<LeadSourceView> {
  return (await SOURCES[lead.kind].load(lead)) ?? { kind: "gone" };
}

/** The staff e-mail state of each lead of a page: a query per kind present, whatever the page's size. */
export async function leadDeliveries<Lead extends LeadSourceIds & { kind: LeadKind }>(
  leads: readonly Lead[],
): Promise<Map<Lead, LeadDelivery>> {
  const kinds = [...new Set(leads.map((lead) => lead.kind))];
  const parts = await Promise.all(
    kinds.map((kind) => SOURCES[kind].deliveries(leads.filter((lead) => lead.kind === kind))),
  );
  return new Map(parts.flatMap((part) => [...part]));
}
