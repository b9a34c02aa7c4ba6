import { data, Form, useNavigation } from "react-router";
import { cancelBooking } from "~/booking/bookings.server";
import { manageView } from "~/booking/manage.server";
import { LocalTime } from "~/booking/local-time";
import { Button } from "~/components/ui/button";
import { ButtonLink } from "~/components/ui/button-link";
import { site } from "~/content/site";
import { wakeOutbox } from "~/outbox/enqueue.server";
import { BODY_LIMITS } from "~/lib/body-limit.server";
import { readForm } from "~/lib/forms/read-form.server";
import { logger } from "~/lib/log.server";
import { redirectWithToast, setToast } from "~/lib/toast.server";
import type { Route } from "./+types/book.manage.$token";

const log = logger("booking");

export const meta: Route.MetaFunction = () => [
  { title: `Your discovery call | ${site.brand}` },
  // A private page: its address is the visitor's key, never sent to another site (same-origin keeps
  // the Origin header that form posts need).
  { name: "robots", content: "noindex, nofollow" },
  { name: "referrer", content: "same-origin" },
];

export const headers: Route.HeadersFunction = () => ({
  "Cache-Control": "private, no-store",
  "X-Robots-Tag": "noindex, nofollow",
  "Referrer-Policy": "same-origin",
});

export async function loader({ params, request }: Route.LoaderArgs) {
  const view = await manageView(params.token);
  const booked = new URL(request.url).searchParams.get("booked") === "1";
  return data({ view, booked }, { status: view.state === "missing" ? 404 : 200 });
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const { form, refused } = await readForm(request, { maxBytes: BODY_LIMITS.smallForm });
  if (refused?.status === 413) {
    setToast(context, { title: "Nothing was changed", description: refused.message, variant: "destructive" });
    return data({ cancelled: false }, { status: 413 });
  }
  if (!form || form.get("intent") !== "cancel") {
    setToast(context, {
      title: "Nothing was changed",
      description: "That request was not understood.",
      variant: "destructive",
    });
    return data({ cancelled: false }, { status: 400 });
  }
  const cancelled = await cancelBooking({ token: params.token }, "visitor");
  const page = `/book/manage/${params.token}`;
  if (!cancelled) {
    return redirectWithToast(
      context,
      page,
      {
        title: "Nothing to cancel",
        description: "This call was already cancelled or has started.",
        variant: "destructive",
      },
      { status: 303 },
    );
  }
  log.info("call cancelled by the visitor", { id: cancelled.id });
  wakeOutbox();
  return redirectWithToast(
    context,
    page,
    { title: "Your call is cancelled", description: "The time is free again. We have sent you a confirmation." },
    { status: 303 },
  );
}

export default function ManageBooking({ loaderData, params }: Route.ComponentProps) {
  const { view, booked } = loaderData;
  const navigation = useNavigation();
  if (view.state === "missing") {
    return (
      <Frame title="We could not find that booking">
        <p>
          This link does not lead to a booking. It may have been copied only in part: please use the whole link from
          your confirmation e-mail.
        </p>
        <Actions />
      </Frame>
    );
  }
  const title =
    view.state === "cancelled"
      ? "This call is cancelled"
      : view.state === "past"
        ? "This call has already started"
        : booked
          ? "You're booked!"
          : "Your discovery call";
  return (
    <Frame title={title}>
      <p className="rounded-lg bg-brand-50 px-4 py-3 text-brand-900">
        <span
          className={`font-semibold ${view.state === "cancelled" ? "line-through" : ""}`}
          data-testid="booking-when"
        >
          {view.when}
        </span>
        <LocalTime start={view.start} className="block text-sm text-slate-700" />
      </p>
      {view.state === "confirmed" ? (
        <>
          <p>
            {booked ? `Thank you, ${view.name}. ` : ""}A confirmation with a calendar invite is on its way to{" "}
            <strong>{view.email}</strong>. We will call you for 15 minutes at this time. Keep this page&apos;s address:
            it is your link to cancel or move the call.
          </p>
          {view.calendar ? (
            <div>
              <h2 className="text-lg font-semibold text-brand-900">Add it to your calendar</h2>
              <ul className="mt-2 flex flex-wrap gap-3">
                <li>
                  <a
                    className="font-semibold text-brand-700 underline"
                    href={view.calendar.ics}
                    download="discovery-call.ics"
                  >
                    Calendar file (.ics)
                  </a>
                </li>
                <li>
                  <a
                    className="font-semibold text-brand-700 underline"
                    href={view.calendar.google}
                    rel="noopener noreferrer"
                    target="_blank"
                  >
                    Google Calendar
                  </a>
                </li>
                <li>
                  <a
                    className="font-semibold text-brand-700 underline"
                    href={view.calendar.outlook}
                    rel="noopener noreferrer"
                    target="_blank"
                  >
                    Outlook.com
                  </a>
                </li>
                <li>
                  <a
                    className="font-semibold text-brand-700 underline"
                    href={view.calendar.office}
                    rel="noopener noreferrer"
                    target="_blank"
                  >
                    Outlook (work or school)
                  </a>
                </li>
              </ul>
            </div>
          ) : null}
          <div className="flex flex-wrap items-center gap-4 border-t border-slate-200 pt-6">
            <ButtonLink to={`/book/manage/${params.token}/move`} variant="secondary">
              Move to another time
            </ButtonLink>
            <Form method="post">
              <input type="hidden" name="intent" value="cancel" />
              <Button variant="secondary" busy={navigation.state === "submitting"} busyLabel="Cancelling...">
                Cancel this call
              </Button>
            </Form>
          </div>
        </>
      ) : view.state === "cancelled" ? (
        <>
          <p>
            {view.cancelledBy === "staff"
              ? "We had to cancel this call, and we are sorry for it."
              : "You cancelled this call. Its time is free for someone else."}
            {view.cancelMessage ? ` ${view.cancelMessage}` : ""}
          </p>
          <Actions book />
        </>
      ) : (
        <>
          <p>A call can be cancelled or moved until it starts. To change something now, please call us.</p>
          <Actions />
        </>
      )}
    </Frame>
  );
}

function Frame({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6 lg:px-8">
      <h1 className="text-4xl font-bold tracking-tight text-brand-900">{title}</h1>
      <div className="mt-6 space-y-6 text-slate-800">{children}</div>
    </div>
  );
}

function Actions({ book = true }: { book?: boolean }) {
  return (
    <div className="flex flex-wrap gap-4">
      {book ? <ButtonLink to="/book">Book a new time</ButtonLink> : null}
      <ButtonLink to="/contact" variant="secondary">
        Contact us
      </ButtonLink>
      <a className="self-center font-semibold text-brand-700 underline" href={`tel:${site.phone.tel}`}>
        {site.phone.display}
      </a>
    </div>
  );
}
