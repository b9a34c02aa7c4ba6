import { createHmac } from "node:crypto";
import { Honeypot, type HoneypotInputProps } from "remix-utils/honeypot/server";
import { getEnv } from "~/lib/env.server";

export type { HoneypotInputProps };

// Field names a form-filling bot finds tempting and a person never sees (the inputs are hidden).
const NAME_FIELD = "website_url";
const VALID_FROM_FIELD = "form_started";

let instances: { secrets: string[]; honeypots: Honeypot[] } | undefined;

/**
 * One Honeypot per session secret, each with an encryption seed derived from that secret (never
 * the secret itself): every instance agrees on it, and a form rendered before a secret rotation
 * still checks out while the old secret is listed.
 */
function honeypots(): Honeypot[] {
  const secrets = getEnv().SESSION_SECRET;
  if (instances?.secrets !== secrets) {
    instances = {
      secrets,
      honeypots: secrets.map(
        (secret) =>
          new Honeypot({
            nameFieldName: NAME_FIELD,
            validFromFieldName: VALID_FROM_FIELD,
            encryptionSeed: createHmac("sha256", secret).update("contact-form-honeypot").digest("hex"),
          }),
      ),
    };
  }
  return instances.honeypots;
}

/**
 * For the root loader. The encrypted "valid from" time is now plus the minimum fill time: the
 * library refuses a form whose time is still in the future, which is exactly "sent too fast".
 */
export function honeypotInputProps(now = Date.now()): Promise<HoneypotInputProps> {
  const [current] = honeypots();
  return current!.getInputProps({ validFromTimestamp: now + getEnv().CONTACT_MIN_FILL_SECONDS * 1000 });
}

/**
 * Why this submission looks automated, or undefined when it looks human: the hidden field was
 * filled, the form came back sooner than a person can fill it, or it lacks the fields every form
 * this site renders carries (a script posting straight to the action). The library only checks
 * when the fields are present; here their absence counts too.
 */
export async function spamReason(formData: FormData): Promise<string | undefined> {
  if (!formData.has(NAME_FIELD) || !formData.has(VALID_FROM_FIELD)) return "honeypot fields missing";
  let reason = "honeypot check failed";
  for (const honeypot of honeypots()) {
    try {
      await honeypot.check(formData);
      return undefined;
    } catch (error) {
      // SpamError says why; anything else is an undecryptable timestamp (tampered or foreign).
      reason = error instanceof Error && error.name === "SpamError" ? error.message : "honeypot timestamp unreadable";
    }
  }
  return reason;
}
