CREATE TABLE "staff_session_revocations" (
	"sid" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "staff_session_revocations_expires_at_idx" ON "staff_session_revocations" USING btree ("expires_at");