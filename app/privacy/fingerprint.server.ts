import { createHmac, hkdfSync } from "node:crypto";
import { getEnv } from "~/lib/env.server";
import { normalizeAddress } from "./address";

// A key of its own for each session secret, so a fingerprint is never a value the session
// cookies are signed with, and the secret itself is never used for two purposes.
const keys = new Map<string, Buffer>();
function keyFor(secret: string): Buffer {
  let key = keys.get(secret);
  if (!key) {
    key = Buffer.from(hkdfSync("sha256", secret, "", "privacy-erasure-fingerprint", 32));
    keys.set(secret, key);
  }
  return key;
}

function fingerprintWith(secret: string, email: string): string {
  return createHmac("sha256", keyFor(secret)).update(normalizeAddress(email)).digest("base64url");
}

/**
 * What an erasure record keeps of the address: an HMAC under the current (first) session secret.
 * A plain hash of an address is reversed by hashing a list of addresses; this one needs the
 * server's secret.
 */
export function addressFingerprint(email: string): string {
  return fingerprintWith(getEnv().SESSION_SECRET[0]!, email);
}

/** The fingerprints the address has under every configured secret: records made before a rotation still match. */
export function addressFingerprints(email: string): string[] {
  return [...new Set(getEnv().SESSION_SECRET.map((secret) => fingerprintWith(secret, email)))];
}
