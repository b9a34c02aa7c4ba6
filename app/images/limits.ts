/** The upload rules, shared by the server and the editor's messages. */

/** The largest file accepted (a phone photo is 2-8 MB). */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

/**
 * At most 40 megapixels decoded (8000 × 5000). A small file can declare huge dimensions and expand
 * to gigabytes when decoded (a decompression bomb); it is refused from its header.
 */
export const MAX_IMAGE_PIXELS = 40_000_000;

/** The widths stored (never wider than the original). WebP at each; the largest also as JPEG or PNG. */
export const IMAGE_WIDTHS = [480, 960, 1600] as const;

export const ACCEPTED_TYPES = "image/jpeg,image/png,image/webp,image/gif,image/avif";
export const ACCEPTED_LABEL = "JPEG, PNG, WebP, GIF or AVIF";
