import { createHash, timingSafeEqual } from "node:crypto";

const digest = (value: string) => createHash("sha256").update(value, "utf8").digest();

/**
 * Compares a secret someone sent with the one expected, in time that gives away neither: both
 * are hashed to equal-length digests first, so timingSafeEqual never sees (or refuses) unequal
 * lengths and the length of the secret does not show either.
 */
export function constantTimeEqual(given: string, expected: string): boolean {
  return timingSafeEqual(digest(given), digest(expected));
}
