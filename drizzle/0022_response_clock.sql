ALTER TABLE "lead_events" DROP CONSTRAINT "lead_events_what_check";--> statement-breakpoint
-- Leads stored before the response clock get a due time of two wall-clock hours after arrival:
-- close enough for the report, and long past for any lead still open. Their first response is the
-- first status change away from "new" that their history holds.
ALTER TABLE "leads" ADD COLUMN "respond_by" timestamp with time zone;--> statement-breakpoint
UPDATE "leads" SET "respond_by" = "received_at" + interval '2 hours';--> statement-breakpoint
ALTER TABLE "leads" ALTER COLUMN "respond_by" SET NOT NULL;--> statement-breakpoint
-- The site always computes the due time on the business calendar; a row written by plain SQL
-- (an older migration run again, a seed script) gets the same two wall-clock hours rather than a
-- refusal.
CREATE FUNCTION "leads_default_respond_by"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."respond_by" := coalesce(NEW."respond_by", NEW."received_at" + interval '2 hours');
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "leads_default_respond_by" BEFORE INSERT ON "leads"
  FOR EACH ROW EXECUTE FUNCTION "leads_default_respond_by"();--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "first_response_at" timestamp with time zone;--> statement-breakpoint
UPDATE "leads" SET "first_response_at" = (
  SELECT min("at") FROM "lead_events"
  WHERE "lead_events"."lead_id" = "leads"."id" AND "what" = 'status' AND "from" = 'new' AND "to" <> 'spam'
);--> statement-breakpoint
CREATE INDEX "leads_awaiting_idx" ON "leads" USING btree ("respond_by") WHERE "leads"."first_response_at" is null and "leads"."status" = 'new';--> statement-breakpoint
ALTER TABLE "lead_events" ADD CONSTRAINT "lead_events_what_check" CHECK ("lead_events"."what" in ('created', 'status', 'owner', 'note', 'reply'));
