CREATE TABLE "image_variants" (
	"image_id" uuid NOT NULL,
	"format" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"etag" text NOT NULL,
	"data" "bytea" NOT NULL,
	CONSTRAINT "image_variants_image_id_format_width_pk" PRIMARY KEY("image_id","format","width"),
	CONSTRAINT "image_variants_format_check" CHECK ("image_variants"."format" in ('webp', 'jpeg', 'png'))
);
--> statement-breakpoint
CREATE TABLE "images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"widths" integer[] NOT NULL,
	"fallback_format" text NOT NULL,
	"fallback_bytes" integer NOT NULL,
	"has_alpha" boolean DEFAULT false NOT NULL,
	"original_name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "images_size_check" CHECK ("images"."width" > 0 and "images"."height" > 0),
	CONSTRAINT "images_fallback_format_check" CHECK ("images"."fallback_format" in ('jpeg', 'png'))
);
--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "cover_image_id" uuid;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "cover_alt" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "image_variants" ADD CONSTRAINT "image_variants_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "images_created_at_idx" ON "images" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_cover_image_id_images_id_fk" FOREIGN KEY ("cover_image_id") REFERENCES "public"."images"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "posts_cover_image_id_idx" ON "posts" USING btree ("cover_image_id");--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_cover_alt_check" CHECK ("posts"."cover_image_id" is null or length(trim("posts"."cover_alt")) > 0);