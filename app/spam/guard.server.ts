import type { Logger } from "~/lib/log.server";
import type { RateLimit } from "~/lib/rate-limit.server";
import { formTokenUses } from "./form-token-uses.server";
import { judgeForm, tokenForRefilledForm, tokenForRefusal } from "./honeypot.server";

/**
 * What the gate says of a public form. Each refusal carries the token the form shown again must
 * hold (see honeypot.server.ts): the visitor's own, so the fill time keeps counting from when the
 * form was first shown, or, for a tab left open, one that can be sent at once.
 */
export type GuardOutcome =
  /** Go on. `spam` names why it looks automated, when the feature lets spam through to store it. */
  | { kind: "ok"; spam?: string }
  /** Looks automated, and the feature refuses spam outright. Nothing was counted. */
  | { kind: "spam"; reason: string; formToken: string }
  /** The token expired or brought its allowance of requests: a person's tab left open, to send again. */
  | { kind: "stale"; formToken: string }
  /** This IP is over the feature's limit. */
  | { kind: "limited"; retryAfterSeconds: number; formToken: string };

type GuardOptions = {
  /** The feature's per-IP limit; each form that passes the token checks counts once. */
  limit: () => RateLimit;
  clientIp: string | null;
  /** "store": spam goes on as `ok` (it counts, is stored, and is answered like a success); "refuse": it stops here. */
  spam: "store" | "refuse";
  log: Logger;
  /** The form's name in the logs: "contact", "booking", "audit". */
  what: string;
};

/**
 * The checks every public form runs before it stores anything, in this order: the honeypot and
 * the fill time, the token's age and uses, then the per-IP limit. Only a form that would be stored
 * counts against the limit. When the database cannot count (uses or hits), the form goes on: what
 * matters is storing it, and if the database is down the store fails next with the usual message.
 */
export async function guardPublicForm(
  form: FormData,
  options: GuardOptions & { spam: "store" },
): Promise<Exclude<GuardOutcome, { kind: "spam" }>>;
export async function guardPublicForm(form: FormData, options: GuardOptions): Promise<GuardOutcome>;
export async function guardPublicForm(form: FormData, options: GuardOptions): Promise<GuardOutcome> {
  const verdict = judgeForm(form);
  if (verdict.kind === "spam" && options.spam === "refuse") {
    return { kind: "spam", reason: verdict.reason, formToken: tokenForRefusal(form) };
  }
  if (verdict.kind === "expired" || (verdict.kind === "person" && !(await admitFormToken(verdict.tokenId, options)))) {
    return { kind: "stale", formToken: tokenForRefilledForm() };
  }
  const limited = await overLimit(options.limit, options.clientIp, options);
  if (limited)
    return { kind: "limited", retryAfterSeconds: limited.retryAfterSeconds, formToken: tokenForRefusal(form) };
  return verdict.kind === "spam" ? { kind: "ok", spam: verdict.reason } : { kind: "ok" };
}

/** True when the form's token may bring one more request, or when its uses cannot be counted. */
async function admitFormToken(tokenId: string, { log, what }: Pick<GuardOptions, "log" | "what">): Promise<boolean> {
  try {
    return (await formTokenUses().consume(tokenId)).allowed;
  } catch (error) {
    log.warn(`could not count the uses of a ${what} form token; accepting the request`, { error: error as Error });
    return true;
  }
}

/**
 * One hit on a per-IP limit: when to try again if it is used up, nothing if the request may go
 * on, including when the limit cannot be read (the database is failing).
 */
export async function overLimit(
  limit: () => RateLimit,
  clientIp: string | null,
  { log, what }: Pick<GuardOptions, "log" | "what">,
): Promise<{ retryAfterSeconds: number } | undefined> {
  try {
    const result = await limit().consume(clientIp ?? "unknown");
    return result.allowed ? undefined : { retryAfterSeconds: result.retryAfterSeconds };
  } catch (error) {
    log.warn(`could not check the ${what} rate limit; accepting the request`, { error: error as Error });
    return undefined;
  }
}
