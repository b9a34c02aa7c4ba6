import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { getEnv } from "~/lib/env.server";

/**
 * A calendar's private address sealed with AES-256-GCM. The key is derived from SESSION_SECRET
 * (HKDF-SHA256, with a purpose of its own, so it is never the key that signs cookies), which the
 * database never holds: a stolen copy of the database gives no one a staff member's calendar.
 * SESSION_SECRET may list several secrets while one is being replaced: the first seals, each is
 * tried to open.
 */

const VERSION = "v1";
const IV_BYTES = 12;
const TAG_BYTES = 16;
const SALT = "calendar-sync";
const PURPOSE = "calendar feed address";

function keyFrom(secret: string): Buffer {
  return Buffer.from(hkdfSync("sha256", secret, SALT, PURPOSE, 32));
}

export function sealAddress(address: string, secrets: readonly string[] = getEnv().SESSION_SECRET): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", keyFrom(secrets[0]!), iv);
  const sealed = Buffer.concat([cipher.update(address, "utf8"), cipher.final()]);
  return `${VERSION}:${Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString("base64url")}`;
}

/** The address, or undefined when no secret of SESSION_SECRET opens it (they were all replaced). */
export function openAddress(sealed: string, secrets: readonly string[] = getEnv().SESSION_SECRET): string | undefined {
  const [version, body] = sealed.split(":");
  if (version !== VERSION || !body) return undefined;
  const bytes = Buffer.from(body, "base64url");
  if (bytes.length < IV_BYTES + TAG_BYTES) return undefined;
  const iv = bytes.subarray(0, IV_BYTES);
  const tag = bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES);
  const data = bytes.subarray(IV_BYTES + TAG_BYTES);
  for (const secret of secrets) {
    try {
      const decipher = createDecipheriv("aes-256-gcm", keyFrom(secret), iv);
      decipher.setAuthTag(tag);
      return Buffer.concat([decipher.update(data), decipher.final()]).toString("utf8");
    } catch {
      // Sealed under another secret (or altered): try the next one.
    }
  }
  return undefined;
}
