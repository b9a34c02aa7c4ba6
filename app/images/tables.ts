// Images (decision 022): uploads re-encoded at a few widths, stored in PostgreSQL so every instance
// on the database serves them with no shared disk. Posts point at their cover (posts.cover_image_id,
// app/blog/tables.ts) and name content images by URL (/uploads/<id>/<width>.<format>).

import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { oneOf } from "../lib/db/checks";

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => "bytea" });

export const IMAGE_FALLBACK_FORMATS = ["jpeg", "png"] as const;

/**
 * One uploaded image. `width`/`height` are those of its largest stored rendition; `widths` lists
 * every rendition's width (each stored as WebP, the largest also in the fallback format).
 * `fallback_bytes` is the fallback file's size, for RSS enclosures.
 */
export const images = pgTable(
  "images",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    widths: integer("widths").array().notNull(),
    fallbackFormat: text("fallback_format", { enum: IMAGE_FALLBACK_FORMATS }).notNull(),
    fallbackBytes: integer("fallback_bytes").notNull(),
    hasAlpha: boolean("has_alpha").notNull().default(false),
    originalName: text("original_name").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (table) => [
    check("images_size_check", sql`${table.width} > 0 and ${table.height} > 0`),
    check("images_fallback_format_check", oneOf(table.fallbackFormat, IMAGE_FALLBACK_FORMATS)),
    // The orphan clean-up looks at old images first.
    index("images_created_at_idx").on(table.createdAt),
  ],
);

/** The encoded files of an image: one row per (format, width). Deleted with their image. */
export const imageVariants = pgTable(
  "image_variants",
  {
    imageId: uuid("image_id")
      .notNull()
      .references(() => images.id, { onDelete: "cascade" }),
    format: text("format", { enum: ["webp", "jpeg", "png"] }).notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    /** A strong validator: the SHA-256 of `data`, base64url. */
    etag: text("etag").notNull(),
    data: bytea("data").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.imageId, table.format, table.width] }),
    check("image_variants_format_check", sql`${table.format} in ('webp', 'jpeg', 'png')`),
  ],
);
