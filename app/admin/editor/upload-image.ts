/** What the editor inserts for an uploaded image (the answer of POST /admin/images). */
export type UploadedImage = { id: string; src: string; srcSet: string; width: number; height: number };

/**
 * Sends one file to /admin/images. The server decides (type from the bytes, size, pixels) and
 * says why in a sentence; a refusal from the proxy or the body guard comes back as plain text.
 */
export async function uploadImage(file: File): Promise<UploadedImage> {
  const form = new FormData();
  form.set("file", file);
  let response: Response;
  try {
    response = await fetch("/admin/images", { method: "POST", body: form, headers: { Accept: "application/json" } });
  } catch {
    throw new Error("The image could not be sent. Check the connection and try again.");
  }
  const text = await response.text();
  let body: { image?: UploadedImage; error?: string } = {};
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    body = { error: text.trim() || undefined };
  }
  if (response.ok && body.image) return body.image;
  if (response.status === 413) throw new Error(body.error ?? "The image is larger than 10 MB. Use a smaller file.");
  throw new Error(body.error ?? `The image could not be uploaded (status ${response.status}).`);
}
