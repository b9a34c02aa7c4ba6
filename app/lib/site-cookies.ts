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

// Beyond these the header is no visitor's analytics cookies any more but something odd: not worth
// reading, so such a request takes the per-visitor path.
const MAX_HEADER_LENGTH = 8_192;
const MAX_PAIRS = 100;
// A cookie name is an HTTP token (RFC 6265); a name that is not one is not worth guessing about.
const TOKEN = /^[!#$%&'*+\-.^`|~\w]+$/;

/**
 * True when a request with this Cookie header may get the page shared by every visitor: it
 * carries none of the site's own cookies (analytics, consent or CDN cookies are ignored). A site
 * cookie counts whatever its value (empty, expired, forged): the render it asks for is that
 * visitor's. Anything unclear (a pair with no name, a name that is no token, a huge header) answers
 * false, since a per-visitor render is always correct and only slower.
 */
export function onlyForeignCookies(header: string | undefined): boolean {
  if (header === undefined || header === "") return true;
  if (header.length > MAX_HEADER_LENGTH) return false;
  const pairs = header.split(";");
  if (pairs.length > MAX_PAIRS) return false;
  for (const pair of pairs) {
    const equals = pair.indexOf("=");
    // A bare word is read as a name by some parsers, so it is judged as one.
    const name = (equals === -1 ? pair : pair.slice(0, equals)).trim();
    if (name === "") {
      // "a=1; " and "a=1;; b=2" are common; "=value" names nothing that could be ours, but it is
      // the kind of header a lenient parser might read differently.
      if (equals === -1) continue;
      return false;
    }
    if (!TOKEN.test(name) || isSiteCookie(name)) return false;
  }
  return true;
}
