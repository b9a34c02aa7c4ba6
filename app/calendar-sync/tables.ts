// Staff's own calendars read from their private iCal addresses (decision 035).

import { sql } from "drizzle-orm";
import { check, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** A busy time of a feed: [start, end) as ISO 8601 UTC instants. */
export type BusyPair = [start: string, end: string];

/** The owner of the business's calendar, whose busy times take every host; a host's feed has the host's id. */
export const BUSINESS_OWNER_ID = "business";

/**
 * One calendar feed per owner: a host's id, or BUSINESS_OWNER_ID for a calendar that blocks every host.
 * `address_sealed` is the private address encrypted (secret-box.server.ts): a copy of the database
 * alone does not give anyone the calendar. `address_shown` is the masked form staff see. `busy`
 * is the last good copy's busy times over [busy_from, busy_until); it is replaced only by a copy
 * that was read whole, so a feed that fails keeps it. `claimed_until` is the lease of the instance
 * fetching it now, so several instances never fetch one feed at once.
 */
export const calendarFeeds = pgTable(
  "calendar_feeds",
  {
    ownerId: text("owner_id").primaryKey(),
    label: text("label").notNull(),
    addressSealed: text("address_sealed").notNull(),
    addressShown: text("address_shown").notNull(),
    etag: text("etag"),
    lastModified: text("last_modified"),
    lastAttemptAt: timestamp("last_attempt_at", { withTimezone: true }),
    lastOkAt: timestamp("last_ok_at", { withTimezone: true }),
    lastError: text("last_error"),
    busy: jsonb("busy").$type<BusyPair[]>().notNull().default([]),
    busyFrom: timestamp("busy_from", { withTimezone: true }),
    busyUntil: timestamp("busy_until", { withTimezone: true }),
    claimedUntil: timestamp("claimed_until", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (table) => [
    check("calendar_feeds_owner_id_check", sql`length(${table.ownerId}) between 1 and 100`),
    check("calendar_feeds_label_check", sql`length(${table.label}) between 1 and 200`),
    check("calendar_feeds_last_error_check", sql`length(${table.lastError}) <= 500`),
  ],
);

export type CalendarFeedRow = typeof calendarFeeds.$inferSelect;
