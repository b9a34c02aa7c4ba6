import { site } from "./site";

/** Where the business's contact details live: the file an operator edits to clear the placeholders. */
export const SITE_FACTS_FILE = "app/content/site.ts";

// Domains reserved for documentation and tests (RFC 2606, RFC 6761): no real inbox or page is there.
const RESERVED_DOMAIN = /(^|\.)(example\.(com|net|org)|[^.]+\.(example|test|invalid|localhost))$/i;
// North American numbers 555-0100 to 555-0199 are reserved for fiction.
const FICTIONAL_PHONE_DIGITS = /^55501\d\d$/;

function domainOf(value: string): string | undefined {
  const email = /^[^@\s]+@([^@\s]+)$/.exec(value);
  if (email) return email[1];
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:" ? url.hostname : undefined;
  } catch {
    return undefined;
  }
}

function isPhoneLike(value: string): boolean {
  return /^[+\d\s().-]+$/.test(value) && value.replace(/\D/g, "").length >= 10;
}

/** True for a value that only stands in for a real one: a reserved domain or a fictional phone number. */
export function isPlaceholder(value: string): boolean {
  const domain = domainOf(value.trim());
  if (domain !== undefined) return RESERVED_DOMAIN.test(domain);
  if (isPhoneLike(value)) return FICTIONAL_PHONE_DIGITS.test(value.replace(/\D/g, "").slice(-7));
  return false;
}

/**
 * The top-level fields of `facts` that still hold a placeholder anywhere inside them, in the
 * order they are written (a phone's display and tel count once, as "phone").
 */
export function placeholderFields(facts: Record<string, unknown>): string[] {
  const holds = (value: unknown): boolean => {
    if (typeof value === "string") return isPlaceholder(value);
    if (Array.isArray(value)) return value.some(holds);
    if (typeof value === "object" && value !== null) return Object.values(value).some(holds);
    return false;
  };
  return Object.entries(facts)
    .filter(([, value]) => holds(value))
    .map(([field]) => field);
}

/** The fields of the site's own facts (app/content/site.ts) that the operator has yet to fill in. */
export function sitePlaceholderFields(): string[] {
  return placeholderFields(site);
}

/** The start-up warning: one line that names the file and each field to fill in. */
export function placeholderWarning(fields: readonly string[]): string {
  return `${SITE_FACTS_FILE} still holds placeholder contact details (${fields.join(", ")}): the public site shows them to visitors until they are replaced with the business's real ones.`;
}
