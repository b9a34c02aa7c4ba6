import { getEnv } from "~/lib/env.server";
import { createRateLimit, type RateLimit } from "~/lib/rate-limit.server";

let limit: { key: string; value: RateLimit } | undefined;

/** The per-IP limit on bookings made, shared by every instance through Postgres. */
export function bookingRateLimit(): RateLimit {
  const env = getEnv();
  const key = `${env.BOOKING_RATE_LIMIT_MAX}/${env.BOOKING_RATE_LIMIT_WINDOW_MINUTES}`;
  if (limit?.key !== key) {
    limit = {
      key,
      value: createRateLimit({
        name: "booking",
        points: env.BOOKING_RATE_LIMIT_MAX,
        windowSeconds: env.BOOKING_RATE_LIMIT_WINDOW_MINUTES * 60,
      }),
    };
  }
  return limit.value;
}
