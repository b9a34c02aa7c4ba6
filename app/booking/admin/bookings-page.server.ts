import { wakeOutbox } from "~/outbox/enqueue.server";
import { logger } from "~/lib/log.server";
import { parseUuid } from "~/lib/route-params";
import { cancelBooking } from "../bookings.server";
import { listStaffBookings, markOutcome } from "./bookings.server";

const log = logger("admin-bookings");

/** The staff list of calls, or "error" (with empty lists) when the database did not answer. */
export async function loadStaffBookings() {
  try {
    return { state: "ok" as const, ...(await listStaffBookings()) };
  } catch (error) {
    log.error("could not load the bookings", { error: error as Error });
    return { state: "error" as const, upcoming: [], recent: [] };
  }
}

export type StaffBookingChange =
  | { kind: "not-understood" | "not-cancellable" | "not-markable" }
  | { kind: "cancelled"; name: string }
  | { kind: "marked"; outcome: "done" | "no_show" };

/** Carries out a post of the bookings page: cancel an upcoming call (telling the visitor), or mark one that started. */
export async function changeStaffBooking(form: FormData | null): Promise<StaffBookingChange> {
  const intent = form?.get("intent");
  const id = String(form?.get("id") ?? "");
  if (parseUuid(id) === null) return { kind: "not-understood" };
  if (intent === "cancel") {
    const message = String(form?.get("message") ?? "")
      .trim()
      .slice(0, 1000);
    const cancelled = await cancelBooking({ id }, "staff", message);
    if (!cancelled) return { kind: "not-cancellable" };
    wakeOutbox();
    return { kind: "cancelled", name: cancelled.name };
  }
  if (intent === "done" || intent === "no_show") {
    return (await markOutcome(id, intent)) ? { kind: "marked", outcome: intent } : { kind: "not-markable" };
  }
  return { kind: "not-understood" };
}
