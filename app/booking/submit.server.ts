import { data, redirect, type RouterContextProvider } from "react-router";
import { recordConversion } from "~/insights/conversions.server";
import { wakeOutbox } from "~/outbox/enqueue.server";
import { getDb } from "~/lib/db/client.server";
import { BODY_LIMITS } from "~/lib/body-limit.server";
import { readForm } from "~/lib/forms/read-form.server";
import { isDatabaseUnavailable } from "~/lib/db/unavailable.server";
import { logger } from "~/lib/log.server";
import { clientIpContext } from "~/lib/request-context";
import { setToast } from "~/lib/toast.server";
import { guardPublicForm } from "~/spam/guard.server";
import { tokenForRefusal } from "~/spam/honeypot.server";
import type { BookingRefusal } from "./booking-form";
import { bookSlot } from "./bookings.server";
import { assessmentFrom } from "./fields";
import { parseBookingForm, parseStart } from "./form.server";
import { slotOption, type SlotOption } from "./page-data.server";
import { bookingRateLimit } from "./rate-limit.server";
import { formatSlot } from "./format";
import { offersVideo } from "./meeting-link.server";

const log = logger("booking");

type BookingActionData = { refusal: BookingRefusal; slot?: SlotOption };

const ALERTS = {
  taken: {
    title: "That time was just taken",
    text: "Someone booked it a moment before you. Pick one of the nearest free times, or another day.",
  },
  unavailable: {
    title: "That time is not available",
    text: "It may have passed or be too soon to prepare for. Pick one of the nearest free times, or another day.",
  },
  again: {
    title: "Please press “Book this call” again",
    text: "This form was open for a long time, so we need one more click to be sure it is you. Your details are kept.",
  },
  tooQuick: {
    title: "Please press “Book this call” again",
    text: "That was quicker than we expect from a person, so we need one more click to be sure it is you. Your details are kept.",
  },
  invalid: { title: "Please check the highlighted fields", text: "Some of what you entered needs a fix." },
  limited: {
    title: "Too many bookings",
    text: "Several calls were booked from your network in a short time. Please wait a while, or call us.",
  },
  noSlot: { title: "Pick a time first", text: "Choose one of the times of the day, then fill in the form." },
  noVideo: {
    title: "Video calls are not available just now",
    text: "Please choose a phone call and give us your number; your other details are kept.",
  },
  failed: {
    title: "We could not book the call",
    text: "Our system did not answer. Nothing was booked; please try again in a moment, or call us.",
  },
} as const;

/**
 * A refusal keeps what was typed and hands back the visitor's own form token (tokenForRefusal):
 * the fill time keeps counting from when the form was first shown, so a corrected form can be
 * sent again at once. `refusal.formToken` overrides it where the token itself was the problem.
 */
function refuse(
  form: FormData | undefined,
  status: number,
  refusal: BookingRefusal,
  slot?: SlotOption,
  headers?: HeadersInit,
): ReturnType<typeof data<BookingActionData>> {
  const formToken = refusal.formToken ?? (form ? tokenForRefusal(form) : undefined);
  return data<BookingActionData>({ refusal: { ...refusal, formToken }, slot }, { status, headers });
}

/**
 * The booking form's action: checks, then one attempt at the slot that the database alone decides
 * (bookings.server.ts). A refusal keeps every typed value; a booking redirects to its own page.
 */
export async function submitBooking(request: Request, context: Readonly<RouterContextProvider>) {
  const { form, refused } = await readForm(request, { maxBytes: BODY_LIMITS.booking });
  if (refused) {
    const text = refused.message ?? "What was sent is not a form this page reads.";
    return refuse(undefined, refused.status, { values: {}, alert: { title: ALERTS.invalid.title, text } });
  }
  const parsed = parseBookingForm(form);
  const startsAt = parseStart(form.get("alternative")) ?? parseStart(form.get("start"));
  const slot = startsAt ? { start: startsAt.toISOString(), label: "", long: formatSlot(startsAt) } : undefined;
  if (!startsAt) return refuse(form, 400, { values: parsed.values, alert: ALERTS.noSlot });
  if (!parsed.ok) {
    return refuse(form, 400, { values: parsed.values, errors: parsed.errors, alert: ALERTS.invalid }, slot);
  }

  const clientIp = context.get(clientIpContext) || null;
  const gate = await guardPublicForm(form, { limit: bookingRateLimit, clientIp, spam: "refuse", log, what: "booking" });
  switch (gate.kind) {
    // Likely automated (no token of ours, a filled trap, sent sooner than a person can): refused,
    // with the visitor's own token or, for a post without one, a fresh token whose fill time starts
    // now. Never a token valid at once, or a script posting twice would skip the check.
    case "spam":
      log.info("booking form refused as likely automated", { reason: gate.reason });
      return refuse(form, 400, { values: parsed.values, alert: ALERTS.tooQuick, formToken: gate.formToken }, slot);
    // An expired or used-up token is a tab left open: the visitor spent the time long ago.
    case "stale":
      return refuse(form, 400, { values: parsed.values, alert: ALERTS.again, formToken: gate.formToken }, slot);
    case "limited":
      return refuse(form, 429, { values: parsed.values, alert: ALERTS.limited, formToken: gate.formToken }, slot, {
        "Retry-After": String(gate.retryAfterSeconds),
      });
  }

  try {
    // A room may have been removed (at /admin/availability or a host's page) since the form was shown.
    if (parsed.input.location === "video" && !(await offersVideo())) {
      const errors = { location: ["Choose a phone call: video calls are not available just now."] };
      return refuse(form, 409, { values: parsed.values, errors, alert: ALERTS.noVideo }, slot);
    }
    const outcome = await bookSlot(parsed.input, {
      startsAt,
      clientIp,
      assessmentRef: assessmentFrom(form.get("assessment")?.toString()),
    });
    if (outcome.kind !== "booked") {
      return refuse(
        form,
        409,
        { values: parsed.values, alert: ALERTS[outcome.kind], nearest: outcome.nearest.map(slotOption) },
        slot,
      );
    }
    log.info("call booked", { id: outcome.booking.id, startsAt: outcome.booking.startsAt.toISOString() });
    // Not awaited, and never failing: the visitor's answer does not wait for the insights.
    void recordConversion(getDb(), { kind: "call_booked", from: { request, context }, leadId: outcome.leadId });
    wakeOutbox();
    setToast(context, { title: "✅ Your call is booked", description: "A confirmation is on its way to your inbox." });
    return redirect(`/book/manage/${outcome.token}?booked=1`, { status: 303 });
  } catch (error) {
    log.error("could not book a call", { error: error as Error });
    if (!isDatabaseUnavailable(error)) throw error;
    return refuse(form, 503, { values: parsed.values, alert: ALERTS.failed }, slot);
  }
}
