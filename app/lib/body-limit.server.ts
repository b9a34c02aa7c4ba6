/**
 * How many bytes of a request body each route reads. Without a cap, one request makes the server
 * buffer and parse any amount before validation or a rate limit runs. A form's cap leaves room for
 * every field at its limit in non-ASCII text, which a browser URL-encodes to 9 bytes a character.
 * Anything over the largest cap is refused from its declared Content-Length before any route runs
 * (server/body-guard.ts).
 */
export const BODY_LIMITS = {
  /** The contact form: 5,574 characters over all its fields. */
  contact: 128 * 1024,
  /** The booking form: 2,574 characters over all its fields, plus the slot and an audit reference. */
  booking: 64 * 1024,
  /** A step of the free IT audit: at most 1,574 characters of text (the worry, the contact details) and its choices. */
  assessment: 32 * 1024,
  /** The sign-in forms: a password (1,024 characters), an email address, a return path. */
  signIn: 32 * 1024,
  /** Forms of a button and an id: sign out, delete a post, the inbox's actions. */
  smallForm: 16 * 1024,
  /** A privacy request's deletion: an address, the address again, a reference of 200 characters. */
  privacyRequest: 16 * 1024,
  /** The lead desk's forms: a note of up to 4,000 characters, a status or an owner, the lead's version. */
  leadForm: 64 * 1024,
  /** Staff's booking settings: a few numbers, seven days' hours, a blocked day and its note. */
  availability: 32 * 1024,
  /**
   * The editor's post form: content up to 200,000 characters, and (sent as multipart) at most one
   * image file of up to 10 MB (app/images/limits.ts) with its form around it.
   */
  postForm: 12 * 1024 * 1024 + 256 * 1024,
  /** One image upload from the editor: a file of up to 10 MB and its multipart wrapping. */
  imageUpload: 10 * 1024 * 1024 + 64 * 1024,
  /** The JSON API's post, as the API documents it. */
  api: 256 * 1024,
} as const;

export const LARGEST_BODY_LIMIT = Math.max(...Object.values(BODY_LIMITS));

/** "128 KB", "2 MB": a cap as a person reads it. */
export function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${+(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`;
}

export class BodyTooLargeError extends Error {
  override name = "BodyTooLargeError";
  constructor(readonly limit: number) {
    super(`What was sent is larger than ${formatBytes(limit)}, more than this form accepts.`);
  }
}

/** The body is not what the route reads: not a form, not UTF-8, cut short by the client. */
export class BodyUnreadableError extends Error {
  override name = "BodyUnreadableError";
}

/**
 * The whole body, at most `limit` bytes: refused from the declared length before anything is read,
 * or as soon as the count passes the cap when the client sends it chunked. Past the cap the stream
 * is left alone rather than cancelled: cancelling destroys the connection, and the answer with it.
 * The server discards the rest once the answer is out (server/unread-body.ts).
 */
export async function readBodyBytes(request: Request, limit: number): Promise<Buffer<ArrayBuffer>> {
  const declared = Number(request.headers.get("Content-Length") ?? "");
  if (Number.isFinite(declared) && declared > limit) throw new BodyTooLargeError(limit);
  if (!request.body) return Buffer.alloc(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > limit) throw new BodyTooLargeError(limit);
      chunks.push(value);
    }
  } catch (error) {
    if (error instanceof BodyTooLargeError) throw error;
    throw new BodyUnreadableError("The request body could not be read.", { cause: error });
  } finally {
    reader.releaseLock();
  }
  return Buffer.concat(chunks);
}

/**
 * The body as a form (URL-encoded or multipart), at most `limit` bytes. Routes read forms through
 * forms/read-form.server.ts, which turns these errors into the answer's status.
 */
export async function readFormBody(request: Request, limit: number): Promise<FormData> {
  const bytes = await readBodyBytes(request, limit);
  try {
    const copy = new Request(request.url, {
      method: "POST",
      headers: { "Content-Type": request.headers.get("Content-Type") ?? "" },
      body: bytes,
    });
    return await copy.formData();
  } catch (error) {
    // Not a form at all: JSON, plain text, a broken multipart body, no content type.
    throw new BodyUnreadableError("The request body is not a form.", { cause: error });
  }
}

/** The body as UTF-8 text, at most `limit` bytes. */
export async function readText(request: Request, limit: number): Promise<string> {
  const bytes = await readBodyBytes(request, limit);
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch (error) {
    throw new BodyUnreadableError("The request body is not valid UTF-8.", { cause: error });
  }
}
