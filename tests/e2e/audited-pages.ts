import { createHash } from "node:crypto";

// What changes between two renders of one page without changing what axe judges: form tokens and
// other field values, CSP nonces, React's stream ids.
const VOLATILE = /\s(?:value|nonce|data-token)="[^"]*"/g;

/**
 * The pages this worker has already checked with axe, by their markup less the values that change
 * with every render. The same page reached again by a later test (the home page, a list after one
 * more row, a form after a reload) is not checked again: axe on a slow two-core machine takes
 * seconds a page, and the suite visits the same few pages hundreds of times. A page whose markup
 * differs in anything else (an error shown, a different state) is checked.
 */
const audited = new Set<string>();

export function pageFingerprint(html: string): string {
  return createHash("sha256").update(html.replace(VOLATILE, "")).digest("hex");
}

export function alreadyAudited(fingerprint: string): boolean {
  return audited.has(fingerprint);
}

/** Only a page that passed is remembered: a failing one fails its test, and any later one. */
export function rememberAudited(fingerprint: string): void {
  audited.add(fingerprint);
}
