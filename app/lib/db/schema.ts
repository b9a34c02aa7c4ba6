import { sql } from "drizzle-orm";
import { bigserial, index, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Contact requests are leads: stored before anything else happens to them. Delivery columns
 * (status, attempts, errors) arrive with the e-mail pipeline in their own migration.
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
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().default(sql`now()`),
  },
  (table) => [index("contact_requests_received_at_idx").on(table.receivedAt.desc())],
);
