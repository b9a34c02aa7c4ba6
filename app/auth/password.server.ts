import { constantTimeEqual } from "~/lib/constant-time.server";
import { createRateLimit } from "~/lib/rate-limit.server";

/** Compares a typed password with the configured one without showing either in the timing. */
export function passwordMatches(candidate: string, expected: string): boolean {
  return constantTimeEqual(candidate, expected);
}

export const SIGN_IN_ATTEMPTS = 5;
const SIGN_IN_WINDOW_SECONDS = 15 * 60;

/**
 * Sign-in attempts per client IP, shared by every instance through Postgres. Every attempt
 * counts and a success resets the count, so at most 5 wrong passwords fit in 15 minutes; the
 * limit is checked before the password, so a blocked client learns nothing from its guesses.
 */
export const signInAttempts = createRateLimit({
  name: "sign-in",
  points: SIGN_IN_ATTEMPTS,
  windowSeconds: SIGN_IN_WINDOW_SECONDS,
});
