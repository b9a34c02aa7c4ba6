import type { OutboxItem } from "./outbox-queue.server";
import { webhookBody } from "./webhook-body";
import { outcomeOfAnswer, type SendOutcome } from "./send-outcome";

/**
 * What went wrong, without the error's message: fetch's messages can quote the address ("Failed
 * to parse URL from https://hooks…"), and the address is a secret that the log and last_error
 * must never hold. The name and the system's code (ECONNREFUSED, ENOTFOUND) say enough.
 */
function describeFailure(failure: unknown, timeoutMs: number): string {
  if (!(failure instanceof Error)) return "an unexpected failure";
  if (failure.name === "TimeoutError") return `no answer within ${timeoutMs / 1000} s`;
  const cause = failure.cause as NodeJS.ErrnoException | undefined;
  return cause?.code ?? failure.name;
}

/**
 * Posts one outbox message to its chat webhook: `{"text": …}`, or an Adaptive Card for a Teams
 * Workflows webhook (webhook-body.ts). Answers are judged as EmailJS's are: 2xx sent, 429/408/5xx and no answer
 * retried, any other 4xx (a revoked or mistyped hook) failed at once. Every attempt ends within
 * `timeoutMs`; a redirect is not followed.
 */
export function webhookSender(
  urls: ReadonlyMap<string, string>,
  timeoutMs: number,
): (item: OutboxItem) => Promise<SendOutcome> {
  return async (item) => {
    const url = urls.get(item.template);
    if (!url) return { kind: "retry", error: `no address for "${item.template}"` };
    try {
      const response = await fetch(url, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(webhookBody(url, item.params.text ?? "")),
        redirect: "manual",
        signal: AbortSignal.timeout(timeoutMs),
      });
      await response.body?.cancel();
      const outcome = outcomeOfAnswer({ status: response.status, text: "" });
      return outcome.kind === "sent"
        ? outcome
        : { kind: outcome.kind, error: `the webhook answered ${response.status}` };
    } catch (failure) {
      return { kind: "retry", error: `the webhook did not answer: ${describeFailure(failure, timeoutMs)}` };
    }
  };
}
