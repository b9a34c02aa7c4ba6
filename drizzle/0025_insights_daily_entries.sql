ALTER TABLE "insights_daily" ADD COLUMN "entries" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Totals rolled up before this column: their visits were the rows entered from outside the site.
UPDATE "insights_daily" SET "entries" = "visitors" WHERE "source" <> 'internal';
