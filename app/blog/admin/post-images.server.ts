import { ImageRefusedError, chosenFile, storeUploadedFile } from "~/images/upload.server";
import { BODY_IMAGE_FIELDS, altTexts, checkBodyImages, imageHtml, placeImages } from "./image-markers";

/** A refusal of the images, as field errors and the status to answer with. */
export type ImagesRefused = { status: number; fieldErrors: Record<string, string[]> };

type Chosen = { files: File[]; alts: string[] };

const text = (value: FormDataEntryValue | null) => (typeof value === "string" ? value : "");

/**
 * The form's "Images in the post" read and checked before anything is stored: a missing
 * description or a marker without its image refuses the save with nothing uploaded.
 */
export function readBodyImages(formData: FormData): Chosen | ImagesRefused {
  const files = formData.getAll(BODY_IMAGE_FIELDS.files).flatMap((value) => chosenFile(value) ?? []);
  const alts = altTexts(text(formData.get(BODY_IMAGE_FIELDS.alts)));
  formData.delete(BODY_IMAGE_FIELDS.files);
  const problem = checkBodyImages({ images: files.length, alts, content: text(formData.get("content")) });
  if (!problem) return { files, alts };
  const fieldErrors: Record<string, string[]> = {};
  if (problem.files) fieldErrors[BODY_IMAGE_FIELDS.files] = [problem.files];
  if (problem.alts) fieldErrors[BODY_IMAGE_FIELDS.alts] = [problem.alts];
  return { status: 400, fieldErrors };
}

/**
 * Stores each chosen file (the uploads' own checks and sizes) and writes it into the content at its
 * marker or at the end. The content then holds the images, and the descriptions are cleared: a
 * refusal of the rest of the form answers with them in place, so sending it again does not need
 * the files again. A database failure propagates (the caller answers 503).
 */
export async function placeBodyImages(formData: FormData, { files, alts }: Chosen): Promise<ImagesRefused | null> {
  if (files.length === 0) {
    formData.delete(BODY_IMAGE_FIELDS.alts);
    return null;
  }
  const images: string[] = [];
  for (const [i, file] of files.entries()) {
    try {
      images.push(imageHtml(await storeUploadedFile(file), alts[i]!));
    } catch (error) {
      if (!(error instanceof ImageRefusedError)) throw error;
      const message = `Image ${i + 1} (${file.name || "no name"}): ${error.message}`;
      return { status: error.status, fieldErrors: { [BODY_IMAGE_FIELDS.files]: [message] } };
    }
  }
  formData.set("content", placeImages(text(formData.get("content")), images));
  formData.delete(BODY_IMAGE_FIELDS.alts);
  return null;
}
