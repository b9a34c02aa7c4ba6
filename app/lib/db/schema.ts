import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import { LEAD_EVENT_KINDS, LEAD_KINDS, LEAD_STATUSES } from "../../leads/kinds";
import { BOOKING_LIMITS } from "../../booking/settings";
import { oneOf, within } from "./checks";

export const CONTACT_STATUSES = ["pending", "sent", "failed", "spam"] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

/**
 * Contact requests are leads: stored before anything else happens to them, then delivered by
 * e-mail by the worker (app/contact/delivery-worker.server.ts, decision 009).
 * - pending: waiting for its (next) send; `attempts` and `last_error` tell how earlier ones went.
 * - sent: EmailJS accepted it (`sent_at`). failed: given up (permanent error or out of attempts).
 * - spam: caught by the honeypot or the minimum fill time; kept for review, never e-mailed.
 * `next_attempt_at` is when the request is due; a worker that claims a row moves it past the end
 * of its send (a lease), so a worker that dies mid-send leaves a row that is due again later.
 * `claim_token` identifies the claim, so a worker whose lease ran out cannot record its result
 * over a newer claim's.
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
    receivedAt: timestamp("received_at", { withTimezone: true })
      .notNull()
      .default(sql`now()`),
    /** Where the request came from (Express req.ip); for rate limiting and abuse handling. */
    clientIp: text("client_ip"),
    status: text("status", { enum: CONTACT_STATUSES }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true })
      .notNull()
      .default(sql`now()`),
    claimToken: uuid("claim_token"),
  },
  (table) => [
    // Retention deletes by received_at; the staff list reads newest first.
    index("contact_requests_received_at_idx").on(table.receivedAt.desc()),
    check("contact_requests_status_check", oneOf(table.status, CONTACT_STATUSES)),
    check("contact_requests_attempts_check", sql`${table.attempts} >= 0`),
    check("contact_requests_sent_at_check", sql`(${table.status} = 'sent') = (${table.sentAt} is not null)`),
    // The worker's claim: due pending rows in order. Partial, so sent/spam rows cost it nothing.
    index("contact_requests_due_idx")
      .on(table.nextAttemptAt, table.id)
      .where(sql`${table.status} = 'pending'`),
  ],
);

/**
 * Blog posts. A post is visible to the public when it is published, or scheduled with a publish
 * date that has passed: decided in SQL at read time (see app/blog/visibility.server.ts), so no job has
 * to flip a status on time. Published and scheduled posts always have a publish date.
 */
export const posts = pgTable(
  "posts",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    title: text("title").notNull(),
    slug: text("slug").notNull(),
    summary: text("summary").notNull().default(""),
    /** Sanitized HTML (sanitized again when rendered). */
    content: text("content").notNull(),
    /** Comma-separated, at most 5 (enforced by the post schema). */
    tags: text("tags").notNull().default(""),
    status: text("status", { enum: ["draft", "published", "scheduled"] })
      .notNull()
      .default("draft"),
    publishDate: timestamp("publish_date", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true })
      .notNull()
      .default(sql`now()`),
    updatedAt: timestamp("updated_at", { withTimezone: true })
      .notNull()
      .default(sql`now()`),
    /** The cover image (app/images/), optional; its alt text is required with it (see the images section). */
    coverImageId: uuid("cover_image_id").references((): AnyPgColumn => images.id),
    coverAlt: text("cover_alt").notNull().default(""),
  },
  (table) => [
    uniqueIndex("posts_slug_key").on(table.slug),
    check("posts_cover_alt_check", sql`${table.coverImageId} is null or length(trim(${table.coverAlt})) > 0`),
    index("posts_cover_image_id_idx").on(table.coverImageId),
    check("posts_status_check", sql`${table.status} in ('draft', 'published', 'scheduled')`),
    check("posts_publish_date_check", sql`${table.status} = 'draft' or ${table.publishDate} is not null`),
    // At most 5 tags, enforced rather than only stated in a label, also for rows written without the post schema.
    check("posts_tags_check", sql`cardinality(string_to_array(${table.tags}, ',')) <= 5`),
    // The public list: newest first among the posts that can be visible. NULLS FIRST matches
    // Drizzle's desc() ordering (plain DESC, nulls first) on both columns, so the planner walks this index.
    index("posts_public_list_idx")
      .on(table.publishDate.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`${table.status} in ('published', 'scheduled')`),
  ],
);

