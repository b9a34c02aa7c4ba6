import { configuredRateLimit } from "~/lib/rate-limit.server";

/**
 * Per-IP limits shared by every instance through Postgres: finished audits (each one a stored lead
 * and a staff e-mail), and drafts started, which are cheaper and which a person restarting now
 * and then needs more of, so they get ten times the allowance.
 */
export const assessmentRateLimits = {
  finished: configuredRateLimit({ name: "assessment", envPrefix: "ASSESSMENT" }),
  started: configuredRateLimit({
    name: "assessment-draft",
    settings: (env) => ({
      points: env.ASSESSMENT_RATE_LIMIT_MAX * 10,
      windowMinutes: env.ASSESSMENT_RATE_LIMIT_WINDOW_MINUTES,
    }),
  }),
};
