import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Database } from "~/lib/db/client.server";
import { posts } from "~/blog/tables";
import { imageVariants, images } from "./tables";
import { useFreshDatabase } from "../../tests/support/fresh-database";
import { jpegWithGps, pngWithTransparency, SVG_WITH_SCRIPT, thirtyMegabytes } from "../../tests/support/images";
import { encodeImage } from "./encode.server";
import { imageAttributes, imagePath } from "./image-urls";
import { deleteOrphanImages, findImages, getVariant, saveImage } from "./images.server";
import { ImageRefusedError, storeUploadedFile } from "./upload.server";

let db: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ db, drop } = await useFreshDatabase(inject("databaseUrl"), "images"));
});
afterAll(() => drop());

const count = async (table: typeof images | typeof imageVariants) =>
  (await db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;

const file = (bytes: Buffer, name: string) => new File([new Uint8Array(bytes)], name);

describe("image storage", () => {
  it("stores an upload whole: the row and every encoded file, each served by its address", async () => {
    const image = await storeUploadedFile(file(await pngWithTransparency(1200, 800), "logo.png"));
    expect(image).toMatchObject({ width: 1200, height: 800, widths: [480, 960, 1200], fallbackFormat: "png" });
    const attributes = imageAttributes(image);
    expect(attributes.src).toBe(imagePath(image.id, 1200, "png"));
    expect(attributes.srcSet).toBe([480, 960, 1200].map((w) => `/uploads/${image.id}/${w}.webp ${w}w`).join(", "));
    for (const width of image.widths) {
      const variant = await getVariant(image.id, width, "webp");
      expect(variant?.data.subarray(8, 12).toString("latin1")).toBe("WEBP");
    }
    expect(await getVariant(image.id, 1200, "png")).not.toBeNull();
    expect(await getVariant(image.id, 1200, "jpeg")).toBeNull();
    expect(await getVariant(image.id, 333, "webp")).toBeNull();
    expect(await getVariant("not-an-id", 480, "webp")).toBeNull();
    expect((await findImages([image.id, "nope"])).get(image.id)?.fallbackBytes).toBeGreaterThan(0);
  });

  it("stores an image whose file name holds control characters, with the name stripped of them", async () => {
    const names: [string, string][] = [
      ["photo\u0000.png", "photo.png"],
      ["\r\nBcc: x\u0085\u2028.png\u007f ", "Bcc: x.png"],
      ["\u0000", ""],
    ];
    for (const [name, kept] of names) {
      const image = await storeUploadedFile(file(await pngWithTransparency(300, 200), name));
      const [row] = await db.select({ name: images.originalName }).from(images).where(eq(images.id, image.id));
      expect(row?.name, JSON.stringify(name)).toBe(kept);
    }
  });

  it("stores nothing at all for a refused file", async () => {
    const before = [await count(images), await count(imageVariants)];
    for (const bytes of [SVG_WITH_SCRIPT, thirtyMegabytes(), Buffer.from("MZ\x90\x00 not an image")]) {
      await expect(storeUploadedFile(file(bytes, "photo.png"))).rejects.toBeInstanceOf(ImageRefusedError);
    }
    expect([await count(images), await count(imageVariants)]).toEqual(before);
  });

  it("leaves no half-stored image when writing the files fails", async () => {
    const encoded = await encodeImage(await jpegWithGps(800, 600));
    const before = await count(images);
    // A variant the table refuses (a format its check does not allow) fails the transaction.
    const broken = { ...encoded, variants: [...encoded.variants, { ...encoded.variants[0]!, format: "gif" as never }] };
    await expect(saveImage(broken, "broken.jpg")).rejects.toThrow();
    expect(await count(images)).toBe(before);
  });
});

describe("orphan clean-up", () => {
  it("deletes images no post uses once the grace period is over, and keeps covers, content images and new uploads", async () => {
    await db.delete(posts);
    await db.delete(images);
    const png = await pngWithTransparency(500, 300);
    const [cover, inContent, orphan, fresh] = await Promise.all(
      ["cover", "content", "orphan", "fresh"].map((name) => storeUploadedFile(file(png, `${name}.png`))),
    );
    await db
      .update(images)
      .set({ createdAt: sql`now() - interval '100 hours'` })
      .where(sql`${images.id} <> ${fresh!.id}`);
    await db.insert(posts).values({
      title: "Uses two images",
      slug: "uses-two-images",
      content: `<p><img src="/uploads/${inContent!.id}/500.png" alt="x"></p>`,
      coverImageId: cover!.id,
      coverAlt: "A cover",
    });

    expect(await deleteOrphanImages(db, 72)).toBe(1);
    const left = (await db.select({ id: images.id }).from(images)).map((row) => row.id).sort();
    expect(left).toEqual([cover!.id, inContent!.id, fresh!.id].sort());
    // The orphan's files went with it.
    expect(await db.select().from(imageVariants).where(eq(imageVariants.imageId, orphan!.id))).toEqual([]);

    // Deleting the post frees its images for the next pass.
    await db.delete(posts);
    expect(await deleteOrphanImages(db, 72)).toBe(2);
    expect(await deleteOrphanImages(db, 0)).toBe(1);
  });
});
