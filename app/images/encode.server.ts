import { createHash } from "node:crypto";
import sharp, { type Metadata } from "sharp";
import { ImageRefusedError } from "./image-errors";
import type { ImageFormat } from "./image-urls";
import { ACCEPTED_LABEL, IMAGE_WIDTHS, MAX_IMAGE_BYTES, MAX_IMAGE_PIXELS } from "./limits";
import { sniffImageType } from "./sniff";

// Uploads are rare and large: libvips' operation cache would only hold memory between them.
sharp.cache(false);

type EncodedVariant = { format: ImageFormat; width: number; height: number; etag: string; data: Buffer };

export type EncodedImage = {
  width: number;
  height: number;
  widths: number[];
  fallbackFormat: "jpeg" | "png";
  hasAlpha: boolean;
  variants: EncodedVariant[];
};

const MEGAPIXELS = Math.round(MAX_IMAGE_PIXELS / 1_000_000);

function etagOf(data: Buffer): string {
  return createHash("sha256").update(data).digest("base64url").slice(0, 32);
}

/** The widths to store for an image `width` pixels wide: the standard ones below it, and its own (capped). */
export function widthsFor(width: number): number[] {
  const largest = Math.min(width, IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!);
  return [...IMAGE_WIDTHS.filter((w) => w < largest), largest];
}

/**
 * Checks an upload and re-encodes it: type from its bytes, size and pixel count capped, turned
 * upright by its EXIF orientation, then written as WebP at a few widths and once as JPEG (PNG when
 * it has transparency). Nothing of the original file survives: sharp writes no metadata unless
 * asked, so EXIF (GPS position, camera serial numbers), XMP and comments are gone.
 */
export async function encodeImage(bytes: Buffer): Promise<EncodedImage> {
  if (bytes.length === 0) throw new ImageRefusedError("The file is empty. Choose an image to upload.", 422);
  if (bytes.length > MAX_IMAGE_BYTES) {
    throw new ImageRefusedError(
      `The image is larger than ${MAX_IMAGE_BYTES / 1024 / 1024} MB. Use a smaller file.`,
      413,
    );
  }
  const type = sniffImageType(bytes);
  if (type === "svg") {
    throw new ImageRefusedError(
      "SVG files are not accepted: they can carry scripts. Export the drawing as PNG and upload that.",
      415,
    );
  }
  if (type === null) {
    throw new ImageRefusedError(`This file is not an image the site accepts. Upload a ${ACCEPTED_LABEL} file.`, 415);
  }

  const options = { limitInputPixels: MAX_IMAGE_PIXELS, failOn: "error", animated: false } as const;
  let metadata: Metadata;
  try {
    // Only the header is read here, so the pixel limit can wait for the check below (sharp would
    // otherwise refuse a large image with a message about "pixel limit" we cannot word ourselves).
    metadata = await sharp(bytes, { ...options, limitInputPixels: false }).metadata();
  } catch {
    throw new ImageRefusedError(`This file could not be read as an image. Upload a ${ACCEPTED_LABEL} file.`, 415);
  }
  // The header's own dimensions, before anything is decoded.
  const upright = metadata.autoOrient ?? metadata;
  if (!upright.width || !upright.height) {
    throw new ImageRefusedError(`This file could not be read as an image. Upload a ${ACCEPTED_LABEL} file.`, 415);
  }
  if (upright.width * upright.height > MAX_IMAGE_PIXELS) {
    throw new ImageRefusedError(
      `The image is ${upright.width} × ${upright.height} pixels, more than the ${MEGAPIXELS} megapixels accepted. Resize it and try again.`,
      422,
    );
  }

  const hasAlpha = Boolean(metadata.hasAlpha);
  const fallbackFormat = hasAlpha ? "png" : "jpeg";
  const widths = widthsFor(upright.width);
  const variants: EncodedVariant[] = [];
  try {
    const source = sharp(bytes, options).rotate();
    for (const width of widths) {
      const resized = source.clone().resize({ width, withoutEnlargement: true });
      const webp = await resized.clone().webp({ quality: 80 }).toBuffer({ resolveWithObject: true });
      variants.push({ format: "webp", width, height: webp.info.height, etag: etagOf(webp.data), data: webp.data });
      if (width === widths[widths.length - 1]) {
        const fallback = await (
          fallbackFormat === "png"
            ? resized.clone().png({ compressionLevel: 9 })
            : resized.clone().flatten({ background: "#ffffff" }).jpeg({ quality: 82, mozjpeg: true })
        ).toBuffer({ resolveWithObject: true });
        variants.push({
          format: fallbackFormat,
          width,
          height: fallback.info.height,
          etag: etagOf(fallback.data),
          data: fallback.data,
        });
      }
    }
  } catch {
    // A header that reads well over a body that does not (truncated or corrupt data).
    throw new ImageRefusedError("The image is damaged and could not be converted. Try exporting it again.", 422);
  }
  const largest = variants.find((v) => v.format === fallbackFormat)!;
  return { width: largest.width, height: largest.height, widths, fallbackFormat, hasAlpha, variants };
}
