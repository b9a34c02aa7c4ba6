import { createHash, randomBytes } from "node:crypto";

// Manage links and the staff calendar feed are reached by a secret in the address. Only the
// SHA-256 of each secret is stored, so a copy of the database does not hand out working links.

/** 256 random bits, URL-safe: 43 characters. */
export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Cheap shape check before any query: anything else cannot be one of ours. */
export function looksLikeToken(value: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(value);
}
