import { data, redirect } from "react-router";
import { moveChoices } from "~/booking/manage.server";
import { revalidateAfterLostTime } from "~/booking/revalidate";
import { CannotMove, MoveBookingPage, type MoveAnswer } from "~/booking/move-view";
import { moveByVisitor } from "~/booking/visitor-changes.server";
import { site } from "~/content/site";
import { BODY_LIMITS } from "~/lib/body-limit.server";
import { readForm } from "~/lib/forms/read-form.server";
import { redirectWithToast } from "~/lib/toast.server";
import type { Route } from "./+types/book.manage.$token.move";

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
  const choices = await moveChoices(params.token, new URL(request.url).searchParams.get("day"));
  // A link to nothing, or a call no longer changeable: said here, and its own page says which.
  if (choices.state === "gone") return data({ state: "gone" as const }, { status: choices.found ? 409 : 404 });
  return choices;
}

export const shouldRevalidate = revalidateAfterLostTime;

export async function action({ params, request, context }: Route.ActionArgs) {
  const { form, refused } = await readForm(request, { maxBytes: BODY_LIMITS.smallForm });
  if (refused?.status === 413) {
    return data<MoveAnswer>(
      { alert: { title: "Nothing was changed", text: refused.message }, nearest: [] },
      { status: 413 },
    );
  }
  const move = await moveByVisitor(params.token, form?.get("start") ?? null);
  switch (move.kind) {
    case "no-time":
      return data<MoveAnswer>(
        { alert: { title: "Pick a time first", text: "Choose one of the open times." }, nearest: [] },
        { status: 400 },
      );
    case "unchangeable":
      throw redirect(`/book/manage/${params.token}`, { status: 303 });
    case "taken":
    case "unavailable":
      return data<MoveAnswer>(
        {
          alert: {
            title: move.kind === "taken" ? "That time was just taken" : "That time is not available",
            text: "Your call stays where it was. Pick one of the nearest free times, or another day.",
          },
          nearest: move.nearest,
        },
        { status: 409 },
      );
    case "moved":
      return redirectWithToast(
        context,
        `/book/manage/${params.token}`,
        { title: "Your call has moved", description: `It is now ${move.when}.` },
        { status: 303 },
      );
  }
}

export default function MoveBooking({ loaderData, actionData, params }: Route.ComponentProps) {
  if (loaderData.state === "gone") return <CannotMove token={params.token} />;
  return <MoveBookingPage token={params.token} {...loaderData} answer={actionData} />;
}
