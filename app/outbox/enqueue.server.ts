import { and, asc, eq, like, or } from "drizzle-orm";
import type { Database } from "~/lib/db/client.server";
import { emailOutbox } from "./tables";
import type { OutboxTemplate, OutboxWebhook } from "./templates.server";
import { wakeOutboxWorker } from "./worker-handle.server";

/** The database or a transaction of it: enqueue inside the transaction that stores the subject. */
type Executor = Pick<Database, "insert" | "delete">;

/** A LIKE pattern for keys starting with `prefix`, its own % and _ taken literally. */
const startingWith = (prefix: string) => like(emailOutbox.key, `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);

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
 * Stores a chat message for a webhook's worker, like an e-mail: one per key, sent once. Only the
 * text is stored; the worker posts it as `{"text": …}` to the address the environment holds.
 */
export async function enqueueWebhook(
  db: Executor,
  message: { webhook: OutboxWebhook; key: string; text: string },
): Promise<boolean> {
  const rows = await db
    .insert(emailOutbox)
    .values({ key: message.key, template: message.webhook, params: { text: message.text } })
    .onConflictDoNothing({ target: emailOutbox.key })
    .returning({ id: emailOutbox.id });
  return rows.length > 0;
}

/**
 * Removes the e-mails whose keys start with `prefix` (e.g. `booking:42:`), sent or not: for
 * deleting everything held about a person. Returns how many went.
 */
export async function deleteOutboxEmails(db: Pick<Database, "delete">, prefix: string): Promise<number> {
  const rows = await db.delete(emailOutbox).where(startingWith(prefix)).returning({ id: emailOutbox.id });
  return rows.length;
}

/**
 * Removes the e-mails under `prefix` not sent yet, leaving sent and failed ones as the record: for
 * e-mails that must not go any more (a reminder of a call just moved or cancelled). One a worker
 * is sending at this moment may still go out; its outcome then finds no row to record.
 */
export async function withdrawPendingEmails(db: Pick<Database, "delete">, prefix: string): Promise<number> {
  const rows = await db
    .delete(emailOutbox)
    .where(and(startingWith(prefix), eq(emailOutbox.status, "pending")))
    .returning({ id: emailOutbox.id });
  return rows.length;
}

export type StoredEmail = { key: string; template: string; status: "pending" | "sent" | "failed"; createdAt: Date };

/** The e-mails whose keys start with one of these prefixes, oldest first: what is held about a person. */
export async function outboxEmailsUnder(
  db: Pick<Database, "select">,
  prefixes: readonly string[],
): Promise<StoredEmail[]> {
  if (prefixes.length === 0) return [];
  return db
    .select({
      key: emailOutbox.key,
      template: emailOutbox.template,
      status: emailOutbox.status,
      createdAt: emailOutbox.createdAt,
    })
    .from(emailOutbox)
    .where(or(...prefixes.map(startingWith)))
    .orderBy(asc(emailOutbox.createdAt), asc(emailOutbox.id));
}

/** Call once the transaction that enqueued has committed: send now rather than at the next poll. */
export function wakeOutbox(): void {
  wakeOutboxWorker();
}
