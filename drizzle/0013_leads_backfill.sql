-- The lead desk (decision 024) starts with every contact request, booking and finished audit
-- already stored. New ones get their lead in the transaction that stores them (recordLead);
-- this copies the rest once. Idempotent: a source that has its lead already is skipped, so
-- running it again (or after a partial run) adds nothing twice. Suspected spam starts as spam.
INSERT INTO "leads" ("kind", "contact_request_id", "name", "email", "organization", "summary", "received_at", "status")
SELECT 'contact', c."id", c."name", c."email", c."company", c."message", c."received_at",
       CASE WHEN c."status" = 'spam' THEN 'spam' ELSE 'new' END
FROM "contact_requests" c
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "leads" ("kind", "booking_id", "name", "email", "organization", "summary", "received_at")
SELECT 'booking', b."id", b."name", b."email", b."organization",
       'Discovery call ' || to_char(b."starts_at" AT TIME ZONE 'America/New_York', 'FMMonth FMDD, YYYY "at" FMHH12:MI AM') || ' ET'
         || CASE WHEN coalesce(b."topic", '') <> '' THEN ': ' || b."topic" ELSE '' END,
       b."created_at"
FROM "bookings" b
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "leads" ("kind", "assessment_id", "name", "email", "organization", "summary", "received_at", "status")
SELECT 'assessment', a."id", a."name", a."email", a."organization",
       'IT audit score ' || a."overall" || '/100'
         || CASE WHEN coalesce(a."answers"->>'worry', '') <> '' THEN '. Biggest worry: ' || (a."answers"->>'worry') ELSE '' END,
       a."finished_at",
       CASE WHEN a."spam" THEN 'spam' ELSE 'new' END
FROM "assessments" a
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "lead_events" ("lead_id", "actor", "at", "what", "to")
SELECT l."id", 'website', l."received_at", 'created', l."status"
FROM "leads" l
WHERE NOT EXISTS (SELECT 1 FROM "lead_events" e WHERE e."lead_id" = l."id");
