// Hosts of the discovery call (decision 034): the people a booking is with, their own weekly hours
// and their own days off. The business calendar (app/calendar/) still bounds every host.

import { sql } from "drizzle-orm";
import { boolean, check, date, integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { HOST_EMAIL_MAX, HOST_MEETING_URL_MAX, HOST_NAME_MAX } from "./fields";

/**
 * A person visitors can book. An inactive host keeps the calls already booked with them but is
 * offered no new one. `meeting_url` is their own video room (https only); null: none of their own.
 * `email`: where staff e-mail about their calls goes; null: the staff template's own recipient.
 */
export const bookingHosts = pgTable(
  "booking_hosts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email"),
    meetingUrl: text("meeting_url"),
    active: boolean("active").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (table) => [
    check("booking_hosts_name_check", sql`length(${table.name}) between 1 and ${sql.raw(String(HOST_NAME_MAX))}`),
    check("booking_hosts_email_check", sql`length(${table.email}) <= ${sql.raw(String(HOST_EMAIL_MAX))}`),
    check(
      "booking_hosts_meeting_url_check",
      sql`${table.meetingUrl} ~ '^https://' and length(${table.meetingUrl}) <= ${sql.raw(String(HOST_MEETING_URL_MAX))}`,
    ),
  ],
);

/**
 * A host's own weekly hours, minutes after midnight Eastern (wall clock), one row per weekday they
 * take calls. A host without any row keeps the business's hours; with rows, only those weekdays,
 * and only where they overlap the business's hours.
 */
export const hostHours = pgTable(
  "booking_host_hours",
  {
    hostId: uuid("host_id")
      .notNull()
      .references(() => bookingHosts.id, { onDelete: "cascade" }),
    weekday: integer("weekday").notNull(),
    opensMinute: integer("opens_minute").notNull(),
    closesMinute: integer("closes_minute").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.hostId, table.weekday] }),
    check("booking_host_hours_weekday_check", sql`${table.weekday} between 0 and 6`),
    check(
      "booking_host_hours_range_check",
      sql`${table.opensMinute} >= 0 and ${table.closesMinute} <= 1440 and ${table.opensMinute} < ${table.closesMinute}`,
    ),
  ],
);

/** Eastern calendar days one host takes no calls (the business may be open). */
export const hostBlockedDays = pgTable(
  "booking_host_blocked_dates",
  {
    hostId: uuid("host_id")
      .notNull()
      .references(() => bookingHosts.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    note: text("note").notNull().default(""),
  },
  (table) => [primaryKey({ columns: [table.hostId, table.day] })],
);
