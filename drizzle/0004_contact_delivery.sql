ALTER TABLE "contact_requests" ADD COLUMN "client_ip" text;--> statement-breakpoint
ALTER TABLE "contact_requests" ADD COLUMN "status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_requests" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_requests" ADD COLUMN "last_error" text;--> statement-breakpoint
ALTER TABLE "contact_requests" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_requests" ADD COLUMN "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_requests" ADD COLUMN "claim_token" uuid;--> statement-breakpoint
CREATE INDEX "contact_requests_due_idx" ON "contact_requests" USING btree ("next_attempt_at","id") WHERE "contact_requests"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "contact_requests" ADD CONSTRAINT "contact_requests_status_check" CHECK ("contact_requests"."status" in ('pending', 'sent', 'failed', 'spam'));--> statement-breakpoint
ALTER TABLE "contact_requests" ADD CONSTRAINT "contact_requests_attempts_check" CHECK ("contact_requests"."attempts" >= 0);--> statement-breakpoint
ALTER TABLE "contact_requests" ADD CONSTRAINT "contact_requests_sent_at_check" CHECK (("contact_requests"."status" = 'sent') = ("contact_requests"."sent_at" is not null));