import sharp from "sharp";
import { describe, expect, it } from "vitest";
import {
  RENAMED_EXECUTABLE,
  SVG_WITH_SCRIPT,
  exifHasGps,
  jpegWithGps,
  pixelBombPng,
  pngWithTransparency,
  thirtyMegabytes,
  webp,
} from "../../tests/support/images";
import { encodeImage, widthsFor } from "./encode.server";
import { ImageRefusedError } from "./image-errors";

async function refusal(bytes: Buffer): Promise<ImageRefusedError> {
  const error = await encodeImage(bytes).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ImageRefusedError);
  return error as ImageRefusedError;
}

describe("encodeImage", () => {
  it("stores WebP at each width below the original and the original's width capped at 1600", () => {
    expect(widthsFor(300)).toEqual([300]);
    expect(widthsFor(1200)).toEqual([480, 960, 1200]);
    expect(widthsFor(4000)).toEqual([480, 960, 1600]);
  });

  it("re-encodes a PNG with transparency as WebP at three widths and a PNG fallback", async () => {
    const image = await encodeImage(await pngWithTransparency(1200, 800));
    expect(image).toMatchObject({ width: 1200, height: 800, widths: [480, 960, 1200], fallbackFormat: "png" });
    expect(image.variants.map((v) => `${v.format}@${v.width}x${v.height}`)).toEqual([
      "webp@480x320",
      "webp@960x640",
      "webp@1200x800",
      "png@1200x800",
    ]);
    for (const variant of image.variants) {
      const meta = await sharp(variant.data).metadata();
      expect(meta.format).toBe(variant.format);
      expect(meta.width).toBe(variant.width);
    }
  });

  it("drops a JPEG's EXIF, GPS position included, and keeps a JPEG fallback", async () => {
    const original = await jpegWithGps();
    expect(exifHasGps((await sharp(original).metadata()).exif)).toBe(true);
    expect(original.includes("LeakyCam")).toBe(true);

    const image = await encodeImage(original);
    expect(image.fallbackFormat).toBe("jpeg");
    expect(image.widths).toEqual([480, 960, 1600]);
    for (const variant of image.variants) {
      const meta = await sharp(variant.data).metadata();
      expect(meta.exif, `${variant.format}@${variant.width}`).toBeUndefined();
      expect(exifHasGps(meta.exif)).toBe(false);
      expect(variant.data.includes("LeakyCam")).toBe(false);
      expect(variant.data.includes("Exif\0\0")).toBe(false);
    }
  });

  it("accepts a WebP and never enlarges a small image", async () => {
    const image = await encodeImage(await webp(400, 300));
    expect(image).toMatchObject({ width: 400, height: 300, widths: [400], fallbackFormat: "jpeg" });
  });

  it("refuses an SVG (it can carry scripts) with its own message", async () => {
    const error = await refusal(SVG_WITH_SCRIPT);
    expect(error.status).toBe(415);
    expect(error.message).toMatch(/SVG files are not accepted/);
  });

  it("refuses a renamed program by its bytes", async () => {
    const error = await refusal(RENAMED_EXECUTABLE);
    expect(error.status).toBe(415);
    expect(error.message).toMatch(/not an image the site accepts/);
  });

  it("refuses a decompression bomb from its header, before decoding it", async () => {
    const started = Date.now();
    const error = await refusal(await pixelBombPng());
    expect(error.status).toBe(422);
    expect(error.message).toMatch(/50000 × 50000 pixels, more than the 40 megapixels/);
    // Decoding 2.5 gigapixels would take minutes and gigabytes; the header check takes no time.
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it("refuses a file over 10 MB, and an empty one", async () => {
    expect((await refusal(thirtyMegabytes())).status).toBe(413);
    expect((await refusal(Buffer.alloc(0))).status).toBe(422);
  });

  it("refuses a PNG whose body is damaged", async () => {
    const png = await pngWithTransparency(600, 400);
    const error = await refusal(png.subarray(0, 200));
    expect([415, 422]).toContain(error.status);
  });
});
