import { getEnv } from "~/lib/env.server";
import { createRateLimit, type RateLimit } from "~/lib/rate-limit.server";

let limit: { key: string; value: RateLimit } | undefined;

/**
 * How many requests one form token may bring, counted in Postgres so every instance shares the
 * count. A page shared by the page cache carries one token for all its visitors of those few
 * seconds, so the allowance is a few uses rather than one; a script replaying a token it fetched
 * once runs out after those. The count outlives the token (the window is the token's maximum age).
 */
export function formTokenUses(): RateLimit {
  const env = getEnv();
  const key = `${env.CONTACT_FORM_MAX_USES}/${env.CONTACT_FORM_MAX_AGE_MINUTES}`;
  if (limit?.key !== key) {
    limit = {
      key,
      value: createRateLimit({
        name: "contact-form-token",
        points: env.CONTACT_FORM_MAX_USES,
        windowSeconds: env.CONTACT_FORM_MAX_AGE_MINUTES * 60,
      }),
    };
  }
  return limit.value;
}
