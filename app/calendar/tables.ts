// The business calendar (decision 033): weekly hours, the days staff blocked and the federal
// holidays staff switched off. The first two began as booking's and keep their table names.

import { sql } from "drizzle-orm";
import { check, date, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { oneOf } from "../lib/db/checks";
import { HOLIDAY_IDS, type HolidayId } from "./holidays";

/**
 * Weekly opening hours, in minutes after midnight Eastern (wall clock), one row per open weekday
 * (0 = Sunday). A weekday without a row is closed.
 */
export const businessHours = pgTable(
  "booking_hours",
  {
    weekday: integer("weekday").primaryKey(),
    opensMinute: integer("opens_minute").notNull(),
    closesMinute: integer("closes_minute").notNull(),
  },
  (table) => [
    check("booking_hours_weekday_check", sql`${table.weekday} between 0 and 6`),
    check(
      "booking_hours_range_check",
      sql`${table.opensMinute} >= 0 and ${table.closesMinute} <= 1440 and ${table.opensMinute} < ${table.closesMinute}`,
    ),
  ],
);

/** Eastern calendar days staff closed (days off, a holiday of their own). */
export const blockedDays = pgTable("booking_blocked_dates", {
  day: date("day", { mode: "string" }).primaryKey(),
  note: text("note").notNull().default(""),
});

/**
 * Federal holidays the business stays open on, by holiday, every year. A holiday without a row is
 * observed (closed): the default.
 */
export const holidaysOff = pgTable(
  "business_holidays_off",
  {
    holiday: text("holiday").$type<HolidayId>().primaryKey(),
    switchedOffAt: timestamp("switched_off_at", { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (table) => [check("business_holidays_off_holiday_check", oneOf(table.holiday, HOLIDAY_IDS))],
);
