import { isSiteCookie } from "../../app/lib/site-cookies";

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
