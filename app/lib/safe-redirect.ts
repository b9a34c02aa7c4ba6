const ORIGIN = "http://same-site.invalid";

// Browsers drop tabs and line breaks from a URL before reading it, and read a backslash as a
// slash: any of them can turn what looks like a path into another host, so none is accepted.
const UNSAFE_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\\]/;

function resolve(value: string): URL | null {
  try {
    const url = new URL(value, ORIGIN);
    return url.origin === ORIGIN && !url.pathname.startsWith("//") ? url : null;
  } catch {
    return null;
  }
}

/**
 * True when a resolved pathname stays a plain path on this site however often it is decoded on
 * the way (a proxy, a router, a second redirect): `/%252e%252e//evil.example` decodes to
 * `/%2e%2e//evil.example`, which resolves to another host. No page of this site has an encoded
 * slash, backslash, dot segment or control character in its path, so refusing them costs nothing.
 */
function survivesDecoding(pathname: string): boolean {
  let current = pathname;
  for (let round = 0; round < 3; round++) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(current);
    } catch {
      return false;
    }
    if (decoded === current) return true;
    if (UNSAFE_CHARACTERS.test(decoded) || decoded.includes("/./") || decoded.includes("/../")) return false;
    if (!resolve(decoded)) return false;
    current = decoded;
  }
  return false;
}

/**
 * A visitor-given destination as a path on this site, or null when it is not one. The value is
 * resolved first (dot segments and their encoded spellings removed), because that is what the
 * browser does with a Location header or a link: `/..//evil.example` resolves to
 * `//evil.example`, another host. Only then is the result judged. It is the resolved path, query
 * and fragment, with anything outside ASCII percent-encoded, so it is also safe in a header.
 */
export function sameSitePath(value: unknown): string | null {
  if (typeof value !== "string" || value.length === 0 || value.length > 2048) return null;
  if (!value.startsWith("/") || UNSAFE_CHARACTERS.test(value)) return null;
  const url = resolve(value);
  if (!url || !survivesDecoding(url.pathname)) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // Whoever follows the result resolves it once more: it must mean the same thing then.
  if (resolve(path)?.href !== url.href) return null;
  return path;
}

/** Where to send a visitor who asked to go to `value`: that path on this site, or `fallback`. */
export function safeRedirect(value: unknown, fallback: string): string {
  return sameSitePath(value) ?? fallback;
}
