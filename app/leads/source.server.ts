import { getAssessment, type AssessmentDetail } from "~/assessment/admin/assessments.server";
import { getStaffBooking, type StaffBookingRow } from "~/booking/admin/bookings.server";
import { getContactRequest } from "~/contact/admin/inbox.server";
import { formatDateTime } from "~/lib/time";
import type { LeadDetail } from "./query.server";

/** A contact request as the lead page shows it: its message and how its e-mail to staff went. */
type ContactSource = {
  service: string | null;
  message: string;
  phone: string | null;
  page: string;
  clientIp: string | null;
  delivery: { status: "pending" | "sent" | "failed" | "spam"; attempts: number; lastError: string | null };
  sent: string | null;
};

/** Everything we hold about a lead's source, asked of the capability that owns it. */
export type LeadSourceView =
  | { kind: "contact"; contact: ContactSource }
  | { kind: "booking"; booking: StaffBookingRow }
  | { kind: "assessment"; assessment: AssessmentDetail }
  /** The source row went (deleted) while the page loaded; the lead goes with it. */
  | { kind: "gone" };

export async function leadSource(lead: LeadDetail): Promise<LeadSourceView> {
  if (lead.contactRequestId !== null) {
    const request = await getContactRequest(lead.contactRequestId);
    if (!request) return { kind: "gone" };
    return {
      kind: "contact",
      contact: {
        service: request.service,
        message: request.message,
        phone: request.phone,
        page: request.page,
        clientIp: request.clientIp,
        delivery: { status: request.status, attempts: request.attempts, lastError: request.lastError },
        sent: request.sentAt ? formatDateTime(request.sentAt) : null,
      },
    };
  }
  if (lead.bookingId !== null) {
    const booking = await getStaffBooking(lead.bookingId);
    return booking ? { kind: "booking", booking } : { kind: "gone" };
  }
  if (lead.assessmentId !== null) {
    const assessment = await getAssessment(lead.assessmentId);
    return assessment ? { kind: "assessment", assessment } : { kind: "gone" };
  }
  return { kind: "gone" };
}
