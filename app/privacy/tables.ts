// Privacy requests (decision 025): the record that everything held for an address was deleted. It
// never holds the address itself.

import { sql } from "drizzle-orm";
import { bigserial, check, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * One erasure: when, which admin, how many rows of each kind went, and the reference staff typed
 * (the ticket of the request). `fingerprint` is an HMAC of the address under a key derived from
 * SESSION_SECRET (app/privacy/fingerprint.server.ts), so staff can tell that an address was erased
 * before without the address being readable here.
 */
export const privacyErasures = pgTable(
  "privacy_erasures",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    erasedAt: timestamp("erased_at", { withTimezone: true })
      .notNull()
      .default(sql`now()`),
    erasedBy: text("erased_by").notNull(),
    reference: text("reference").notNull().default(""),
    contactRequests: integer("contact_requests").notNull().default(0),
    bookings: integer("bookings").notNull().default(0),
    assessments: integer("assessments").notNull().default(0),
    drafts: integer("drafts").notNull().default(0),
    emails: integer("emails").notNull().default(0),
    fingerprint: text("fingerprint"),
  },
  (table) => [
    check("privacy_erasures_reference_check", sql`length(${table.reference}) <= 200`),
    check(
      "privacy_erasures_counts_check",
      sql`least(${table.contactRequests}, ${table.bookings}, ${table.assessments}, ${table.drafts}, ${table.emails}) >= 0`,
    ),
    index("privacy_erasures_erased_at_idx").on(table.erasedAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    index("privacy_erasures_fingerprint_idx").on(table.fingerprint),
  ],
);
