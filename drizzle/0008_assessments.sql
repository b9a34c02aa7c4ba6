CREATE TABLE "assessment_drafts" (
	"id" text PRIMARY KEY NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"page" text NOT NULL,
	"client_ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assessment_drafts_id_check" CHECK ("assessment_drafts"."id" ~ '^[A-Za-z0-9_-]{32}$')
);
--> statement-breakpoint
CREATE TABLE "assessments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"public_id" text NOT NULL,
	"draft_id" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"organization" text NOT NULL,
	"phone" text,
	"org_type" text NOT NULL,
	"answers" jsonb NOT NULL,
	"scores" jsonb NOT NULL,
	"overall" integer NOT NULL,
	"next_steps" jsonb NOT NULL,
	"page" text NOT NULL,
	"client_ip" text,
	"spam" boolean DEFAULT false NOT NULL,
	"finished_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assessments_overall_check" CHECK ("assessments"."overall" between 0 and 100),
	CONSTRAINT "assessments_public_id_check" CHECK ("assessments"."public_id" ~ '^[A-Za-z0-9_-]{32}$')
);
--> statement-breakpoint
CREATE INDEX "assessment_drafts_updated_at_idx" ON "assessment_drafts" USING btree ("updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "assessments_public_id_key" ON "assessments" USING btree ("public_id");--> statement-breakpoint
CREATE UNIQUE INDEX "assessments_draft_id_key" ON "assessments" USING btree ("draft_id");--> statement-breakpoint
CREATE INDEX "assessments_finished_at_idx" ON "assessments" USING btree ("finished_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);