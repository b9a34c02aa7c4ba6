-- Never double-booked (decision 020). No two active bookings may hold one seat over overlapping
-- time: [starts_at, blocked_until) is the call plus the buffer that applied when it was booked.
-- An exclusion constraint rather than a unique index on the start time, so it holds whatever the
-- call length and buffer were when each booking was made (staff may change both at any time).
-- The seat is compared as a one-value range, so GiST's built-in range operators suffice and no
-- extension (btree_gist) is needed: it works on any PostgreSQL, Supabase's included.
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_overlap" EXCLUDE USING gist (
  int4range("seat", "seat", '[]') WITH &&,
  tstzrange("starts_at", "blocked_until", '[)') WITH &&
) WHERE ("status" <> 'cancelled');
--> statement-breakpoint
-- The defaults the product states: 15-minute calls, Mon-Fri 8AM-6PM Eastern, 2 hours' notice,
-- 30 days ahead, one call at a time. Staff change them at /admin/availability.
INSERT INTO "booking_settings" ("id") VALUES (1) ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "booking_hours" ("weekday", "opens_minute", "closes_minute")
VALUES (1, 480, 1080), (2, 480, 1080), (3, 480, 1080), (4, 480, 1080), (5, 480, 1080)
ON CONFLICT DO NOTHING;
