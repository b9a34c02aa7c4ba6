CREATE TABLE "backup_runs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"slot" date NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"status" text DEFAULT 'running' NOT NULL,
	"file" text,
	"bytes" bigint,
	"schema_index" integer,
	"error" text,
	CONSTRAINT "backup_runs_status_check" CHECK ("backup_runs"."status" in ('running', 'verified', 'failed'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "backup_runs_slot_key" ON "backup_runs" USING btree ("slot");--> statement-breakpoint
CREATE INDEX "backup_runs_verified_idx" ON "backup_runs" USING btree ("status","finished_at" DESC NULLS LAST);