CREATE TABLE "privacy_erasures" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"erased_at" timestamp with time zone DEFAULT now() NOT NULL,
	"erased_by" text NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"contact_requests" integer DEFAULT 0 NOT NULL,
	"bookings" integer DEFAULT 0 NOT NULL,
	"assessments" integer DEFAULT 0 NOT NULL,
	"drafts" integer DEFAULT 0 NOT NULL,
	"emails" integer DEFAULT 0 NOT NULL,
	"fingerprint" text,
	CONSTRAINT "privacy_erasures_reference_check" CHECK (length("privacy_erasures"."reference") <= 200),
	CONSTRAINT "privacy_erasures_counts_check" CHECK (least("privacy_erasures"."contact_requests", "privacy_erasures"."bookings", "privacy_erasures"."assessments", "privacy_erasures"."drafts", "privacy_erasures"."emails") >= 0)
);
--> statement-breakpoint
CREATE INDEX "privacy_erasures_erased_at_idx" ON "privacy_erasures" USING btree ("erased_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "privacy_erasures_fingerprint_idx" ON "privacy_erasures" USING btree ("fingerprint");