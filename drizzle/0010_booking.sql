CREATE TABLE "booking_blocked_dates" (
	"day" date PRIMARY KEY NOT NULL,
	"note" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_hours" (
	"weekday" integer PRIMARY KEY NOT NULL,
	"opens_minute" integer NOT NULL,
	"closes_minute" integer NOT NULL,
	CONSTRAINT "booking_hours_weekday_check" CHECK ("booking_hours"."weekday" between 0 and 6),
	CONSTRAINT "booking_hours_range_check" CHECK ("booking_hours"."opens_minute" >= 0 and "booking_hours"."closes_minute" <= 1440 and "booking_hours"."opens_minute" < "booking_hours"."closes_minute")
);
--> statement-breakpoint
CREATE TABLE "booking_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"call_minutes" integer DEFAULT 15 NOT NULL,
	"buffer_minutes" integer DEFAULT 0 NOT NULL,
	"notice_minutes" integer DEFAULT 120 NOT NULL,
	"horizon_days" integer DEFAULT 30 NOT NULL,
	"capacity" integer DEFAULT 1 NOT NULL,
	"feed_token_hash" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_settings_single_row" CHECK ("booking_settings"."id" = 1),
	CONSTRAINT "booking_settings_call_minutes_check" CHECK ("booking_settings"."call_minutes" between 5 and 240),
	CONSTRAINT "booking_settings_buffer_minutes_check" CHECK ("booking_settings"."buffer_minutes" between 0 and 240),
	CONSTRAINT "booking_settings_notice_minutes_check" CHECK ("booking_settings"."notice_minutes" between 0 and 20160),
	CONSTRAINT "booking_settings_horizon_days_check" CHECK ("booking_settings"."horizon_days" between 1 and 365),
	CONSTRAINT "booking_settings_capacity_check" CHECK ("booking_settings"."capacity" between 1 and 20)
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"blocked_until" timestamp with time zone NOT NULL,
	"seat" integer DEFAULT 1 NOT NULL,
	"status" text DEFAULT 'confirmed' NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"organization" text,
	"phone" text,
	"topic" text,
	"assessment_ref" text,
	"manage_token_hash" text NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"client_ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" text,
	"cancel_message" text,
	CONSTRAINT "bookings_status_check" CHECK ("bookings"."status" in ('confirmed', 'cancelled', 'done', 'no_show')),
	CONSTRAINT "bookings_seat_check" CHECK ("bookings"."seat" >= 1),
	CONSTRAINT "bookings_times_check" CHECK ("bookings"."starts_at" < "bookings"."ends_at" and "bookings"."ends_at" <= "bookings"."blocked_until"),
	CONSTRAINT "bookings_cancelled_check" CHECK (("bookings"."status" = 'cancelled') = ("bookings"."cancelled_at" is not null)),
	CONSTRAINT "bookings_assessment_ref_check" CHECK ("bookings"."assessment_ref" ~ '^[A-Za-z0-9_-]{1,64}$')
);
--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_manage_token_hash_key" ON "bookings" USING btree ("manage_token_hash");--> statement-breakpoint
CREATE INDEX "bookings_active_starts_at_idx" ON "bookings" USING btree ("starts_at") WHERE "bookings"."status" <> 'cancelled';