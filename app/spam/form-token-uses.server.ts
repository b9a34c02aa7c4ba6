import { configuredRateLimit } from "~/lib/rate-limit.server";

/**
 * How many requests one form token may bring, counted in Postgres so every instance shares the
 * count. A page shared by the page cache carries one token for all its visitors of those few
 * seconds, so the allowance is a few uses rather than one; a script replaying a token it fetched
 * once runs out after those. The count outlives the token (the window is the token's maximum age).
 */
export const formTokenUses = configuredRateLimit({
  name: "contact-form-token",
  settings: (env) => ({ points: env.CONTACT_FORM_MAX_USES, windowMinutes: env.CONTACT_FORM_MAX_AGE_MINUTES }),
});