/**
 * Old slugs of posts whose public address changed: /blog/<old_slug> answers 301 to the post's
 * current slug. Keyed by the old slug (one slug leads to one post); removed with the post.
 */
export const postSlugRedirects = pgTable(
  "post_slug_redirects",
  {
    oldSlug: text("old_slug").primaryKey(),
    postId: bigint("post_id", { mode: "number" })
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  // Deleting a post cascades here; the index keeps that (and "which old slugs lead to post N") cheap.
  (table) => [index("post_slug_redirects_post_id_idx").on(table.postId)],
);

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

// ---------------------------------------------------------------------------------------------
// E-mail outbox (app/outbox/): e-mails other than contact requests (booking confirmations,
// assessment results for staff...). Stored in the transaction that stores what they are about,
// then sent by the outbox worker, retried, sent once; the columns mirror contact_requests'.
// ---------------------------------------------------------------------------------------------

export const OUTBOX_STATUSES = ["pending", "sent", "failed"] as const;

export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    /** Idempotency key chosen by the sender, e.g. `booking:42:confirmation`: one e-mail per key. */
    key: text("key").notNull(),
    /** Which EmailJS template (app/outbox/templates.server.ts): a name, not the account's id. */
    template: text("template").notNull(),
    /** The EmailJS template's variables, strings only, including to_email and reply_to. */
    params: jsonb("params").$type<Record<string, string>>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true })
      .notNull()
      .default(sql`now()`),
    status: text("status", { enum: OUTBOX_STATUSES }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true })
      .notNull()
      .default(sql`now()`),
    claimToken: uuid("claim_token"),
  },
  (table) => [
    uniqueIndex("email_outbox_key_idx").on(table.key),
    check("email_outbox_status_check", oneOf(table.status, OUTBOX_STATUSES)),
    check("email_outbox_attempts_check", sql`${table.attempts} >= 0`),
    check("email_outbox_sent_at_check", sql`(${table.status} = 'sent') = (${table.sentAt} is not null)`),
    index("email_outbox_due_idx")
      .on(table.nextAttemptAt, table.id)
      .where(sql`${table.status} = 'pending'`),
    index("email_outbox_created_at_idx").on(table.createdAt.desc()),
  ],
);

// ---------------------------------------------------------------------------------------------
// The free IT audit (app/assessment/)
// ---------------------------------------------------------------------------------------------

/**
 * An audit being filled in: the answers of the steps sent so far, keyed by an unguessable id that
 * is also the draft's address (/free-it-audit/<id>/<step>). Deleted when the audit is finished, or
 * after ASSESSMENT_DRAFT_RETENTION_DAYS without a change.
 */
