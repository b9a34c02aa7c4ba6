import { deliveryStates } from "~/outbox/delivery-state.server";
import { getStaffBooking, type StaffBookingRow } from "./admin/bookings.server";
import { staffEmailKey } from "./emails.server";

/** A booked call as the lead desk shows it. */
export type BookingLeadSource = StaffBookingRow;

export function loadBookingLeadSource(id: string): Promise<BookingLeadSource | null> {
  return getStaffBooking(id);
}

/** Where each booking's first e-mail to staff (its confirmation) stands; absent when never queued. */
export async function bookingStaffEmailStates(
  ids: readonly string[],
): Promise<Map<string, "pending" | "sent" | "failed">> {
  const states = await deliveryStates(ids.map((id) => staffEmailKey(id, "confirmation")));
  return new Map(
    ids.flatMap((id) => {
      const state = states.get(staffEmailKey(id, "confirmation"));
      return state ? [[id, state.status] as const] : [];
    }),
  );
}
