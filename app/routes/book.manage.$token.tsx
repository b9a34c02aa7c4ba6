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
  const toast = (await cancelByVisitor(params.token))
    ? { title: "Your call is cancelled", description: "The time is free again. We have sent you a confirmation." }
    : {
        title: "Nothing to cancel",
        description: "This call was already cancelled or has started.",
        variant: "destructive" as const,
      };
  return redirectWithToast(context, `/book/manage/${params.token}`, toast, { status: 303 });
}

export default function ManageBooking({ loaderData, params }: Route.ComponentProps) {
  return <ManageBookingPage view={loaderData.view} booked={loaderData.booked} token={params.token} />;
}
