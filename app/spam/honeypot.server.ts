import { getEnv } from "~/lib/env.server";
import { issueFormToken, readFormToken } from "./form-token.server";

// Field names a form-filling bot finds tempting and a person never sees (the inputs are hidden).
const TRAP_FIELD = "website_url";
const TOKEN_FIELD = "form_started";

/** What every contact form carries besides the visitor's fields (see honeypot-fields.tsx). */
export type HoneypotInputProps = {
  /** A text input left empty by people and filled by bots. */
  trapField: string;
  /** The hidden input holding the form's signed token. */
  tokenField: string;
  token: string;
};

/**
 * For the root loader: a token issued now, which can be sent once the minimum fill time has
 * passed. A page shared by the page cache carries one token for all its visitors of those few
 * seconds, which is why its uses are counted (form-token-uses.server.ts).
 */
export function honeypotInputProps(now = Date.now()): HoneypotInputProps {
  return {
    trapField: TRAP_FIELD,
    tokenField: TOKEN_FIELD,
    token: issueFormToken(now, getEnv().CONTACT_MIN_FILL_SECONDS),
  };
}

/**
 * The token handed back with a form refused because its token had expired or was used up: the
 * visitor has already spent their time filling it in, so it can be sent at once.
 */
export function tokenForRefilledForm(now = Date.now()): string {
  return issueFormToken(now, 0);
}

/**
 * The token for the form a refusal page shows again (a field to fix, a rate limit, a taken time).
 * The visitor keeps the time already spent: their own token goes back unchanged, so the fill
 * time still counts from when the form was first shown and a corrected form can be sent at once.
 * A fresh token would start the fill time again and turn a quick correction into "spam".
 *
 * A post without our token (a script posting straight to the action, or a forged token) gets a
 * fresh one with the full fill time, never one valid at once: posting twice must not skip the
 * check. A token past its maximum age belongs to a tab left open: the time was spent long ago.
 */
export function tokenForRefusal(formData: FormData, now = Date.now()): string {
  const token = readFormToken(formData.get(TOKEN_FIELD));
  if (!token) return issueFormToken(now, getEnv().CONTACT_MIN_FILL_SECONDS);
  if (now - token.issuedAt > getEnv().CONTACT_FORM_MAX_AGE_MINUTES * 60_000) return tokenForRefilledForm(now);
  return String(formData.get(TOKEN_FIELD));
}

export type FormVerdict =
  /** Looks like a person's; the token's uses still need counting. */
  | { kind: "person"; tokenId: string }
  /** Looks automated: stored as spam, answered like a success. */
  | { kind: "spam"; reason: string }
  /** A real token past its maximum age: refused with nothing stored, to be sent again. */
  | { kind: "expired" };

/**
 * How a submission's hidden fields look: a filled trap, a form sent back sooner than a person can
 * fill it, a token this site did not sign, or missing fields (a script posting straight to the
 * action) are spam; a token older than CONTACT_FORM_MAX_AGE_MINUTES is expired.
 */
export function judgeForm(formData: FormData, now = Date.now()): FormVerdict {
  const trap = formData.get(TRAP_FIELD);
  const value = formData.get(TOKEN_FIELD);
  if (trap === null || value === null) return { kind: "spam", reason: "honeypot fields missing" };
  if (trap !== "") return { kind: "spam", reason: "honeypot field not empty" };
  const token = readFormToken(value);
  if (!token) return { kind: "spam", reason: "form token not signed by this site" };
  if (now < token.validFrom) return { kind: "spam", reason: "sent sooner than the minimum fill time" };
  if (now - token.issuedAt > getEnv().CONTACT_FORM_MAX_AGE_MINUTES * 60_000) return { kind: "expired" };
  return { kind: "person", tokenId: token.id };
}
