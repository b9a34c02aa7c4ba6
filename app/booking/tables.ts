// Booking the discovery call (decision 020): its settings and bookings. Opening hours and blocked
// days are the business calendar's (app/calendar/tables.ts).

import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { oneOf, within } from "../lib/db/checks";
import { bookingHosts } from "../hosts/tables";
import { BOOKING_LIMITS, MEETING_URL_MAX } from "./settings";
import { CANCEL_REASON_MAX } from "./fields";
import { CALL_LOCATIONS } from "./location";

export const BOOKING_STATUSES = ["confirmed", "cancelled", "done", "no_show"] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/**
 * The one row of booking settings staff edit at /admin/availability (id is always 1). Lengths in
 * minutes. How many calls may run at once is the number of active hosts (app/hosts/, decision 034).
 * `feed_token_hash` is the SHA-256 of the private calendar feed's token (null: no feed).
 * `meeting_url` is the business's video meeting room (Teams, Zoom, Meet); null: no video calls.
 */
export const bookingSettings = pgTable(
  "booking_settings",
  {
    id: integer("id").primaryKey().default(1),
    callMinutes: integer("call_minutes").notNull().default(BOOKING_LIMITS.callMinutes.default),
    bufferMinutes: integer("buffer_minutes").notNull().default(BOOKING_LIMITS.bufferMinutes.default),
    noticeMinutes: integer("notice_minutes").notNull().default(BOOKING_LIMITS.noticeMinutes.default),
    horizonDays: integer("horizon_days").notNull().default(BOOKING_LIMITS.horizonDays.default),
    firstReminderHours: integer("first_reminder_hours").notNull().default(BOOKING_LIMITS.firstReminderHours.default),
    lastReminderMinutes: integer("last_reminder_minutes").notNull().default(BOOKING_LIMITS.lastReminderMinutes.default),
    feedTokenHash: text("feed_token_hash"),
    meetingUrl: text("meeting_url"),
    updatedAt: timestamp("updated_at", { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (table) => [
    check("booking_settings_single_row", sql`${table.id} = 1`),
    check("booking_settings_call_minutes_check", within(table.callMinutes, BOOKING_LIMITS.callMinutes)),
    check("booking_settings_buffer_minutes_check", within(table.bufferMinutes, BOOKING_LIMITS.bufferMinutes)),
    check("booking_settings_notice_minutes_check", within(table.noticeMinutes, BOOKING_LIMITS.noticeMinutes)),
    check("booking_settings_horizon_days_check", within(table.horizonDays, BOOKING_LIMITS.horizonDays)),
    check(
      "booking_settings_first_reminder_hours_check",
      within(table.firstReminderHours, BOOKING_LIMITS.firstReminderHours),
    ),
    check(
      "booking_settings_last_reminder_minutes_check",
      within(table.lastReminderMinutes, BOOKING_LIMITS.lastReminderMinutes),
    ),
    check(
      "booking_settings_meeting_url_check",
      sql`${table.meetingUrl} ~ '^https://' and length(${table.meetingUrl}) <= ${sql.raw(String(MEETING_URL_MAX))}`,
    ),
  ],
);

/**
 * A booked discovery call. Times are UTC instants. `blocked_until` is the end of the call plus the
 * buffer that applied when it was booked or moved: its host is busy over [starts_at, blocked_until).
 * No two active bookings of one host overlap: an exclusion constraint (custom SQL in migration
 * 0021_booking_hosts.sql), so the database refuses the second, whatever the instance.
 * `manage_token_hash` is the SHA-256 of the visitor's manage link token (the link is never stored
 * in this table in the clear). `manage_token_sealed` is the token encrypted under a key derived
 * from SESSION_SECRET (sealed-token.server.ts), so a reminder can carry the visitor's own link;
 * null for calls booked before reminders existed. `sequence` is the iCalendar SEQUENCE, raised on each move and the cancellation.
 * `assessment_ref` is the free IT audit's public id when the visitor came from its result page.
 * `cancel_message` is what staff wrote to the visitor when they cancelled; `cancel_reason` is the
 * visitor's own optional reason when the visitor cancelled. `location` is where the call happens:
 * "phone" (we call `phone`) or "video" (the meeting link, looked up when shown: meeting-link.server.ts).
 */
export const bookings = pgTable(
  "bookings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    blockedUntil: timestamp("blocked_until", { withTimezone: true }).notNull(),
    hostId: uuid("host_id")
      .notNull()
      .references(() => bookingHosts.id),
    status: text("status", { enum: BOOKING_STATUSES }).notNull().default("confirmed"),
    name: text("name").notNull(),
    email: text("email").notNull(),
    organization: text("organization"),
    phone: text("phone"),
    location: text("location", { enum: CALL_LOCATIONS }).notNull().default("phone"),
    topic: text("topic"),
    assessmentRef: text("assessment_ref"),
    manageTokenHash: text("manage_token_hash").notNull(),
    manageTokenSealed: text("manage_token_sealed"),
    sequence: integer("sequence").notNull().default(0),
    clientIp: text("client_ip"),
    createdAt: timestamp("created_at", { withTimezone: true })
      .notNull()
      .default(sql`now()`),
    updatedAt: timestamp("updated_at", { withTimezone: true })
      .notNull()
      .default(sql`now()`),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    cancelledBy: text("cancelled_by", { enum: ["visitor", "staff"] }),
    cancelMessage: text("cancel_message"),
    cancelReason: text("cancel_reason"),
  },
  (table) => [
    uniqueIndex("bookings_manage_token_hash_key").on(table.manageTokenHash),
    check("bookings_status_check", oneOf(table.status, BOOKING_STATUSES)),
    check("bookings_location_check", oneOf(table.location, CALL_LOCATIONS)),
    check(
      "bookings_times_check",
      sql`${table.startsAt} < ${table.endsAt} and ${table.endsAt} <= ${table.blockedUntil}`,
    ),
    check("bookings_cancelled_check", sql`(${table.status} = 'cancelled') = (${table.cancelledAt} is not null)`),
    check("bookings_cancel_reason_check", sql`length(${table.cancelReason}) <= ${sql.raw(String(CANCEL_REASON_MAX))}`),
    check("bookings_assessment_ref_check", sql`${table.assessmentRef} ~ '^[A-Za-z0-9_-]{1,64}$'`),
    // Slots of a day, the staff list and the feed: active bookings by time.
    index("bookings_active_starts_at_idx")
      .on(table.startsAt)
      .where(sql`${table.status} <> 'cancelled'`),
  ],
);

export const REMINDER_KINDS = ["first", "last"] as const;

/**
 * Each reminder e-mail ever queued, one row per call, kind and start time: the primary key makes a
 * second instance's insert of the same reminder do nothing, and the row is written in the
 * transaction that queues the e-mail, so the two commit together or not at all. A moved call has a
 * new `starts_at`, so it gets its own reminders. The rows go with their booking.
 */
export const bookingReminders = pgTable(
  "booking_reminders",
  {
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: REMINDER_KINDS }).notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    queuedAt: timestamp("queued_at", { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (table) => [
    primaryKey({ columns: [table.bookingId, table.kind, table.startsAt] }),
    check("booking_reminders_kind_check", oneOf(table.kind, REMINDER_KINDS)),
  ],
);
