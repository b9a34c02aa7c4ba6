import { data } from "react-router";
import { manageView } from "~/booking/manage.server";
import { ManageBookingPage } from "~/booking/manage-view";
import { cancelByVisitor } from "~/booking/visitor-changes.server";
import { site } from "~/content/site";
import { BODY_LIMITS } from "~/lib/body-limit.server";
import { readForm } from "~/lib/forms/read-form.server";
import { redirectWithToast, setToast } from "~/lib/toast.server";
import type { Route } from "./+types/book.manage.$token";

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
  const search = new URL(request.url).searchParams;
  const booked = search.get("booked") === "1";
  // The confirmation step of cancelling: a page of its own (a GET), so it works without JavaScript.
  const confirmCancel = search.get("cancel") === "1" && view.state === "confirmed";
  return data({ view, booked, confirmCancel }, { status: view.state === "missing" ? 404 : 200 });
}

const NOT_CHANGED = { title: "Nothing was changed", variant: "destructive" as const };

export async function action({ params, request, context }: Route.ActionArgs) {
  const { form, refused } = await readForm(request, { maxBytes: BODY_LIMITS.smallForm });
  if (!form || form.get("intent") !== "cancel") {
    const description = refused?.status === 413 ? refused.message : "That request was not understood.";
    setToast(context, { ...NOT_CHANGED, description });
    return data({ cancelAnswer: undefined }, { status: refused?.status === 413 ? 413 : 400 });
  }
  const outcome = await cancelByVisitor(params.token, form);
  switch (outcome.kind) {
    case "invalid":
      return data({ cancelAnswer: outcome.lastResult }, { status: 400 });
    case "unchangeable":
      return redirectWithToast(
        context,
        `/book/manage/${params.token}`,
        { ...NOT_CHANGED, title: "Nothing to cancel", description: "This call was already cancelled or has started." },
        { status: 303 },
      );
    case "cancelled":
      return redirectWithToast(
        context,
        `/book/manage/${params.token}`,
        { title: "Your call is cancelled", description: "The time is free again. We have sent you a confirmation." },
        { status: 303 },
      );
  }
}

export default function ManageBooking({ loaderData, actionData, params }: Route.ComponentProps) {
  return (
    <ManageBookingPage
      view={loaderData.view}
      booked={loaderData.booked}
      token={params.token}
      confirmCancel={loaderData.confirmCancel}
      cancelAnswer={actionData?.cancelAnswer}
    />
  );
}
