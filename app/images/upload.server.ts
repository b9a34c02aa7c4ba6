import { logger } from "~/lib/log.server";
import { toSingleLine } from "~/lib/typed-text";
import { encodeImage } from "./encode.server";
import { ImageRefusedError } from "./image-errors";
import type { ImageRef } from "./image-urls";
import { saveImage } from "./images.server";

const log = logger("images");

/**
 * A file field's value checked, re-encoded and stored. Refusals are ImageRefusedError with the
 * sentence to show; a database failure propagates (the caller answers 503).
 */
export async function storeUploadedFile(file: File): Promise<ImageRef> {
  const bytes = Buffer.from(await file.arrayBuffer());
  const encoded = await encodeImage(bytes);
  // The name is the uploader's computer's, kept only for reference: a control character in it (a
  // NUL cannot be stored in PostgreSQL) is dropped rather than costing the image.
  const image = await saveImage(encoded, toSingleLine(file.name).trim());
  log.info("image stored", {
    id: image.id,
    bytes: bytes.length,
    width: image.width,
    height: image.height,
    stored: encoded.variants.reduce((sum, v) => sum + v.data.length, 0),
  });
  return image;
}

/** A form value that is a file someone chose (a form with an empty file field sends an empty, nameless file). */
export function chosenFile(value: FormDataEntryValue | null): File | null {
  if (!(value instanceof File)) return null;
  return value.size === 0 && value.name === "" ? null : value;
}

export { ImageRefusedError };
