/**
 * The largest contact form body read, in bytes: every field at its limit, in 4-byte characters,
 * fits several times over. Without a cap, one request could make the server buffer any amount.
 */
export const MAX_CONTACT_BODY_BYTES = 128 * 1024;

export type FormBody = { kind: "form"; data: FormData } | { kind: "too-large" } | { kind: "unreadable" };

/** Reads the body as a form (urlencoded or multipart) up to the cap, never throwing. */
export async function readContactForm(request: Request, maxBytes = MAX_CONTACT_BODY_BYTES): Promise<FormBody> {
  const declared = Number(request.headers.get("Content-Length") ?? "");
  if (Number.isFinite(declared) && declared > maxBytes) return { kind: "too-large" };
  const chunks: Uint8Array[] = [];
  if (request.body) {
    const reader = request.body.getReader();
    let size = 0;
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        size += value.byteLength;
        if (size > maxBytes) {
          await reader.cancel().catch(() => {});
          return { kind: "too-large" };
        }
        chunks.push(value);
      }
    } catch {
      return { kind: "unreadable" };
    }
  }
  try {
    const copy = new Request(request.url, {
      method: "POST",
      headers: { "Content-Type": request.headers.get("Content-Type") ?? "" },
      body: Buffer.concat(chunks),
    });
    return { kind: "form", data: await copy.formData() };
  } catch {
    // Not a form at all: JSON, plain text, a broken multipart body, no content type.
    return { kind: "unreadable" };
  }
}
