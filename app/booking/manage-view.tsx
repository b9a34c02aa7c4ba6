import type { SubmissionResult } from "@conform-to/react";
import { ButtonLink } from "~/components/ui/button-link";
import { site } from "~/content/site";
import { CancelConfirm } from "./cancel-view";
import { LocalTime } from "./local-time";
import type { ManageView } from "./manage.server";
import { VisitorPlace } from "./place-view";

/**
 * The page a manage link opens: the call, and what the visitor can still do with it. `confirmCancel`
 * shows the cancellation's confirmation (with `cancelAnswer`, the refusal of a reason sent).
 */
export function ManageBookingPage({
  view,
  booked,
  token,
  confirmCancel,
  cancelAnswer,
}: {
  view: ManageView;
  booked: boolean;
  token: string;
  confirmCancel: boolean;
  cancelAnswer?: SubmissionResult<string[]>;
}) {
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
        {view.state === "cancelled" ? null : (
          <span className="mt-2 block" data-testid="booking-where">
            <VisitorPlace place={view.place} />
          </span>
        )}
      </p>
      {view.state === "confirmed" ? (
        <>
          <p>
            {booked ? `Thank you, ${view.name}. ` : ""}A confirmation with a calendar invite is on its way to{" "}
            <strong>{view.email}</strong>.{" "}
            {view.place.kind === "phone"
              ? "We will call you for 15 minutes at this time."
              : "The call takes 15 minutes; the invite carries the link."}{" "}
            Keep this page&apos;s address: it is your link to cancel or move the call.
          </p>
          {view.calendar ? <CalendarLinks calendar={view.calendar} /> : null}
          {confirmCancel ? (
            <CancelConfirm token={token} lastResult={cancelAnswer} />
          ) : (
            <div className="flex flex-wrap items-center gap-4 border-t border-slate-200 pt-6">
              <ButtonLink to={`/book/manage/${token}/move`} variant="secondary">
                Move to another time
              </ButtonLink>
              <ButtonLink to={`/book/manage/${token}?cancel=1`} variant="secondary" preventScrollReset>
                Cancel this call
              </ButtonLink>
            </div>
          )}
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

const link = "font-semibold text-brand-700 underline";

function CalendarLinks({
  calendar,
}: {
  calendar: NonNullable<Extract<ManageView, { calendar: unknown }>["calendar"]>;
}) {
  return (
    <div>
      <h2 className="text-lg font-semibold text-brand-900">Add it to your calendar</h2>
      <ul className="mt-2 flex flex-wrap gap-3">
        <li>
          <a className={link} href={calendar.ics} download="discovery-call.ics">
            Calendar file (.ics)
          </a>
        </li>
        <li>
          <a className={link} href={calendar.google} rel="noopener noreferrer" target="_blank">
            Google Calendar
          </a>
        </li>
        <li>
          <a className={link} href={calendar.outlook} rel="noopener noreferrer" target="_blank">
            Outlook.com
          </a>
        </li>
        <li>
          <a className={link} href={calendar.office} rel="noopener noreferrer" target="_blank">
            Outlook (work or school)
          </a>
        </li>
      </ul>
    </div>
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
