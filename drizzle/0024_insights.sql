CREATE TABLE "insights_conversions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"visitor" text,
	"lead_id" uuid,
	"entry_path" text DEFAULT '' NOT NULL,
	"source" text DEFAULT '' NOT NULL,
	"medium" text DEFAULT '' NOT NULL,
	"campaign" text DEFAULT '' NOT NULL,
	CONSTRAINT "insights_conversions_kind_check" CHECK ("insights_conversions"."kind" in ('audit_started', 'audit_finished', 'call_booked', 'contact_stored', 'call_held', 'won'))
);
--> statement-breakpoint
CREATE TABLE "insights_daily" (
	"day" date NOT NULL,
	"path" text NOT NULL,
	"source" text NOT NULL,
	"medium" text NOT NULL,
	"campaign" text NOT NULL,
	"device" text NOT NULL,
	"browser" text NOT NULL,
	"views" integer NOT NULL,
	"visitors" integer NOT NULL,
	CONSTRAINT "insights_daily_day_path_source_medium_campaign_device_browser_pk" PRIMARY KEY("day","path","source","medium","campaign","device","browser")
);
--> statement-breakpoint
CREATE TABLE "insights_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "insights_views" (
	"at" timestamp with time zone NOT NULL,
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"visitor" text NOT NULL,
	"path" text NOT NULL,
	"source" text NOT NULL,
	"medium" text NOT NULL,
	"campaign" text DEFAULT '' NOT NULL,
	"device" text NOT NULL,
	"browser" text NOT NULL,
	"referrer" text DEFAULT '' NOT NULL,
	"views" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "insights_conversions" ADD CONSTRAINT "insights_conversions_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "insights_conversions_day_idx" ON "insights_conversions" USING btree ("day","visitor");--> statement-breakpoint
CREATE INDEX "insights_conversions_lead_idx" ON "insights_conversions" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "insights_views_day_idx" ON "insights_views" USING btree ("day","visitor");