import { data, Link } from "react-router";
import { auditContact } from "~/assessment/booking-contact.server";
import { BookingForm } from "~/booking/booking-form";
import { FormAlert } from "~/components/ui/form-alert";
import { assessmentFrom } from "~/booking/fields";
import { formatDayLong } from "~/booking/format";
import { dayOffer } from "~/booking/page-data.server";
import { SlotList } from "~/booking/slot-list";
import { revalidateAfterLostTime } from "~/booking/revalidate";
import { isDay } from "~/booking/slots";
import { submitBooking } from "~/booking/submit.server";
import { logger } from "~/lib/log.server";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/book.$day";

const log = logger("booking");

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: args.loaderData ? `Book a call on ${args.loaderData.dayLabel}` : "Book a 15-Minute Discovery Call",
    description: "Pick a time for your free 15-minute discovery call, then tell us who you are. It takes a minute.",
    path: "/book",
  });

export async function loader({ params, request }: Route.LoaderArgs) {
  if (!isDay(params.day)) throw data(null, { status: 404 });
  const url = new URL(request.url);
  const assessment = assessmentFrom(url.searchParams.get("assessment"));
  const at = url.searchParams.get("at") ?? undefined;
  const base = { day: params.day, dayLabel: formatDayLong(params.day), assessment, at };
  try {
    // From the audit's result page: its name, e-mail and organization fill the form in.
    const [{ slots, videoOffered }, prefill] = await Promise.all([dayOffer(params.day), auditContact(assessment)]);
    return { ...base, state: "ok" as const, slots, form: { prefill: prefill ?? undefined, videoOffered } };
  } catch (error) {
    log.error("could not load the times of a day", { error: error as Error, day: params.day });
    return data({ ...base, state: "error" as const, slots: [], form: { videoOffered: false } }, { status: 503 });
  }
}

export const headers: Route.HeadersFunction = ({ actionHeaders, loaderHeaders }) =>
  actionHeaders.has("Retry-After") ? actionHeaders : loaderHeaders;

export const shouldRevalidate = revalidateAfterLostTime;

export async function action({ request, context }: Route.ActionArgs) {
  return submitBooking(request, context);
}

export default function BookDay({ loaderData, actionData }: Route.ComponentProps) {
  const { day, dayLabel, slots, at, assessment, form } = loaderData;
  const query = (extra: Record<string, string>) => {
    const search = new URLSearchParams(extra);
    if (assessment) search.set("assessment", assessment);
    return `?${search.toString()}`;
  };
  const chosen = actionData?.slot ?? slots.find((slot) => slot.start === at);
  const action = `/book/${day}${chosen ? query({ at: chosen.start }) : ""}`;

  return (
    <div className="space-y-10">
      <section aria-labelledby="times-heading">
        <h2 id="times-heading" tabIndex={-1} className="text-xl font-semibold text-brand-900">
          2. Pick a time on {dayLabel}
        </h2>
        <div className="mt-4">
          {loaderData.state === "error" ? (
            <p role="alert" className="rounded-lg border border-red-800 bg-red-50 p-4 text-red-900">
              We could not load the times of this day just now. Please try again in a moment.
            </p>
          ) : slots.length === 0 ? (
            <p className="rounded-lg border border-slate-200 bg-slate-50 p-4 text-slate-700">
              No open times on this day.{" "}
              <Link to={`/book${assessment ? query({}) : ""}`} className="font-semibold text-brand-700 underline">
                See the days with open times
              </Link>
              .
            </p>
          ) : (
            <SlotList
              slots={slots}
              selected={chosen?.start}
              hrefFor={(slot) => `/book/${day}${query({ at: slot.start })}#details`}
            />
          )}
        </div>
      </section>
      {chosen ? (
        <section
          id="details"
          aria-labelledby="details-heading"
          className="rounded-xl border border-slate-200 p-6 shadow-sm"
        >
          <h2 id="details-heading" tabIndex={-1} className="text-xl font-semibold text-brand-900">
            3. Your details
          </h2>
          <p className="mt-1 mb-5 text-sm text-slate-600">
            Name and email are required, and a number for a phone call. We use them only to hold this call and send you
            its invite.
          </p>
          <BookingForm action={action} slot={chosen} assessment={assessment} {...form} refusal={actionData?.refusal} />
        </section>
      ) : actionData?.refusal.alert ? (
        <FormAlert id="booking-alert">
          <p className="font-semibold">{actionData.refusal.alert.title}</p>
          <p className="mt-1">{actionData.refusal.alert.text}</p>
        </FormAlert>
      ) : at ? (
        <p role="status" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-900">
          That time is no longer open. Please pick another one above.
        </p>
      ) : null}
    </div>
  );
}
