import emailjs from "@emailjs/nodejs";
import type { OutboxItem } from "./outbox-queue.server";
import { withDeadline } from "./send-deadline.server";
import { outcomeOfAnswer, outcomeOfFailure, type SendOutcome } from "./send-outcome";

export type EmailJsAccount = { serviceId: string; publicKey: string; privateKey: string };

/** Sends one outbox e-mail through EmailJS's server API; every attempt ends within `timeoutMs`. */
export function outboxSender(
  account: EmailJsAccount,
  templateIds: ReadonlyMap<string, string>,
  timeoutMs: number,
): (item: OutboxItem) => Promise<SendOutcome> {
  return async (item) => {
    const templateId = templateIds.get(item.template);
    // The queue only hands out configured templates; this guards a change of configuration mid-run.
    if (!templateId) return { kind: "retry", error: `no EmailJS template id for "${item.template}"` };
    try {
      const answer = await withDeadline(timeoutMs, () =>
        emailjs.send(account.serviceId, templateId, item.params, {
          publicKey: account.publicKey,
          privateKey: account.privateKey,
        }),
      );
      return outcomeOfAnswer(answer);
    } catch (failure) {
      return outcomeOfFailure(failure);
    }
  };
}
