// Insights (decision 040): page views counted on the server, without cookies. A visitor is a hash
// of the day's salt, the address and the browser; the salt lives one day, so no row can be tied
// to a person or followed across days. Raw views are rolled into daily totals after a while.

import { sql } from "drizzle-orm";
import { date, index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

/** The random salt of one business day (America/New_York), shared by every instance, deleted the next day. */
export const insightsSalts = pgTable("insights_salts", {
  day: date("day", { mode: "string" }).primaryKey(),
  salt: text("salt").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true })
    .notNull()
    .default(sql`now()`),
});

/**
 * One row per counted request: a page view, or a page not found (kind "not_found", with the page
 * that linked to it). No address, browser string or cookie: only the day's visitor hash.
 */
export const insightsViews = pgTable(
  "insights_views",
  {
    at: timestamp("at", { withTimezone: true }).notNull(),
    day: date("day", { mode: "string" }).notNull(),
    kind: text("kind").notNull(),
    visitor: text("visitor").notNull(),
    path: text("path").notNull(),
    source: text("source").notNull(),
    medium: text("medium").notNull(),
    campaign: text("campaign").notNull().default(""),
    device: text("device").notNull(),
    browser: text("browser").notNull(),
    /** The referring page (origin and path, never its query) of a page not found; empty otherwise. */
    referrer: text("referrer").notNull().default(""),
  },
  (table) => [index("insights_views_day_idx").on(table.day, table.visitor)],
);

/** Views and visitors per day past the raw rows' retention, one row per combination seen. */
export const insightsDaily = pgTable(
  "insights_daily",
  {
    day: date("day", { mode: "string" }).notNull(),
    path: text("path").notNull(),
    source: text("source").notNull(),
    medium: text("medium").notNull(),
    campaign: text("campaign").notNull(),
    device: text("device").notNull(),
    browser: text("browser").notNull(),
    views: integer("views").notNull(),
    visitors: integer("visitors").notNull(),
  },
  (table) => [
    primaryKey({
      columns: [table.day, table.path, table.source, table.medium, table.campaign, table.device, table.browser],
    }),
  ],
);
