import { and, eq, inArray, sql } from "drizzle-orm";
import { getDb, type Database } from "~/lib/db/client.server";
import { posts } from "~/blog/tables";
import { imageVariants, images } from "./tables";
import { inTransaction } from "~/lib/db/unavailable.server";
import type { EncodedImage } from "./encode.server";
import { isImageId, type ImageFormat, type ImageRef } from "./image-urls";

/**
 * Images live in PostgreSQL (decision 022): the row and all its encoded files are written in one
 * transaction, so an upload is either whole or absent, and every instance on the database serves it.
 */

const refColumns = {
  id: images.id,
  width: images.width,
  height: images.height,
  widths: images.widths,
  fallbackFormat: images.fallbackFormat,
};

export async function saveImage(encoded: EncodedImage, originalName: string): Promise<ImageRef> {
  return inTransaction(getDb(), async (tx) => {
    const [row] = await tx
      .insert(images)
      .values({
        width: encoded.width,
        height: encoded.height,
        widths: encoded.widths,
        fallbackFormat: encoded.fallbackFormat,
        fallbackBytes: encoded.variants.find((v) => v.format === encoded.fallbackFormat)!.data.length,
        hasAlpha: encoded.hasAlpha,
        originalName: originalName.slice(0, 200),
      })
      .returning(refColumns);
    await tx.insert(imageVariants).values(encoded.variants.map((variant) => ({ imageId: row!.id, ...variant })));
    return row!;
  });
}

/** The stored images among `ids` (unknown or malformed ids are left out), by id. */
export async function findImages(ids: Iterable<string>): Promise<Map<string, ImageRef & { fallbackBytes: number }>> {
  const wanted = [...new Set(ids)].filter(isImageId);
  if (wanted.length === 0) return new Map();
  const rows = await getDb()
    .select({ ...refColumns, fallbackBytes: images.fallbackBytes })
    .from(images)
    .where(inArray(images.id, wanted));
  return new Map(rows.map((row) => [row.id, row]));
}

export type StoredVariant = { data: Buffer; etag: string; format: ImageFormat };

export async function getVariant(id: string, width: number, format: ImageFormat): Promise<StoredVariant | null> {
  if (!isImageId(id)) return null;
  const [row] = await getDb()
    .select({ data: imageVariants.data, etag: imageVariants.etag, format: imageVariants.format })
    .from(imageVariants)
    .where(and(eq(imageVariants.imageId, id), eq(imageVariants.format, format), eq(imageVariants.width, width)));
  return row ?? null;
}

/**
 * Deletes images no post uses (as its cover, or by URL in its content) that are older than
 * `graceHours`: an image uploaded into a post that is not saved yet (or only in the browser's
 * draft) must survive until the post is saved. Returns how many went.
 */
export async function deleteOrphanImages(db: Database, graceHours: number): Promise<number> {
  const rows = await db
    .delete(images)
    .where(
      and(
        sql`${images.createdAt} < now() - make_interval(hours => ${graceHours})`,
        sql`not exists (select 1 from ${posts} where ${posts.coverImageId} = ${images.id})`,
        sql`not exists (select 1 from ${posts} where strpos(${posts.content}, '/uploads/' || ${images.id}::text || '/') > 0)`,
      ),
    )
    .returning({ id: images.id });
  return rows.length;
}
