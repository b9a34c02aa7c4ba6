import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

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
