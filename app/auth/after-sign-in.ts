import { sameSitePath } from "~/lib/safe-redirect";

/** Where staff land after signing in when no (acceptable) `redirectTo` was given. */
export const DEFAULT_AFTER_SIGN_IN = "/admin/leads";

// The sign-in pages themselves are no destination: they would loop or sign the user out.
const SIGN_IN_PAGES = ["/login", "/logout", "/auth/callback"];

/** A `redirectTo` value as a path on this site to land on after signing in, or the fallback. */
export function afterSignInPath(value: unknown, fallback = DEFAULT_AFTER_SIGN_IN): string {
  const path = sameSitePath(value);
  if (path === null) return fallback;
  return SIGN_IN_PAGES.includes(new URL(path, "http://x").pathname) ? fallback : path;
}
