import { wakeOutbox } from "~/outbox/enqueue.server";
import { logger } from "~/lib/log.server";
import { cancelBooking, moveBooking } from "./bookings.server";
import { formatSlot } from "./format";
import { parseStart } from "./form.server";
import { slotOption, type SlotOption } from "./page-data.server";

const log = logger("booking");

/** Cancels the call a manage link leads to; false when it was already cancelled or has started. */
export async function cancelByVisitor(token: string): Promise<boolean> {
  const cancelled = await cancelBooking({ token }, "visitor");
  if (!cancelled) return false;
  log.info("call cancelled by the visitor", { id: cancelled.id });
  wakeOutbox();
  return true;
}

export type VisitorMove =
  | { kind: "no-time" }
  | { kind: "unchangeable" }
  | { kind: "taken" | "unavailable"; nearest: SlotOption[] }
  | { kind: "moved"; when: string };

/** Moves the call a manage link leads to the start the visitor picked (an ISO instant, as posted). */
export async function moveByVisitor(token: string, start: FormDataEntryValue | null): Promise<VisitorMove> {
  const startsAt = parseStart(start);
  if (!startsAt) return { kind: "no-time" };
  const outcome = await moveBooking(token, startsAt);
  if (outcome.kind === "unchangeable") return outcome;
  if (outcome.kind !== "moved") return { kind: outcome.kind, nearest: outcome.nearest.map(slotOption) };
  log.info("call moved by the visitor", { id: outcome.booking.id });
  wakeOutbox();
  return { kind: "moved", when: formatSlot(outcome.booking.startsAt) };
}
