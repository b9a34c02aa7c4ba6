import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { getEnv } from "~/lib/env.server";

/** What a contact form's hidden token says about the page it came with. */
export type FormToken = {
  /** Random, so the uses of one rendered page can be counted (see form-token-uses.server.ts). */
  id: string;
  /** When the page was rendered (ms since the epoch); the form expires counting from here. */
  issuedAt: number;
  /** The earliest time a person can have filled the form in; sooner is a bot's speed. */
  validFrom: number;
};

const SHAPE = /^(\d{1,15})\.(\d{1,15})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;

// A key per session secret, derived from it (the secret itself never signs anything here), so
// every instance agrees on it and a form rendered before a secret rotation still checks out while
// the old secret is listed.
const keyFor = (secret: string) => createHmac("sha256", secret).update("contact-form-token").digest();

const signatureOf = (body: string, secret: string) =>
  createHmac("sha256", keyFor(secret)).update(body).digest("base64url");

/** The token as it goes into the page: its fields in the clear (nothing in them is secret), signed. */
export function signFormToken(token: FormToken, secret: string): string {
  const body = `${token.issuedAt}.${token.validFrom}.${token.id}`;
  return `${body}.${signatureOf(body, secret)}`;
}

/** A fresh token signed with the current secret, sendable `fillSeconds` after `now`. */
export function issueFormToken(now: number, fillSeconds: number): string {
  const [secret] = getEnv().SESSION_SECRET;
  return signFormToken(
    { id: randomBytes(16).toString("base64url"), issuedAt: now, validFrom: now + fillSeconds * 1000 },
    secret!,
  );
}

/** The token's fields when one of the listed secrets signed it; null for anything else. */
export function readFormToken(value: unknown, secrets: readonly string[] = getEnv().SESSION_SECRET): FormToken | null {
  if (typeof value !== "string") return null;
  const match = SHAPE.exec(value);
  if (!match) return null;
  const [, issuedAt, validFrom, id, signature] = match as unknown as [string, string, string, string, string];
  const body = `${issuedAt}.${validFrom}.${id}`;
  const given = Buffer.from(signature);
  const signedByUs = secrets.some((secret) => timingSafeEqual(Buffer.from(signatureOf(body, secret)), given));
  return signedByUs ? { id, issuedAt: Number(issuedAt), validFrom: Number(validFrom) } : null;
}
