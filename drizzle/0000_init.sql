CREATE TABLE "contact_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"company" text,
	"phone" text,
	"service" text,
	"message" text NOT NULL,
	"page" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "contact_requests_received_at_idx" ON "contact_requests" USING btree ("received_at" DESC NULLS LAST);