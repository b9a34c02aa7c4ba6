import { like } from "drizzle-orm";
import type { Database } from "~/lib/db/client.server";
import { emailOutbox } from "~/lib/db/schema";
import type { OutboxTemplate } from "./templates.server";
import { wakeOutboxWorker } from "./worker-handle.server";

/** The database or a transaction of it: enqueue inside the transaction that stores the subject. */
type Executor = Pick<Database, "insert" | "delete">;

export type OutboxEmail = {
  template: OutboxTemplate;
  /** One e-mail per key (e.g. `booking:42:confirmation`): enqueueing it again changes nothing. */
  key: string;
  /** The recipient, as the template's `to_email`; leave it out when the template names its own (staff). */
  to?: string;
  replyTo?: string;
  /**
   * The template's other variables, strings only. Include `email` (the person the message is
   * about): the test fake of EmailJS steers its answers by it.
   */
  params: Record<string, string>;
};

/** Stores an e-mail for the worker; returns false when one with the same key was already stored. */
export async function enqueueEmail(db: Executor, email: OutboxEmail): Promise<boolean> {
  const params = { ...email.params, to_email: email.to ?? "", reply_to: email.replyTo ?? "" };
  const rows = await db
    .insert(emailOutbox)
    .values({ key: email.key, template: email.template, params })
    .onConflictDoNothing({ target: emailOutbox.key })
    .returning({ id: emailOutbox.id });
  return rows.length > 0;
}

/**
 * Removes the e-mails whose keys start with `prefix` (e.g. `booking:42:`), sent or not: for
 * deleting everything held about a person. Returns how many went.
 */
export async function deleteOutboxEmails(db: Executor, prefix: string): Promise<number> {
  const escaped = prefix.replace(/[\\%_]/g, (c) => `\\${c}`);
  const rows = await db
    .delete(emailOutbox)
    .where(like(emailOutbox.key, `${escaped}%`))
    .returning({ id: emailOutbox.id });
  return rows.length;
}

/** Call once the transaction that enqueued has committed: send now rather than at the next poll. */
export function wakeOutbox(): void {
  wakeOutboxWorker();
}
