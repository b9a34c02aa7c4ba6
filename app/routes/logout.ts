import { redirect } from "react-router";
import { signOutAction } from "~/auth/sign-in.server";
import { staffAuthMiddleware } from "~/auth/staff.server";
import { endLeadStreamsOf } from "~/leads/live-stream.server";
import { BODY_LIMITS } from "~/lib/body-limit.server";
import { refuseLargeBody } from "~/lib/forms/read-form.server";
import type { Route } from "./+types/logout";

export const middleware: Route.MiddlewareFunction[] = [staffAuthMiddleware];

// Signing out changes state, so only a POST does it; a GET (a link, a prefetch, an image tag
// on another site) just lands on the login page.
export function loader() {
  return redirect("/login");
}

export async function action({ request, context }: Route.ActionArgs) {
  await refuseLargeBody(request, { maxBytes: BODY_LIMITS.smallForm });
  const answer = await signOutAction(request, context);
  // This browser's other tabs stop hearing the lead desk at once (other browsers' streams find
  // out at their next session check).
  endLeadStreamsOf(request);
  return answer;
}

// Never rendered (the loader and the action always redirect). Having a component makes this a
// page route rather than a resource route, so React Router's origin check guards the POST.
export default function Logout() {
  return null;
}
