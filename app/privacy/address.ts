/**
 * An address as the privacy desk compares it: trimmed and lower-cased. Mailbox names are
 * case-sensitive in theory, but no provider staff deal with treats them so, and a person asking
 * for deletion rarely types the address exactly as they first did.
 */
export function normalizeAddress(email: string): string {
  return email.trim().toLowerCase();
}
