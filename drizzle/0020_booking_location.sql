ALTER TABLE "booking_settings" ADD COLUMN "meeting_url" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "location" text DEFAULT 'phone' NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_settings" ADD CONSTRAINT "booking_settings_meeting_url_check" CHECK ("booking_settings"."meeting_url" ~ '^https://' and length("booking_settings"."meeting_url") <= 500);--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_location_check" CHECK ("bookings"."location" in ('phone', 'video'));