// How one send attempt ended, and when to try again. Pure: no database, no network.

export type SendOutcome =
  | { kind: "sent" }
  /** Worth trying again later: the service is busy, down, slow or unreachable. */
  | { kind: "retry"; error: string }
  /** The same request would get the same answer: retrying only repeats the failure. */
  | { kind: "permanent"; error: string };

/** An answer from EmailJS (`EmailJSResponseStatus`): an HTTP status and its body text. */
export type ServiceAnswer = { status: number; text: string };

const RETRYABLE_STATUSES = new Set([408, 425, 429]);

/**
 * 2xx is sent. 429 (EmailJS's rate limit), 408/425, every 5xx and status 0 (the SDK's "Network
 * Error") are transient. Any other 4xx means EmailJS refuses this request as configured (bad
 * service or template id, wrong or missing keys, server-side API access off, a template
 * parameter it rejects): retrying cannot change that, so the request fails at once, loudly, and
 * an operator re-queues it after fixing the account (docs/contact.md, "Reading contact requests").
 */
export function outcomeOfAnswer(answer: ServiceAnswer): SendOutcome {
  const error = `EmailJS answered ${answer.status}${answer.text ? `: ${answer.text.slice(0, 300)}` : ""}`;
  if (answer.status >= 200 && answer.status < 300) return { kind: "sent" };
  if (answer.status === 0 || answer.status >= 500 || RETRYABLE_STATUSES.has(answer.status))
    return { kind: "retry", error };
  if (answer.status >= 400) return { kind: "permanent", error };
  return { kind: "retry", error };
}

/** What the SDK threw or rejected with: an answer, a network `Error`, or something else. */
export function outcomeOfFailure(failure: unknown): SendOutcome {
  if (isServiceAnswer(failure)) return outcomeOfAnswer(failure);
  if (failure instanceof Error) {
    const code = (failure as NodeJS.ErrnoException).code;
    return { kind: "retry", error: `${code ? `${code}: ` : ""}${failure.message}`.slice(0, 300) };
  }
  return { kind: "retry", error: `unexpected failure: ${String(failure).slice(0, 300)}` };
}

function isServiceAnswer(value: unknown): value is ServiceAnswer {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as ServiceAnswer).status === "number" &&
    typeof (value as ServiceAnswer).text === "string"
  );
}

export const MAX_RETRY_DELAY_SECONDS = 6 * 60 * 60;

/**
 * Seconds to wait after the `attempt`-th failed attempt (1-based): base, 2×base, 4×base… capped at
 * six hours, each spread by ±10% so many requests failing together do not return together.
 * With the defaults (120 s, 8 attempts) the last try is about four hours after the first.
 */
export function retryDelaySeconds(attempt: number, baseSeconds: number, random: () => number = Math.random): number {
  const exponential = baseSeconds * 2 ** Math.max(0, attempt - 1);
  const capped = Math.min(exponential, MAX_RETRY_DELAY_SECONDS);
  return capped * (0.9 + 0.2 * random());
}
