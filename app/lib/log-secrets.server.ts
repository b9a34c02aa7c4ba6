import { createHmac, randomBytes } from "node:crypto";
import { SECRET_PARAMS, SECRET_ROUTES } from "../secret-routes";

/**
 * A secret's place in the log holds a marker such as `[token:3fa91c]`: the first 24 bits of an
 * HMAC under a key drawn at start-up and never stored. The same link polled all day shows as one
 * marker, a run of guesses as many, which is what an operator needs to tell a calendar app from an
 * attack; yet the marker opens nothing, cannot be matched against the database's SHA-256 hashes
 * (it is keyed) and changes at every restart, so it is no lasting name for anyone's booking.
 */
const KEY = randomBytes(32);
const MARKER = String.raw`\[[a-z]+:[0-9a-f]{6}\]`;

function marker(label: string, secret: string): string {
  return `[${label}:${createHmac("sha256", KEY).update(secret).digest("hex").slice(0, 6)}]`;
}

// React Router matches paths whatever their case and after decoding percent-escapes, and browsers
// read a backslash as a slash: "/BOOK/%6danage\…" reaches the manage page, so it is masked too.
const SEPARATOR = String.raw`[\\/]+`;
// Keys are base64url, never with a dot: what follows one (".ics", React Router's ".data") is the
// kind of request, kept so a page and its navigation data show under one marker.
const SECRET = String.raw`\.*[^\\/?#\s"'<>.]+`;
const SEGMENT_END = String.raw`(?:[\\/?#\s"'<>.]|$)`;

function literal(text: string): string {
  return [...text]
    .map((char) => {
      const escaped = `%${char.charCodeAt(0).toString(16).padStart(2, "0")}`;
      return `(?:${char.replace(/[.*+?^${}()|[\]\\-]/g, "\\$&")}|${escaped})`;
    })
    .join("");
}

interface Masker {
  pattern: RegExp;
  /** Per capture group: the word for a secret, or null for a piece kept as it is. */
  labels: (string | null)[];
}

function label(segment: string): string | null {
  return segment.startsWith(":") ? (SECRET_PARAMS[segment.slice(1) as keyof typeof SECRET_PARAMS] ?? null) : null;
}

/** The static segments other secret routes have where this one has a parameter ("result" for a draft). */
function staticSiblings(segments: string[], at: number): string[] {
  const samePrefix = (other: string[]) =>
    other.length > at && segments.slice(0, at).every((segment, i) => segment === other[i]);
  return SECRET_ROUTES.map((route) => route.split("/"))
    .filter((other) => samePrefix(other) && !other[at]!.startsWith(":"))
    .map((other) => other[at]!);
}

function masker(route: string): Masker {
  const segments = route.split("/");
  const pieces: string[] = [];
  const labels: (string | null)[] = [];
  segments.forEach((segment, at) => {
    // The first separator only where a run of them starts: tried at every slash of "//////…",
    // the pattern took time growing with the square of the run (220 ms for 5,000 slashes).
    pieces.push(at === 0 ? `(?<![\\\\/])(${SEPARATOR})` : `(${SEPARATOR})`);
    labels.push(null);
    if (!segment.startsWith(":")) {
      pieces.push(`(${literal(segment)})`);
      labels.push(null);
      return;
    }
    // A marker already written (a line masked twice) and a static route beside this one stay.
    const kept = [MARKER, ...staticSiblings(segments, at).map(literal)].map((text) => `(?!${text}${SEGMENT_END})`);
    pieces.push(`${kept.join("")}(${SECRET})`);
    labels.push(label(segment));
  });
  return { pattern: new RegExp(pieces.join(""), "gi"), labels };
}

const maskers = SECRET_ROUTES.map(masker);
// Query values may be a sign-in code, an address, a cursor: the log keeps the names, as the access line does.
const QUERY_VALUE = /([?&][^=&#\s"'<>?]+=)[^&#\s"'<>]+/g;
const MAY_HOLD_SECRET = /[\\/?&]/;
// Every secret route starts with one of these words, spelled out or with a percent-escape; a text
// with neither (most pages, every asset) is given back without running the patterns: the access
// log masks each request's path, and this is most of its cost.
const FIRST_SEGMENTS = [...new Set(SECRET_ROUTES.map((route) => route.split("/")[0]!.toLowerCase()))];

function mayHoldSecretRoute(text: string): boolean {
  if (text.includes("%")) return true;
  const lower = text.toLowerCase();
  return FIRST_SEGMENTS.some((segment) => lower.includes(segment));
}

/** The text with every secret route's key replaced by a marker and every query value by "…". */
export function maskSecrets(text: string): string {
  if (!MAY_HOLD_SECRET.test(text)) return text;
  let masked = text.includes("=") ? text.replace(QUERY_VALUE, "$1…") : text;
  if (!mayHoldSecretRoute(masked)) return masked;
  for (const { pattern, labels } of maskers) {
    masked = masked.replace(pattern, (...args: unknown[]) =>
      labels.map((word, i) => (word ? marker(word, args[i + 1] as string) : (args[i + 1] as string))).join(""),
    );
  }
  return masked;
}

// Fields are flat or nearly so; anything deeper is not walked, so it is not written either.
const MAX_DEPTH = 4;

/**
 * A log call's fields with every string in them masked. Errors are left to errorFields, which
 * masks their messages and stacks; a URL would be written as its address, so it is masked as one.
 */
export function withoutSecrets(value: unknown, depth = 0): unknown {
  if (typeof value === "string") return maskSecrets(value);
  if (value instanceof URL) return maskSecrets(value.href);
  if (value === null || typeof value !== "object" || value instanceof Error || value instanceof Date) return value;
  if (depth >= MAX_DEPTH) return "(nested too deep to log)";
  if (Array.isArray(value)) return value.map((item) => withoutSecrets(item, depth + 1));
  // A loop, not entries and fromEntries: every log line passes here, the access line once a request.
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    const item = withoutSecrets((value as Record<string, unknown>)[key], depth + 1);
    // As fromEntries would: an own field named "__proto__", never a new prototype.
    if (key === "__proto__")
      Object.defineProperty(out, key, { value: item, enumerable: true, writable: true, configurable: true });
    else out[key] = item;
  }
  return out;
}
