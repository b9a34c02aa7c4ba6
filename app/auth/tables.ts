import { index, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Local admin sessions ended by signing out. The session itself lives only in its signed cookie;
 * this list makes a copy of a signed-out cookie worthless. A row can go once its session would
 * have expired anyway (`expires_at`).
 */
export const staffSessionRevocations = pgTable(
  "staff_session_revocations",
  {
    sid: text("sid").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("staff_session_revocations_expires_at_idx").on(table.expiresAt)],
);
