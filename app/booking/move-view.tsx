import { Form, Link, useNavigation } from "react-router";
import { FormAlert } from "~/components/ui/form-alert";
import { useArrivalFocus } from "./arrival-focus";
import { DayPicker } from "./day-picker";
import { SlotTime, ZoneNote } from "./local-time";
import type { DayOption, SlotOption } from "./page-data.server";

const textLink = "font-semibold text-brand-700 underline";

/** Said instead of the choices when the link leads to no call that can still move. */
export function CannotMove({ token }: { token: string }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6 lg:px-8">
      <h1 className="text-4xl font-bold tracking-tight text-brand-900">This call cannot be moved</h1>
      <p className="mt-6 text-slate-800">
        It was cancelled, has already started, or the link is not complete.{" "}
        <Link className={textLink} to={`/book/manage/${token}`}>
          See what this link leads to
        </Link>{" "}
        or{" "}
        <Link className={textLink} to="/book">
          book a new time
        </Link>
        .
      </p>
    </div>
  );
}

export type MoveAnswer = { alert: { title: string; text: string }; nearest: SlotOption[] };

/** The move page: the current time, a refusal with the nearest free times, then day and time pickers. */
export function MoveBookingPage({
  token,
  current,
  days,
  day,
  dayLabel,
  slots,
  answer,
}: {
  token: string;
  current: string;
  days: DayOption[];
  day: string | undefined;
  dayLabel: string | undefined;
  slots: SlotOption[];
  answer: MoveAnswer | undefined;
}) {
  useArrivalFocus();
  return (
    <div className="mx-auto max-w-4xl px-4 py-16 sm:px-6 lg:px-8">
      <h1 className="text-4xl font-bold tracking-tight text-brand-900">Move your call</h1>
      <p className="mt-4 text-slate-700">
        Now: <strong>{current}</strong>. Pick a new time; the old one is freed when the new one is yours. <ZoneNote />{" "}
        <Link className={textLink} to={`/book/manage/${token}`}>
          Keep the current time
        </Link>
      </p>
      {answer ? (
        <div className="mt-6">
          <FormAlert id="move-alert">
            <p className="font-semibold">{answer.alert.title}</p>
            <p className="mt-1">{answer.alert.text}</p>
          </FormAlert>
          {answer.nearest.length ? (
            <div className="mt-4">
              <h2 className="text-lg font-semibold text-brand-900">The nearest free times</h2>
              <div className="mt-2">
                <SlotButtons slots={answer.nearest} />
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
          <div className="mt-4">
            <DayPicker
              days={days}
              selected={day}
              hrefFor={(option) => `?day=${option}`}
              next="move-times"
              list={
                <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-2">
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
              }
            />
          </div>
        </section>
        <section aria-labelledby="move-times" className="lg:col-span-2">
          <h2 id="move-times" tabIndex={-1} className="text-xl font-semibold text-brand-900">
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
              <SlotTime slot={slot.label ? slot : { ...slot, label: slot.long }} />
            </button>
          </li>
        ))}
      </ul>
    </Form>
  );
}
