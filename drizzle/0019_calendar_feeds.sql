CREATE TABLE "calendar_feeds" (
	"owner_id" text PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	"address_sealed" text NOT NULL,
	"address_shown" text NOT NULL,
	"etag" text,
	"last_modified" text,
	"last_attempt_at" timestamp with time zone,
	"last_ok_at" timestamp with time zone,
	"last_error" text,
	"busy" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"busy_from" timestamp with time zone,
	"busy_until" timestamp with time zone,
	"claimed_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feeds_owner_id_check" CHECK (length("calendar_feeds"."owner_id") between 1 and 100),
	CONSTRAINT "calendar_feeds_label_check" CHECK (length("calendar_feeds"."label") between 1 and 200),
	CONSTRAINT "calendar_feeds_last_error_check" CHECK (length("calendar_feeds"."last_error") <= 500)
);
