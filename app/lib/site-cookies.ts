/**
 * Every cookie this site sets or reads, in one place. The shared page cache (server/page-cache)
 * gives its page to any request that carries none of these: a cookie not listed here would let a
 * visitor holding it receive, and never see the effect of, a page rendered for nobody. So a cookie
 * is named here and imported by whatever defines it; site-cookies.test.ts fails on one that is not.
 */

/** The names the site gives its own cookies; every one of them counts, by construction. */
export const SITE_COOKIES = {
  /** The flash toast shown on the next page (app/lib/toast.server.ts). */
  toast: "en_toast",
  /** The local admin session (app/auth/local-session.server.ts). */
  staffSession: "en_staff",
  /** Where to go after Google sign-in (app/auth/next-cookie.server.ts). */
  signInNext: "en_signin_next",
} as const;

const NAMES: ReadonlySet<string> = new Set(Object.values(SITE_COOKIES));

/**
 * Supabase Auth (app/auth/supabase.server.ts) names its cookies after the project:
 * `sb-<ref>-auth-token`, split into `.0`, `.1`… when the session is large, and
 * `sb-<ref>-auth-token-code-verifier` during a sign-in. The ref comes from SUPABASE_URL, which this
 * module does not read, and a later library version may name another cookie after the same
 * project: every name starting with `sb-` counts, as the cookie policy says.
 */
const SUPABASE = /^sb-/;

/** True when `name` (exactly as the browser sends it) is one of this site's cookies. */
export function isSiteCookie(name: string): boolean {
  return NAMES.has(name) || SUPABASE.test(name);
}
