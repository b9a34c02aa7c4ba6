import { data, redirect, type MiddlewareFunction } from "react-router";
import { afterSignInPath } from "./after-sign-in";
import { adminContext } from "./guard.server";
import { staffAuth } from "./staff.server";

/** The login page, asked to come back to `path` afterwards. */
export function loginUrl(path: string): string {
  return `/login?redirectTo=${encodeURIComponent(afterSignInPath(path))}`;
}

/**
 * The gate of every /admin route, for loaders and actions alike: anonymous visitors (and admins who
 * still owe their second factor) are sent to sign in and come back here; signed-in accounts that
 * are not admins get 403; only an admin gets through, with adminContext set. Runs after
 * staffAuthMiddleware.
 */
export const adminMiddleware: MiddlewareFunction<Response> = async ({ context, url, request }, next) => {
  const viewer = await staffAuth(context).viewer();
  // After a POST, the browser must come back with a GET.
  const status = request.method === "GET" || request.method === "HEAD" ? 302 : 303;
  if (viewer.status === "anonymous") throw redirect(loginUrl(url.pathname + url.search), status);
  if (viewer.status === "unavailable") {
    throw data("Staff sign-in is unavailable right now. Please try again in a minute.", { status: 503 });
  }
  if (viewer.access === "needs-mfa") throw redirect(loginUrl(url.pathname + url.search), status);
  if (viewer.access !== "admin") throw data("This account may not use the staff area.", { status: 403 });
  context.set(adminContext, { email: viewer.email, method: viewer.method });
  return next();
};
