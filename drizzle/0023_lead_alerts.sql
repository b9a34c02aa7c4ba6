ALTER TABLE "leads" ADD COLUMN "escalate_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "escalated_at" timestamp with time zone;--> statement-breakpoint
-- Leads stored before the alerts escalate 90 wall-clock minutes after arrival, as their due time is
-- two wall-clock hours (0022). Those already past it count as escalated: the first start of this
-- version must not send staff one e-mail for every old lead still marked new.
UPDATE "leads" SET "escalate_at" = "received_at" + interval '90 minutes';--> statement-breakpoint
UPDATE "leads" SET "escalated_at" = now() WHERE "escalate_at" <= now();--> statement-breakpoint
-- A row written by plain SQL (a seed, a benchmark's 100,000 leads) has none and is never escalated.
CREATE INDEX "leads_escalation_due_idx" ON "leads" USING btree ("escalate_at") WHERE "leads"."first_response_at" is null and "leads"."status" = 'new' and "leads"."escalated_at" is null;
