CREATE TABLE "data_seeds" (
	"name" text PRIMARY KEY NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "posts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"content" text NOT NULL,
	"tags" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"publish_date" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "posts_status_check" CHECK ("posts"."status" in ('draft', 'published', 'scheduled')),
	CONSTRAINT "posts_publish_date_check" CHECK ("posts"."status" = 'draft' or "posts"."publish_date" is not null),
	CONSTRAINT "posts_tags_check" CHECK (cardinality(string_to_array("posts"."tags", ',')) <= 5)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "posts_slug_key" ON "posts" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "posts_public_list_idx" ON "posts" USING btree ("publish_date" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "posts"."status" in ('published', 'scheduled');