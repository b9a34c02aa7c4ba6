import emailjs from "@emailjs/nodejs";
import { outcomeOfAnswer, outcomeOfFailure, type SendOutcome } from "~/outbox/send-outcome";
import { withDeadline } from "~/outbox/send-deadline.server";

export type EmailJsConfig = { serviceId: string; templateId: string; publicKey: string; privateKey: string };

/** What the worker knows about a stored request when it sends it. */
export type OutgoingRequest = {
  id: number;
  name: string;
  email: string;
  company: string | null;
  phone: string | null;
  service: string | null;
  message: string;
  page: string;
  receivedAt: Date;
};

/**
 * The EmailJS template's variables: the contact form's fields under their own names, plus what
 * helps staff answer (the request id to find it in the database, where and when it arrived).
 * Optional fields are "" rather than missing, so a template never shows "undefined".
 */
function templateParams(request: OutgoingRequest, siteUrl: string): Record<string, string> {
  return {
    name: request.name,
    email: request.email,
    company: request.company ?? "",
    phone: request.phone ?? "",
    service: request.service ?? "",
    message: request.message,
    page: `${siteUrl}${request.page}`,
    received_at: request.receivedAt.toISOString(),
    request_id: String(request.id),
    reply_to: request.email,
  };
}

export type Sender = (request: OutgoingRequest) => Promise<SendOutcome>;

/** Sends through EmailJS's server API; every attempt ends within `timeoutMs` with an outcome. */
export function emailJsSender(config: EmailJsConfig, siteUrl: string, timeoutMs: number): Sender {
  return async (request) => {
    try {
      const answer = await withDeadline(timeoutMs, () =>
        emailjs.send(config.serviceId, config.templateId, templateParams(request, siteUrl), {
          publicKey: config.publicKey,
          privateKey: config.privateKey,
        }),
      );
      return outcomeOfAnswer(answer);
    } catch (failure) {
      return outcomeOfFailure(failure);
    }
  };
}
