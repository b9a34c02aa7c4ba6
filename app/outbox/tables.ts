// The e-mail outbox: e-mails other than contact requests (booking confirmations, assessment
// results for staff...). Stored in the transaction that stores what they are about, then sent by
// the outbox worker, retried, sent once; the columns mirror contact_requests'.

import { sql } from "drizzle-orm";
import {
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { oneOf } from "../lib/db/checks";

export const OUTBOX_STATUSES = ["pending", "sent", "failed"] as const;

export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    /** Idempotency key chosen by the sender, e.g. `booking:42:confirmation`: one e-mail per key. */
    key: text("key").notNull(),
    /** Which EmailJS template (app/outbox/templates.server.ts): a name, not the account's id. */
    template: text("template").notNull(),
    /** The EmailJS template's variables, strings only, including to_email and reply_to. */
    params: jsonb("params").$type<Record<string, string>>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true })
      .notNull()
      .default(sql`now()`),
    status: text("status", { enum: OUTBOX_STATUSES }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true })
      .notNull()
      .default(sql`now()`),
    claimToken: uuid("claim_token"),
  },
  (table) => [
    uniqueIndex("email_outbox_key_idx").on(table.key),
    check("email_outbox_status_check", oneOf(table.status, OUTBOX_STATUSES)),
    check("email_outbox_attempts_check", sql`${table.attempts} >= 0`),
    check("email_outbox_sent_at_check", sql`(${table.status} = 'sent') = (${table.sentAt} is not null)`),
    index("email_outbox_due_idx")
      .on(table.nextAttemptAt, table.id)
      .where(sql`${table.status} = 'pending'`),
    index("email_outbox_created_at_idx").on(table.createdAt.desc()),
  ],
);