export const assessmentDrafts = pgTable(
  "assessment_drafts",
  {
    id: text("id").primaryKey(),
    answers: jsonb("answers").$type<Record<string, unknown>>().notNull().default({}),
    /** The same-site page the visitor started from. */
    page: text("page").notNull(),
    clientIp: text("client_ip"),
    createdAt: timestamp("created_at", { withTimezone: true })
      .notNull()
      .default(sql`now()`),
    updatedAt: timestamp("updated_at", { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (table) => [
    check("assessment_drafts_id_check", sql`${table.id} ~ '^[A-Za-z0-9_-]{32}$'`),
    // Retention deletes drafts by their last change.
    index("assessment_drafts_updated_at_idx").on(table.updatedAt),
  ],
);

/**
 * A finished audit: a qualified lead. Stored once per draft (draft_id is unique), with the answers
 * and scores as they were computed when it was finished, so a later change to the rules does not
 * rewrite what the visitor was shown.
 */
export const assessments = pgTable(
  "assessments",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    /** The result page's address and the booking page's reference: unguessable, URL-safe. */
    publicId: text("public_id").notNull(),
    draftId: text("draft_id").notNull(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    organization: text("organization").notNull(),
    phone: text("phone"),
    orgType: text("org_type").notNull(),
    answers: jsonb("answers").$type<Record<string, unknown>>().notNull(),
    scores: jsonb("scores").$type<Record<string, number>>().notNull(),
    overall: integer("overall").notNull(),
    nextSteps: jsonb("next_steps").$type<unknown[]>().notNull(),
    page: text("page").notNull(),
    clientIp: text("client_ip"),
    /** Suspected spam is kept for review but never e-mailed. */
    spam: boolean("spam").notNull().default(false),
    finishedAt: timestamp("finished_at", { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (table) => [
    uniqueIndex("assessments_public_id_key").on(table.publicId),
    uniqueIndex("assessments_draft_id_key").on(table.draftId),
    check("assessments_overall_check", sql`${table.overall} between 0 and 100`),
    check("assessments_public_id_check", sql`${table.publicId} ~ '^[A-Za-z0-9_-]{32}$'`),
    // The staff list reads newest first.
    index("assessments_finished_at_idx").on(table.finishedAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
  ],
);

// ---------------------------------------------------------------------------------------------
// Images (decision 022): uploads re-encoded at a few widths, stored in PostgreSQL so
// every instance on the database serves them with no shared disk. Posts point at their cover
// (posts.cover_image_id above) and name content images by URL (/uploads/<id>/<width>.<format>).
// ---------------------------------------------------------------------------------------------

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => "bytea" });

export const IMAGE_FALLBACK_FORMATS = ["jpeg", "png"] as const;

/**
 * One uploaded image. `width`/`height` are those of its largest stored rendition; `widths` lists
 * every rendition's width (each stored as WebP, the largest also in the fallback format).
 * `fallback_bytes` is the fallback file's size, for RSS enclosures.
 */
export const images = pgTable(
  "images",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    widths: integer("widths").array().notNull(),
    fallbackFormat: text("fallback_format", { enum: IMAGE_FALLBACK_FORMATS }).notNull(),
    fallbackBytes: integer("fallback_bytes").notNull(),
    hasAlpha: boolean("has_alpha").notNull().default(false),
    originalName: text("original_name").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (table) => [
    check("images_size_check", sql`${table.width} > 0 and ${table.height} > 0`),
    check("images_fallback_format_check", oneOf(table.fallbackFormat, IMAGE_FALLBACK_FORMATS)),
    // The orphan clean-up looks at old images first.
    index("images_created_at_idx").on(table.createdAt),
  ],
);

/** The encoded files of an image: one row per (format, width). Deleted with their image. */
export const imageVariants = pgTable(
  "image_variants",
  {
    imageId: uuid("image_id")
      .notNull()
      .references(() => images.id, { onDelete: "cascade" }),
    format: text("format", { enum: ["webp", "jpeg", "png"] }).notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    /** A strong validator: the SHA-256 of `data`, base64url. */
    etag: text("etag").notNull(),
    data: bytea("data").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.imageId, table.format, table.width] }),
    check("image_variants_format_check", sql`${table.format} in ('webp', 'jpeg', 'png')`),
  ],
);

// ---------------------------------------------------------------------------------------------
// Booking the discovery call (app/booking/, decision 020)
// ---------------------------------------------------------------------------------------------

export const BOOKING_STATUSES = ["confirmed", "cancelled", "done", "no_show"] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/**
 * The one row of booking settings staff edit at /admin/availability (id is always 1). Lengths in
 * minutes. `capacity` is how many calls may run at once: each booking takes a seat 1..capacity.
 * `feed_token_hash` is the SHA-256 of the private calendar feed's token (null: no feed).
 */
export const bookingSettings = pgTable(
  "booking_settings",
  {
    id: integer("id").primaryKey().default(1),
    callMinutes: integer("call_minutes").notNull().default(BOOKING_LIMITS.callMinutes.default),
    bufferMinutes: integer("buffer_minutes").notNull().default(BOOKING_LIMITS.bufferMinutes.default),
    noticeMinutes: integer("notice_minutes").notNull().default(BOOKING_LIMITS.noticeMinutes.default),
    horizonDays: integer("horizon_days").notNull().default(BOOKING_LIMITS.horizonDays.default),
    capacity: integer("capacity").notNull().default(BOOKING_LIMITS.capacity.default),
    feedTokenHash: text("feed_token_hash"),
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
    check("booking_settings_capacity_check", within(table.capacity, BOOKING_LIMITS.capacity)),
  ],
);

/**
 * Weekly opening hours, in minutes after midnight Eastern (wall clock), one row per open weekday
 * (0 = Sunday). A weekday without a row is closed.
 */
export const bookingHours = pgTable(
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

/** Eastern calendar days without calls (holidays, days off). */
export const bookingBlockedDates = pgTable("booking_blocked_dates", {
  day: date("day", { mode: "string" }).primaryKey(),
  note: text("note").notNull().default(""),
});

/**
 * A booked discovery call. Times are UTC instants. `blocked_until` is the end of the call plus the
 * buffer that applied when it was booked or moved: the seat is taken over [starts_at, blocked_until).
 * No two active bookings of one seat overlap: an exclusion constraint (custom migration
 * 0011_booking_no_overlap.sql), so the database refuses the second, whatever the instance.
 * `manage_token_hash` is the SHA-256 of the visitor's manage link token (the link is never stored
 * in this table). `sequence` is the iCalendar SEQUENCE, raised on each move and the cancellation.
 * `assessment_ref` is the free IT audit's public id when the visitor came from its result page.
 */
export const bookings = pgTable(
  "bookings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    blockedUntil: timestamp("blocked_until", { withTimezone: true }).notNull(),
    seat: integer("seat").notNull().default(1),
    status: text("status", { enum: BOOKING_STATUSES }).notNull().default("confirmed"),
    name: text("name").notNull(),
    email: text("email").notNull(),
    organization: text("organization"),
    phone: text("phone"),
    topic: text("topic"),
    assessmentRef: text("assessment_ref"),
    manageTokenHash: text("manage_token_hash").notNull(),
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
  },
  (table) => [
    uniqueIndex("bookings_manage_token_hash_key").on(table.manageTokenHash),
    check("bookings_status_check", oneOf(table.status, BOOKING_STATUSES)),
    check("bookings_seat_check", sql`${table.seat} >= 1`),
    check(
      "bookings_times_check",
      sql`${table.startsAt} < ${table.endsAt} and ${table.endsAt} <= ${table.blockedUntil}`,
    ),
    check("bookings_cancelled_check", sql`(${table.status} = 'cancelled') = (${table.cancelledAt} is not null)`),
    check("bookings_assessment_ref_check", sql`${table.assessmentRef} ~ '^[A-Za-z0-9_-]{1,64}$'`),
    // Slots of a day, the staff list and the feed: active bookings by time.
    index("bookings_active_starts_at_idx")
      .on(table.startsAt)
      .where(sql`${table.status} <> 'cancelled'`),
  ],
);

// ---------------------------------------------------------------------------------------------
// Lead desk (app/leads/, decision 024): one row per contact request, booking or finished audit,
// written in the transaction that stores its source, with the staff workflow on top. Each lead
// points at exactly one source row and goes when it goes (cascade): retention and privacy
// deletion of the source remove the lead, its notes and its history with it.
// ---------------------------------------------------------------------------------------------

const tsvector = customType<{ data: string; driverData: string }>({ dataType: () => "tsvector" });

/**
 * The words a lead is found by. 'simple' keeps names, addresses and organizations as typed (no
 * stemming), with the e-mail also split into its local part's words and its domain, so a prefix
 * query ("jan:*") finds "jane.doe@…"; the summary is also indexed in English so "printers" finds
 * "printer". Stored and generated: PostgreSQL keeps it current on every write.
 */
const LEAD_SEARCH_SQL = sql.raw(`
  setweight(to_tsvector('simple'::regconfig,
    coalesce("name", '') || ' ' || coalesce("email", '') || ' ' ||
    translate(split_part(coalesce("email", ''), '@', 1), '._+-', '    ') || ' ' ||
    split_part(coalesce("email", ''), '@', 2) || ' ' || coalesce("organization", '')), 'A')
  || setweight(to_tsvector('simple'::regconfig, coalesce("summary", '')), 'B')
  || setweight(to_tsvector('english'::regconfig, coalesce("summary", '')), 'C')`);

export const leads = pgTable(
  "leads",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind", { enum: LEAD_KINDS }).notNull(),
    contactRequestId: bigint("contact_request_id", { mode: "number" }).references(() => contactRequests.id, {
      onDelete: "cascade",
    }),
    bookingId: uuid("booking_id").references(() => bookings.id, { onDelete: "cascade" }),
    assessmentId: bigint("assessment_id", { mode: "number" }).references(() => assessments.id, {
      onDelete: "cascade",
    }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    organization: text("organization"),
    /** What they asked: the message, the booking's time and topic, the audit's score and worry. */
    summary: text("summary").notNull().default(""),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull(),
    status: text("status", { enum: LEAD_STATUSES }).notNull().default("new"),
    /** A staff member's e-mail (lower case), or nobody yet. */
    owner: text("owner"),
    updatedAt: timestamp("updated_at", { withTimezone: true })
      .notNull()
      .default(sql`now()`),
    search: tsvector("search").generatedAlwaysAs(LEAD_SEARCH_SQL),
  },
  (table) => [
    uniqueIndex("leads_contact_request_id_key").on(table.contactRequestId),
    uniqueIndex("leads_booking_id_key").on(table.bookingId),
    uniqueIndex("leads_assessment_id_key").on(table.assessmentId),
    check("leads_kind_check", oneOf(table.kind, LEAD_KINDS)),
    check("leads_status_check", oneOf(table.status, LEAD_STATUSES)),
    // Exactly the source matching the kind, and no other.
    check(
      "leads_source_check",
      sql`(${table.contactRequestId} is not null) = (${table.kind} = 'contact')
        and (${table.bookingId} is not null) = (${table.kind} = 'booking')
        and (${table.assessmentId} is not null) = (${table.kind} = 'assessment')`,
    ),
    check("leads_owner_check", sql`${table.owner} is null or ${table.owner} = lower(${table.owner})`),
    // Newest first, keyset paged: overall, and within each filter staff use most. NULLS FIRST
    // matches Drizzle's desc() so the planner walks these in order.
    index("leads_received_idx").on(table.receivedAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    index("leads_status_received_idx").on(
      table.status,
      table.receivedAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index("leads_owner_received_idx").on(
      table.owner,
      table.receivedAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index("leads_kind_received_idx").on(table.kind, table.receivedAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    index("leads_email_idx").on(sql`lower(${table.email})`),
    index("leads_search_idx").using("gin", table.search),
  ],
);

/** Staff notes on a lead: who wrote what, when. */
export const leadNotes = pgTable(
  "lead_notes",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    author: text("author").notNull(),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (table) => [
    check("lead_notes_body_check", sql`length(${table.body}) between 1 and 4000`),
    index("lead_notes_lead_idx").on(table.leadId, table.createdAt),
  ],
);

/** A lead's history: its creation and every change of status or owner and every note. */
export const leadEvents = pgTable(
  "lead_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    actor: text("actor").notNull(),
    at: timestamp("at", { withTimezone: true })
      .notNull()
      .default(sql`now()`),
    what: text("what", { enum: LEAD_EVENT_KINDS }).notNull(),
    from: text("from"),
    to: text("to"),
  },
  (table) => [
    check("lead_events_what_check", oneOf(table.what, LEAD_EVENT_KINDS)),
    index("lead_events_lead_idx").on(table.leadId, table.at),
  ],
);

// ---------------------------------------------------------------------------------------------
// Privacy requests (app/privacy/, decision 025): the record that everything held for an address
// was deleted. It never holds the address itself.
// ---------------------------------------------------------------------------------------------

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

// ---------------------------------------------------------------------------------------------

export const BACKUP_RUN_STATUSES = ["running", "verified", "failed"] as const;
export type BackupRunStatus = (typeof BACKUP_RUN_STATUSES)[number];

/**
 * One automatic backup (app/backup/nightly.server.ts). `slot` is the scheduled night it is for
 * (the business's date): the unique key is how several instances on one database agree that only
 * one of them makes it. `file` is the name in BACKUP_DIR, without the folder.
 */
export const backupRuns = pgTable(
  "backup_runs",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    slot: date("slot", { mode: "string" }).notNull(),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    status: text("status", { enum: BACKUP_RUN_STATUSES }).notNull().default("running"),
    file: text("file"),
    bytes: bigint("bytes", { mode: "number" }),
    schemaIndex: integer("schema_index"),
    error: text("error"),
  },
  (table) => [
    uniqueIndex("backup_runs_slot_key").on(table.slot),
    check("backup_runs_status_check", sql`${table.status} in ('running', 'verified', 'failed')`),
    index("backup_runs_verified_idx").on(table.status, table.finishedAt.desc()),
  ],
);
