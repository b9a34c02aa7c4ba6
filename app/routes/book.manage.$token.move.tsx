import { data, Form, Link, redirect, useNavigation } from "react-router";
import { findByToken, isChangeable, moveBooking } from "~/booking/bookings.server";
import { formatDayLong, formatSlot } from "~/booking/format";
import { parseStart } from "~/booking/form.server";
import { LocalTime } from "~/booking/local-time";
import { bookableDays, bookableSlots, slotOption, type SlotOption } from "~/booking/page-data.server";
import { isDay } from "~/booking/slots";
import { FormAlert } from "~/components/ui/form-alert";
import { site } from "~/content/site";
import { wakeOutbox } from "~/outbox/enqueue.server";
import { BODY_LIMITS } from "~/lib/body-limit.server";
import { readForm } from "~/lib/forms/read-form.server";
import { logger } from "~/lib/log.server";
import { redirectWithToast } from "~/lib/toast.server";
import type { Route } from "./+types/book.manage.$token.move";

const log = logger("booking");

export const meta: Route.MetaFunction = () => [
  { title: `Move your discovery call | ${site.brand}` },
  { name: "robots", content: "noindex, nofollow" },
  { name: "referrer", content: "same-origin" },
];

export const headers: Route.HeadersFunction = () => ({
  "Cache-Control": "private, no-store",
  "X-Robots-Tag": "noindex, nofollow",
  "Referrer-Policy": "same-origin",
});

export async function loader({ params, request }: Route.LoaderArgs) {
  const booking = await findByToken(params.token);
  // A link to nothing, or a call no longer changeable: said here, and its own page says which.
  if (!booking || !isChangeable(booking)) return data({ state: "gone" as const }, { status: booking ? 409 : 404 });
  const wanted = new URL(request.url).searchParams.get("day");
  const { days } = await bookableDays(new Date(), booking.id);
  const day = wanted && isDay(wanted) ? wanted : undefined;
  return {
    state: "ok" as const,
    current: formatSlot(booking.startsAt),
    days,
    day,
    dayLabel: day ? formatDayLong(day) : undefined,
    slots: day ? await bookableSlots(day, new Date(), booking.id) : [],
  };
}

type MoveActionData = { alert: { title: string; text: string }; nearest: SlotOption[] };

export async function action({ params, request, context }: Route.ActionArgs) {
  const { form, refused } = await readForm(request, { maxBytes: BODY_LIMITS.smallForm });
  if (refused?.status === 413) {
    return data<MoveActionData>(
      { alert: { title: "Nothing was changed", text: refused.message }, nearest: [] },
      { status: 413 },
    );
  }
  const startsAt = parseStart(form?.get("start") ?? null);
  if (!startsAt) {
    return data<MoveActionData>(
      { alert: { title: "Pick a time first", text: "Choose one of the open times." }, nearest: [] },
      { status: 400 },
    );
  }
  const outcome = await moveBooking(params.token, startsAt);
  if (outcome.kind === "unchangeable") throw redirect(`/book/manage/${params.token}`, { status: 303 });
  if (outcome.kind !== "moved") {
    return data<MoveActionData>(
      {
        alert: {
          title: outcome.kind === "taken" ? "That time was just taken" : "That time is not available",
          text: "Your call stays where it was. Pick one of the nearest free times, or another day.",
        },
        nearest: outcome.nearest.map(slotOption),
      },
      { status: 409 },
    );
  }
  log.info("call moved by the visitor", { id: outcome.booking.id });
  wakeOutbox();
  return redirectWithToast(
    context,
    `/book/manage/${params.token}`,
    { title: "Your call has moved", description: `It is now ${formatSlot(outcome.booking.startsAt)}.` },
    { status: 303 },
  );
}

function SlotButtons({ slots }: { slots: SlotOption[] }) {
  const navigation = useNavigation();
  return (
    <Form method="post" preventScrollReset>
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 md:grid-cols-4" data-testid="move-slots">
        {slots.map((slot) => (
          <li key={slot.start}>
            <button
              type="submit"
              name="start"
              value={slot.start}
              disabled={navigation.state === "submitting"}
              className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-center text-sm font-semibold text-brand-900 shadow-sm hover:border-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
            >
              {slot.label || slot.long}
              <LocalTime start={slot.start} className="block text-xs font-normal" />
            </button>
          </li>
        ))}
      </ul>
    </Form>
  );
}

export default function MoveBooking({ loaderData, actionData, params }: Route.ComponentProps) {
  if (loaderData.state === "gone") {
    return (
      <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6 lg:px-8">
        <h1 className="text-4xl font-bold tracking-tight text-brand-900">This call cannot be moved</h1>
        <p className="mt-6 text-slate-800">
          It was cancelled, has already started, or the link is not complete.{" "}
          <Link className="font-semibold text-brand-700 underline" to={`/book/manage/${params.token}`}>
            See what this link leads to
          </Link>{" "}
          or{" "}
          <Link className="font-semibold text-brand-700 underline" to="/book">
            book a new time
          </Link>
          .
        </p>
      </div>
    );
  }
  const { current, days, day, dayLabel, slots } = loaderData;
  return (
    <div className="mx-auto max-w-4xl px-4 py-16 sm:px-6 lg:px-8">
      <h1 className="text-4xl font-bold tracking-tight text-brand-900">Move your call</h1>
      <p className="mt-4 text-slate-700">
        Now: <strong>{current}</strong>. Pick a new time; the old one is freed when the new one is yours. Times are
        Eastern ({site.timeZone}).{" "}
        <Link className="font-semibold text-brand-700 underline" to={`/book/manage/${params.token}`}>
          Keep the current time
        </Link>
      </p>
      {actionData ? (
        <div className="mt-6">
          <FormAlert id="move-alert">
            <p className="font-semibold">{actionData.alert.title}</p>
            <p className="mt-1">{actionData.alert.text}</p>
          </FormAlert>
          {actionData.nearest.length ? (
            <div className="mt-4">
              <h2 className="text-lg font-semibold text-brand-900">The nearest free times</h2>
              <div className="mt-2">
                <SlotButtons slots={actionData.nearest} />
              </div>
            </div>
          ) : null}
        </div>
      ) : null}
      <div className="mt-10 grid gap-10 lg:grid-cols-3">
        <section aria-labelledby="move-days" className="lg:col-span-1">
          <h2 id="move-days" className="text-xl font-semibold text-brand-900">
            1. Pick a day
          </h2>
          <ul className="mt-4 grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-2">
            {days.map((option) => (
              <li key={option.day}>
                <Link
                  to={`?day=${option.day}`}
                  preventScrollReset
                  aria-current={option.day === day ? "date" : undefined}
                  className={`block rounded-lg border px-3 py-2 text-sm font-semibold ${option.day === day ? "border-brand-700 bg-brand-700 text-white" : "border-slate-300 text-slate-900 hover:bg-brand-50"}`}
                >
                  {option.label}
                </Link>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="move-times" className="lg:col-span-2">
          <h2 id="move-times" className="text-xl font-semibold text-brand-900">
            2. Pick a time{dayLabel ? ` on ${dayLabel}` : ""}
          </h2>
          <div className="mt-4">
            {!day ? (
              <p className="text-slate-700">Choose a day to see its open times.</p>
            ) : slots.length === 0 ? (
              <p className="text-slate-700">No open times on this day.</p>
            ) : (
              <SlotButtons slots={slots} />
            )}
          </div>
        </section>
      </div>
    </div>
  );
}
