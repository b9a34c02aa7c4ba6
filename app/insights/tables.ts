// Insights (decision 040): page views counted on the server, without cookies. A visitor is a hash
// of the day's salt, the address and the browser; the salt lives one day, so no row can be tied
// to a person or followed across days. Raw views are rolled into daily totals after a while.

import { sql } from "drizzle-orm";
import {
  bigserial,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { oneOf } from "../lib/db/checks";
import { leads } from "../leads/tables";
import { CONVERSION_KINDS } from "./conversion-kinds";

/** The random salt of one business day (America/New_York), shared by every instance, deleted the next day. */
export const insightsSalts = pgTable("insights_salts", {
  day: date("day", { mode: "string" }).primaryKey(),
  salt: text("salt").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true })
    .notNull()
    .default(sql`now()`),
});

/**
 * Counted requests: page views, or pages not found (kind "not_found", with the page that linked to
 * them), one row per visitor and set of values per flush. No address, browser string or cookie: only the day's visitor hash.
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
    /**
     * How many times this visitor was counted with exactly these values between two writes: the
     * counter adds repeats up in memory, so a busy page is one row per flush, not one per request.
     * `at` is the first of them.
     */
    views: integer("views").notNull().default(1),
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
    /**
     * The visits that began with this combination: its visitors whose first view of the day it
     * was. A visit may begin "internal" (a page open since before midnight), so the source alone
     * cannot tell a visit from the pages it went on to.
     */
    entries: integer("entries").notNull().default(0),
  },
  (table) => [
    primaryKey({
      columns: [table.day, table.path, table.source, table.medium, table.campaign, table.device, table.browser],
    }),
  ],
);

/**
 * One row per conversion, with the visit it is attributed to (the visitor's entry page and source
 * of that day) copied in when it is made, so it keeps its attribution after the raw views are
 * rolled up. A lead's rows go with the lead (privacy deletion, retention).
 */
export const insightsConversions = pgTable(
  "insights_conversions",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    at: timestamp("at", { withTimezone: true }).notNull(),
    day: date("day", { mode: "string" }).notNull(),
    kind: text("kind", { enum: CONVERSION_KINDS }).notNull(),
    /** The day's visitor hash; null when the visitor was not known (counting off, or staff's step). */
    visitor: text("visitor"),
    /** The lead this conversion made or moved; none for an audit started. */
    leadId: uuid("lead_id").references(() => leads.id, { onDelete: "cascade" }),
    entryPath: text("entry_path").notNull().default(""),
    source: text("source").notNull().default(""),
    medium: text("medium").notNull().default(""),
    campaign: text("campaign").notNull().default(""),
  },
  (table) => [
    check("insights_conversions_kind_check", oneOf(table.kind, CONVERSION_KINDS)),
    index("insights_conversions_day_idx").on(table.day, table.visitor),
    index("insights_conversions_lead_idx").on(table.leadId),
  ],
);
