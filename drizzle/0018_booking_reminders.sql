CREATE TABLE "booking_reminders" (
	"booking_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_reminders_booking_id_kind_starts_at_pk" PRIMARY KEY("booking_id","kind","starts_at"),
	CONSTRAINT "booking_reminders_kind_check" CHECK ("booking_reminders"."kind" in ('first', 'last'))
);
--> statement-breakpoint
ALTER TABLE "booking_settings" ADD COLUMN "first_reminder_hours" integer DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_settings" ADD COLUMN "last_reminder_minutes" integer DEFAULT 60 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "manage_token_sealed" text;--> statement-breakpoint
ALTER TABLE "booking_reminders" ADD CONSTRAINT "booking_reminders_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_settings" ADD CONSTRAINT "booking_settings_first_reminder_hours_check" CHECK ("booking_settings"."first_reminder_hours" between 0 and 168);--> statement-breakpoint
ALTER TABLE "booking_settings" ADD CONSTRAINT "booking_settings_last_reminder_minutes_check" CHECK ("booking_settings"."last_reminder_minutes" between 0 and 1440);