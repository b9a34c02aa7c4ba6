// The free IT audit's tables: drafts being filled in and finished audits.

import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

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
