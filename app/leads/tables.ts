// Lead desk (decision 024): one row per contact request, booking or finished audit, written in the
// transaction that stores its source, with the staff workflow on top. Each lead points at exactly
// one source row and goes when it goes (cascade): retention and privacy deletion of the source
// remove the lead, its notes and its history with it.

import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  check,
  customType,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { oneOf } from "../lib/db/checks";
import { assessments } from "../assessment/tables";
import { bookings } from "../booking/tables";
import { contactRequests } from "../contact/tables";
import { LEAD_EVENT_KINDS, LEAD_KINDS, LEAD_STATUSES } from "./kinds";

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
    /** The response clock: 2 business hours after arrival (response-clock.ts). */
    respondBy: timestamp("respond_by", { withTimezone: true }).notNull(),
    /** The first response: the first change away from "new" (spam aside) or a logged reply. */
    firstResponseAt: timestamp("first_response_at", { withTimezone: true }),
    /** When staff are warned that it is still unanswered (response-clock.ts escalateAt); unset: never. */
    escalateAt: timestamp("escalate_at", { withTimezone: true }),
    /** When the escalation was queued: set once, by whichever instance queued it (alerts.server.ts). */
    escalatedAt: timestamp("escalated_at", { withTimezone: true }),
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
    // The leads still waiting for a first response, soonest due first: the list's order, the
    // navigation's counts and the escalation check.
    index("leads_awaiting_idx")
      .on(table.respondBy)
      .where(sql`${table.firstResponseAt} is null and ${table.status} = 'new'`),
    // The leads the escalation check looks for: unanswered, not escalated yet, soonest first.
    index("leads_escalation_due_idx")
      .on(table.escalateAt)
      .where(sql`${table.firstResponseAt} is null and ${table.status} = 'new' and ${table.escalatedAt} is null`),
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
