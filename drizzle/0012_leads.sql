CREATE TABLE "lead_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"lead_id" uuid NOT NULL,
	"actor" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"what" text NOT NULL,
	"from" text,
	"to" text,
	CONSTRAINT "lead_events_what_check" CHECK ("lead_events"."what" in ('created', 'status', 'owner', 'note'))
);
--> statement-breakpoint
CREATE TABLE "lead_notes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"lead_id" uuid NOT NULL,
	"author" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_notes_body_check" CHECK (length("lead_notes"."body") between 1 and 4000)
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"contact_request_id" bigint,
	"booking_id" uuid,
	"assessment_id" bigint,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"organization" text,
	"summary" text DEFAULT '' NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"owner" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (
  setweight(to_tsvector('simple'::regconfig,
    coalesce("name", '') || ' ' || coalesce("email", '') || ' ' ||
    translate(split_part(coalesce("email", ''), '@', 1), '._+-', '    ') || ' ' ||
    split_part(coalesce("email", ''), '@', 2) || ' ' || coalesce("organization", '')), 'A')
  || setweight(to_tsvector('simple'::regconfig, coalesce("summary", '')), 'B')
  || setweight(to_tsvector('english'::regconfig, coalesce("summary", '')), 'C')) STORED,
	CONSTRAINT "leads_kind_check" CHECK ("leads"."kind" in ('contact', 'booking', 'assessment')),
	CONSTRAINT "leads_status_check" CHECK ("leads"."status" in ('new', 'contacted', 'qualified', 'won', 'lost', 'spam')),
	CONSTRAINT "leads_source_check" CHECK (("leads"."contact_request_id" is not null) = ("leads"."kind" = 'contact')
        and ("leads"."booking_id" is not null) = ("leads"."kind" = 'booking')
        and ("leads"."assessment_id" is not null) = ("leads"."kind" = 'assessment')),
	CONSTRAINT "leads_owner_check" CHECK ("leads"."owner" is null or "leads"."owner" = lower("leads"."owner"))
);
--> statement-breakpoint
ALTER TABLE "lead_events" ADD CONSTRAINT "lead_events_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_notes" ADD CONSTRAINT "lead_notes_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_contact_request_id_contact_requests_id_fk" FOREIGN KEY ("contact_request_id") REFERENCES "public"."contact_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_assessment_id_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."assessments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_events_lead_idx" ON "lead_events" USING btree ("lead_id","at");--> statement-breakpoint
CREATE INDEX "lead_notes_lead_idx" ON "lead_notes" USING btree ("lead_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "leads_contact_request_id_key" ON "leads" USING btree ("contact_request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "leads_booking_id_key" ON "leads" USING btree ("booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "leads_assessment_id_key" ON "leads" USING btree ("assessment_id");--> statement-breakpoint
CREATE INDEX "leads_received_idx" ON "leads" USING btree ("received_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "leads_status_received_idx" ON "leads" USING btree ("status","received_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "leads_owner_received_idx" ON "leads" USING btree ("owner","received_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "leads_kind_received_idx" ON "leads" USING btree ("kind","received_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "leads_email_idx" ON "leads" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "leads_search_idx" ON "leads" USING gin ("search");