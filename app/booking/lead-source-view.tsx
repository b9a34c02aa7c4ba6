import { Facts } from "~/components/ui/facts";
import { AuditRefLink } from "./admin/audit-ref";
import type { BookingLeadSource } from "./lead-source.server";
import { StaffPlace } from "./place-view";

const STATUS = { confirmed: "Confirmed", cancelled: "Cancelled", done: "Done", no_show: "No-show" } as const;

/** A booked call on its lead's page: when it is now, its state, and what the visitor can still change. */
export function BookingLeadSourceView({ booking }: { booking: BookingLeadSource }) {
  const manage =
    booking.status === "confirmed" && !booking.started
      ? "The visitor can still move or cancel it with their link."
      : booking.status === "cancelled"
        ? `Cancelled by ${booking.cancelledBy === "staff" ? "staff" : "the visitor"}${booking.cancelMessage ? `: ${booking.cancelMessage}` : ""}.`
        : "The call has started or passed; the link no longer changes it.";
  const status = booking.moved
    ? `${STATUS[booking.status]} (moved from the time first booked)`
    : STATUS[booking.status];
  return (
    <Facts
      items={[
        ["Call", booking.when],
        ["Where", <StaffPlace place={booking.place} />],
        ["Status", status],
        ["Manage link", manage],
        ...(booking.cancelReason ? [["Reason for cancelling", booking.cancelReason] satisfies [string, string]] : []),
        ["Topic", booking.topic ?? "Not given"],
        ["Phone", booking.phone ?? "Not given"],
        ["From an IT audit", booking.assessmentRef ? <AuditRefLink row={booking} /> : "No"],
      ]}
    />
  );
}
