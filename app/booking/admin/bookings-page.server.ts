import { listHosts } from "~/hosts/hosts.server";
import { wakeOutbox } from "~/outbox/enqueue.server";
import { logger } from "~/lib/log.server";
import { parseUuid } from "~/lib/route-params";
import { cancelBooking } from "../bookings.server";
import { listStaffBookings, markOutcome } from "./bookings.server";

const log = logger("admin-bookings");

/**
 * The staff list of calls, all or one host's (`?host=<id>`; an unknown id shows all), with the
 * hosts to filter by; "error" (with empty lists) when the database did not answer.
 */
export async function loadStaffBookings(url: URL) {
  const wanted = parseUuid(url.searchParams.get("host") ?? "");
  try {
    const hosts = (await listHosts()).map((host) => ({ id: host.id, name: host.name }));
    const host = hosts.find((each) => each.id === wanted)?.id ?? null;
    return { state: "ok" as const, hosts, host, ...(await listStaffBookings(new Date(), host ?? undefined)) };
  } catch (error) {
    log.error("could not load the bookings", { error: error as Error });
    return { state: "error" as const, hosts: [], host: null, upcoming: [], recent: [] };
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
