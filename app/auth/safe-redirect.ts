/** Where staff land after signing in when no (acceptable) `redirectTo` was given. */
export const DEFAULT_AFTER_SIGN_IN = "/admin/blog";

const ORIGIN = "http://same-site.invalid";

/**
 * A `redirectTo` value reduced to a path on this site, or the fallback. Accepts only a single
 * leading slash: `//evil.example` and `/\evil.example` are read by browsers as other hosts, and
 * control characters can smuggle either past naive checks. Resolving against a placeholder origin
 * and checking the origin did not change catches every other spelling.
 */
export function safeRedirectTo(value: unknown, fallback = DEFAULT_AFTER_SIGN_IN): string {
  if (typeof value !== "string" || value.length === 0 || value.length > 2048) return fallback;
  if (!value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return fallback;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return fallback;
  let url: URL;
  try {
    url = new URL(value, ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== ORIGIN) return fallback;
  // The sign-in pages themselves are no destination: they would loop or sign the user out.
  if (["/login", "/logout", "/auth/callback"].includes(url.pathname)) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
