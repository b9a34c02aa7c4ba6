/** An upload the site will not store, with the sentence the uploader sees and the HTTP status. */
export class ImageRefusedError extends Error {
  override name = "ImageRefusedError";
  constructor(
    message: string,
    readonly status: 413 | 415 | 422,
  ) {
    super(message);
  }
}
