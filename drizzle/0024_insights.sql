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
	"referrer" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE INDEX "insights_views_day_idx" ON "insights_views" USING btree ("day","visitor");