// Tables of the shared plumbing rather than of one feature: the record of one-time data seeds and
// the rate limiter's counters (app/lib/rate-limit.server.ts).

import { sql } from "drizzle-orm";
import { bigint, index, integer, pgTable, text, timestamp, varchar } from "drizzle-orm/pg-core";

/** One row per one-time data seed that has run (e.g. the sample blog posts), so it never runs twice. */
export const dataSeeds = pgTable("data_seeds", {
  name: text("name").primaryKey(),
  appliedAt: timestamp("applied_at", { withTimezone: true })
    .notNull()
    .default(sql`now()`),
});

/**
 * Rate-limit counters shared by every app instance on this database, in the layout
 * `rate-limiter-flexible`'s Postgres store expects (key, points, expire in epoch ms). The table is
 * created here, by a migration, so the limiter never issues DDL at run time.
 */
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: varchar("key", { length: 255 }).primaryKey(),
    points: integer("points").notNull().default(0),
    expire: bigint("expire", { mode: "number" }),
  },
  (table) => [index("rate_limits_expire_idx").on(table.expire)],
);
