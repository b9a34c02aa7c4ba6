// The contact requests' table: the lead stored before it is e-mailed (decision 009).

import { sql } from "drizzle-orm";
import { bigserial, check, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { oneOf } from "../lib/db/checks";

export const CONTACT_STATUSES = ["pending", "sent", "failed", "spam"] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

/**
 * Contact requests are leads: stored before anything else happens to them, then delivered by
 * e-mail by the worker (app/contact/delivery-worker.server.ts, decision 009).
 * - pending: waiting for its (next) send; `attempts` and `last_error` tell how earlier ones went.
 * - sent: EmailJS accepted it (`sent_at`). failed: given up (permanent error or out of attempts).
 * - spam: caught by the honeypot or the minimum fill time; kept for review, never e-mailed.
 * `next_attempt_at` is when the request is due; a worker that claims a row moves it past the end
 * of its send (a lease), so a worker that dies mid-send leaves a row that is due again later.
 * `claim_token` identifies the claim, so a worker whose lease ran out cannot record its result
 * over a newer claim's.
 */
export const contactRequests = pgTable(
  "contact_requests",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    company: text("company"),
    phone: text("phone"),
    service: text("service"),
    message: text("message").notNull(),
    page: text("page").notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true })
      .notNull()
      .default(sql`now()`),
    /** Where the request came from (Express req.ip); for rate limiting and abuse handling. */
    clientIp: text("client_ip"),
    status: text("status", { enum: CONTACT_STATUSES }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true })
      .notNull()
      .default(sql`now()`),
    claimToken: uuid("claim_token"),
  },
  (table) => [
    // Retention deletes by received_at; the staff list reads newest first.
    index("contact_requests_received_at_idx").on(table.receivedAt.desc()),
    check("contact_requests_status_check", oneOf(table.status, CONTACT_STATUSES)),
    check("contact_requests_attempts_check", sql`${table.attempts} >= 0`),
    check("contact_requests_sent_at_check", sql`(${table.status} = 'sent') = (${table.sentAt} is not null)`),
    // The worker's claim: due pending rows in order. Partial, so sent/spam rows cost it nothing.
    index("contact_requests_due_idx")
      .on(table.nextAttemptAt, table.id)
      .where(sql`${table.status} = 'pending'`),
  ],
);
