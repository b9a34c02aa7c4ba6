import { getEnv } from "~/lib/env.server";
import { createRateLimit, type RateLimit } from "~/lib/rate-limit.server";

type Limits = { key: string; finished: RateLimit; started: RateLimit };
let limits: Limits | undefined;

/**
 * Per-IP limits shared by every instance through Postgres: finished audits (each one a stored lead
 * and a staff e-mail), and drafts started, which are cheaper and which a person restarting now
 * and then needs more of, so they get ten times the allowance.
 */
export function assessmentRateLimits(): Limits {
  const env = getEnv();
  const key = `${env.ASSESSMENT_RATE_LIMIT_MAX}/${env.ASSESSMENT_RATE_LIMIT_WINDOW_MINUTES}`;
  if (limits?.key !== key) {
    const windowSeconds = env.ASSESSMENT_RATE_LIMIT_WINDOW_MINUTES * 60;
    limits = {
      key,
      finished: createRateLimit({ name: "assessment", points: env.ASSESSMENT_RATE_LIMIT_MAX, windowSeconds }),
      started: createRateLimit({
        name: "assessment-draft",
        points: env.ASSESSMENT_RATE_LIMIT_MAX * 10,
        windowSeconds,
      }),
    };
  }
  return limits;
}
