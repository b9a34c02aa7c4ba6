// A path whose segments are all plain characters, none empty, "." or "..": the common case, which
// is canonical as it stands (the root "/" aside, no trailing slash). Anything else is normalized.
const PLAIN = /^(?:\/(?!\.\.?(?:\/|$))[\w.~!$&'()*+,;=:@-]+)+$/;

/**
 * The one form of a path the site answers at: dot segments resolved, runs of slashes (and the
 * backslashes browsers read as slashes) made one, no trailing slash but on "/" itself. `path`
 * starts with "/" and has no query. The result always starts with exactly one "/", so it is never
 * read as another host ("//evil.example") when sent back in a Location header.
 */
export function canonicalPath(path: string): string {
  // One pass can leave work for the next: the URL parser leaves some dot segments alone in a
  // path that starts with "//" ("//.&/." comes back as it went in), so this runs until nothing
  // changes.
  let current = path;
  for (let pass = 0; pass < 8; pass++) {
    const next = normalizeOnce(current);
    if (next === current) return next;
    current = next;
  }
  return current;
}

function normalizeOnce(path: string): string {
  if (path === "/" || PLAIN.test(path)) return path;
  // Runs of slashes first, so the parser sees a plain path; then parsed after a fixed origin,
  // never as a relative reference: "//evil.example" stays a path.
  const single = path.replace(/[\\/]{2,}/g, "/");
  const resolved = new URL(`http://site${single}`).pathname.replace(/\/{2,}/g, "/");
  return resolved.length > 1 && resolved.endsWith("/") ? resolved.slice(0, -1) : resolved;
}

/** True when the path's percent-escapes decode to UTF-8 (React Router and Express decode it). */
export function decodablePath(path: string): boolean {
  try {
    // The result is used: a bundler drops a call it thinks pure, and this one counts by its throw.
    return decodeURIComponent(path) !== "" || path === "";
  } catch {
    return false;
  }
}
