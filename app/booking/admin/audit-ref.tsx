import { Link } from "react-router";
import type { StaffBookingRow } from "./bookings.server";

/** The audit a call was booked from: its organization and score, linked to the audit's staff page. */
export function AuditRefLink({ row }: { row: Pick<StaffBookingRow, "assessmentRef" | "audit"> }) {
  if (row.audit)
    return (
      <Link to={row.audit.href} className="text-brand-700 underline">
        {row.audit.organization}, {row.audit.overall}/100 overall
      </Link>
    );
  return row.assessmentRef ? <>An audit no longer held</> : null;
}
