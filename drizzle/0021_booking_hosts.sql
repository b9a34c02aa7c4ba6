CREATE TABLE "booking_hosts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"meeting_url" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_hosts_name_check" CHECK (length("booking_hosts"."name") between 1 and 100),
	CONSTRAINT "booking_hosts_email_check" CHECK (length("booking_hosts"."email") <= 254),
	CONSTRAINT "booking_hosts_meeting_url_check" CHECK ("booking_hosts"."meeting_url" ~ '^https://' and length("booking_hosts"."meeting_url") <= 500)
);
--> statement-breakpoint
CREATE TABLE "booking_host_blocked_dates" (
	"host_id" uuid NOT NULL,
	"day" date NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	CONSTRAINT "booking_host_blocked_dates_host_id_day_pk" PRIMARY KEY("host_id","day")
);
--> statement-breakpoint
CREATE TABLE "booking_host_hours" (
	"host_id" uuid NOT NULL,
	"weekday" integer NOT NULL,
	"opens_minute" integer NOT NULL,
	"closes_minute" integer NOT NULL,
	CONSTRAINT "booking_host_hours_host_id_weekday_pk" PRIMARY KEY("host_id","weekday"),
	CONSTRAINT "booking_host_hours_weekday_check" CHECK ("booking_host_hours"."weekday" between 0 and 6),
	CONSTRAINT "booking_host_hours_range_check" CHECK ("booking_host_hours"."opens_minute" >= 0 and "booking_host_hours"."closes_minute" <= 1440 and "booking_host_hours"."opens_minute" < "booking_host_hours"."closes_minute")
);
--> statement-breakpoint
-- Seats become hosts (decision 034). An install ran "capacity" calls at once on seats 1..capacity:
-- it gets one host per seat, so it offers exactly the calls it offered before, and every booking
-- goes to its seat's host. A seat above today's capacity that still holds bookings (the capacity
-- was lowered) gets an inactive host: its calls stay, no new one goes to it. The first host is the
-- oldest, which breaks ties when a new booking picks a host. Staff rename them at /admin/hosts; no
-- e-mail, so staff e-mails go where they went.
CREATE TEMPORARY TABLE "seat_hosts" AS
SELECT "seat", gen_random_uuid() AS "host_id", "seat" <= "capacity" AS "active"
FROM generate_series(
  1,
  greatest(
    coalesce((SELECT "capacity" FROM "booking_settings" WHERE "id" = 1), 1),
    coalesce((SELECT max("seat") FROM "bookings"), 1)
  )
) AS "seat",
  (SELECT coalesce((SELECT "capacity" FROM "booking_settings" WHERE "id" = 1), 1) AS "capacity") AS "settings";
--> statement-breakpoint
INSERT INTO "booking_hosts" ("id", "name", "active", "created_at")
SELECT "host_id", CASE WHEN "seat" = 1 THEN 'Our team' ELSE 'Our team ' || "seat" END, "active",
  now() - interval '1 second' + "seat" * interval '1 millisecond'
FROM "seat_hosts";
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "host_id" uuid;--> statement-breakpoint
UPDATE "bookings" SET "host_id" = "seat_hosts"."host_id" FROM "seat_hosts" WHERE "seat_hosts"."seat" = "bookings"."seat";--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "host_id" SET NOT NULL;--> statement-breakpoint
DROP TABLE "seat_hosts";--> statement-breakpoint
-- Never double-booked, now per host: no two active bookings of one host overlap in time, checked
-- by the database whatever the instance. A uuid is 128 bits, as an IPv6 address is, and GiST
-- compares addresses for equality with its built-in inet_ops: so the host is compared as the
-- address its id spells, and no extension (btree_gist) is needed, as before (migration 0011).
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_no_overlap";--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_host_no_overlap" EXCLUDE USING gist (
  (regexp_replace(replace("host_id"::text, '-', ''), '(....)(?=.)', '\1:', 'g')::inet) inet_ops WITH =,
  tstzrange("starts_at", "blocked_until", '[)') WITH &&
) WHERE ("status" <> 'cancelled');
--> statement-breakpoint
ALTER TABLE "booking_settings" DROP CONSTRAINT "booking_settings_capacity_check";--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_seat_check";--> statement-breakpoint
ALTER TABLE "booking_host_blocked_dates" ADD CONSTRAINT "booking_host_blocked_dates_host_id_booking_hosts_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."booking_hosts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_host_hours" ADD CONSTRAINT "booking_host_hours_host_id_booking_hosts_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."booking_hosts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_host_id_booking_hosts_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."booking_hosts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_settings" DROP COLUMN "capacity";--> statement-breakpoint
ALTER TABLE "bookings" DROP COLUMN "seat";