import { getEnv } from "~/lib/env.server";
import { createRateLimit, type RateLimit } from "~/lib/rate-limit.server";

let limit: { key: string; value: RateLimit } | undefined;

/** The per-IP limit on stored contact requests, shared by every instance through Postgres. */
export function contactRateLimit(): RateLimit {
  const env = getEnv();
  const key = `${env.CONTACT_RATE_LIMIT_MAX}/${env.CONTACT_RATE_LIMIT_WINDOW_MINUTES}`;
  if (limit?.key !== key) {
    limit = {
      key,
      value: createRateLimit({
        name: "contact",
        points: env.CONTACT_RATE_LIMIT_MAX,
        windowSeconds: env.CONTACT_RATE_LIMIT_WINDOW_MINUTES * 60,
      }),
    };
  }
  return limit.value;
}
