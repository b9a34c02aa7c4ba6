import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { getEnv } from "~/lib/env.server";
import { hashToken } from "./tokens.server";

// A reminder goes out days after the booking, but a manage link's token is random and the database
// keeps only its hash. Rather than a new token (which would turn off the link the visitor already
// has) or a token derived from the booking's id (a new way of making links, for every booking),
// the booking keeps its token sealed: AES-256-GCM under a key derived from SESSION_SECRET. A copy
// of the database alone still hands out no working link; with the secret it does, as the secret
// already signs staff sessions. Sealed under the first secret, opened with any listed one, so a
// rotation keeps old seals readable while the old secret stays listed.

const VERSION = "v1";
const keys = new Map<string, Buffer>();

function keyFor(secret: string): Buffer {
  let key = keys.get(secret);
  if (!key) {
    key = Buffer.from(hkdfSync("sha256", secret, "", "booking-manage-token-seal", 32));
    keys.set(secret, key);
  }
  return key;
}

/** The token, encrypted and authenticated, as text for the bookings row. */
export function sealToken(token: string, secrets: readonly string[] = getEnv().SESSION_SECRET): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", keyFor(secrets[0]!), iv);
  const sealed = Buffer.concat([cipher.update(token, "utf8"), cipher.final(), cipher.getAuthTag()]);
  return `${VERSION}.${iv.toString("base64url")}.${sealed.toString("base64url")}`;
}

/**
 * The token a seal holds, when one of the listed secrets opens it and it is still the booking's
 * (its hash matches); undefined otherwise: no seal, a secret no longer listed, a tampered value.
 */
export function openToken(
  sealed: string | null,
  expectedHash: string,
  secrets: readonly string[] = getEnv().SESSION_SECRET,
): string | undefined {
  const [version, iv, body] = sealed?.split(".") ?? [];
  if (version !== VERSION || !iv || !body) return undefined;
  const bytes = Buffer.from(body, "base64url");
  if (bytes.length <= 16) return undefined;
  for (const secret of secrets) {
    try {
      const decipher = createDecipheriv("aes-256-gcm", keyFor(secret), Buffer.from(iv, "base64url"));
      decipher.setAuthTag(bytes.subarray(bytes.length - 16));
      const token = Buffer.concat([decipher.update(bytes.subarray(0, bytes.length - 16)), decipher.final()]).toString(
        "utf8",
      );
      return hashToken(token) === expectedHash ? token : undefined;
    } catch {
      // Not this secret's seal: try the next.
    }
  }
  return undefined;
}
