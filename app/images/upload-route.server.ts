import { BODY_LIMITS } from "~/lib/body-limit.server";
import { readForm } from "~/lib/forms/read-form.server";
import { isDatabaseUnavailable } from "~/lib/db/unavailable.server";
import { logger } from "~/lib/log.server";
import { ImageRefusedError } from "./image-errors";
import { imageAttributes } from "./image-urls";
import { chosenFile, storeUploadedFile } from "./upload.server";

const log = logger("images");

/** What the editor reads back: the stored image's attributes, or the sentence to show. */
type UploadAnswer =
  { image: { id: string; src: string; srcSet: string; width: number; height: number } } | { error: string };

const answer = (body: UploadAnswer, status: number) =>
  Response.json(body, { status, headers: { "Cache-Control": "no-store" } });

/**
 * React Router checks the origin of form actions, not of resource routes like this one, and the
 * staff session is a cookie: a page elsewhere must not be able to post files with it. Browsers
 * send Origin (or at least Sec-Fetch-Site) with every POST.
 */
function fromThisSite(request: Request): boolean {
  const origin = request.headers.get("Origin");
  if (origin !== null) return origin === new URL(request.url).origin;
  return request.headers.get("Sec-Fetch-Site") === "same-origin";
}

/** POST /admin/images (the editor's uploads): one file in the field "file"; JSON back. */
export async function uploadImageAction(request: Request): Promise<Response> {
  if (!fromThisSite(request)) return answer({ error: "Uploads are only accepted from this site's editor." }, 403);
  const { form, refused } = await readForm(request, { maxBytes: BODY_LIMITS.imageUpload });
  if (refused?.status === 413) {
    return answer({ error: "The image is larger than 10 MB. Use a smaller file; nothing was stored." }, 413);
  }
  if (refused) return answer({ error: "The upload could not be read. Please try again." }, 400);
  const file = chosenFile(form.get("file"));
  if (!file) return answer({ error: "Choose an image file to upload." }, 422);
  try {
    const image = await storeUploadedFile(file);
    return answer({ image: { id: image.id, ...imageAttributes(image) } }, 201);
  } catch (error) {
    if (error instanceof ImageRefusedError) return answer({ error: error.message }, error.status);
    if (isDatabaseUnavailable(error)) {
      log.warn("storing an image: the database is not answering", { error: error as Error });
      return answer({ error: "The image could not be stored right now. Please try again in a minute." }, 503);
    }
    log.error("storing an image failed", { error: error as Error });
    return answer({ error: "The image could not be stored. Please try again." }, 500);
  }
}
