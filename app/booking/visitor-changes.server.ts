import { parseWithZod } from "@conform-to/zod/v4";
import type { SubmissionResult } from "@conform-to/react";
import { wakeOutbox } from "~/outbox/enqueue.server";
import { logger } from "~/lib/log.server";
import { cancelBooking, moveBooking } from "./bookings.server";
import { cancelFormSchema } from "./cancel-form";
import { formatSlot } from "./format";
import { parseStart } from "./form.server";
import { slotOption, type SlotOption } from "./page-data.server";

const log = logger("booking");

export type VisitorCancel =
  | { kind: "cancelled" }
  /** Already cancelled, or started: nothing changed. */
  | { kind: "unchangeable" }
  /** The reason could not be taken as it was (too long, a character that cannot be stored). */
  | { kind: "invalid"; lastResult: SubmissionResult<string[]> };

/** Cancels the call a manage link leads to, with the visitor's optional reason from the confirmation form. */
export async function cancelByVisitor(token: string, form: FormData): Promise<VisitorCancel> {
  const submission = parseWithZod(form, { schema: cancelFormSchema });
  if (submission.status !== "success") return { kind: "invalid", lastResult: submission.reply() };
  const cancelled = await cancelBooking({ token }, "visitor", submission.value.reason);
  if (!cancelled) return { kind: "unchangeable" };
  log.info("call cancelled by the visitor", { id: cancelled.id, withReason: Boolean(cancelled.cancelReason) });
  wakeOutbox();
  return { kind: "cancelled" };
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
