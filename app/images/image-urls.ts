/**
 * Where an uploaded image's files live on this site, and the attributes that show one. No server
 * code here: the public blog components build their <img> tags from these.
 */

export type ImageFormat = "webp" | "jpeg" | "png";

/** What a page needs to know about a stored image to show it (see images.server.ts). */
export type ImageRef = {
  id: string;
  width: number;
  height: number;
  /** Every stored width, ascending; each exists as WebP, the largest also as the fallback format. */
  widths: number[];
  fallbackFormat: "jpeg" | "png";
};

const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";

/** /uploads/<uuid>/<width>.<format>: the only image addresses the post sanitizer lets through. */
export const UPLOAD_PATH = new RegExp(`^/uploads/(${UUID})/([1-9]\\d{0,4})\\.(webp|jpeg|png)$`);

export function isImageId(value: string): boolean {
  return new RegExp(`^${UUID}$`).test(value);
}

export function imagePath(id: string, width: number, format: ImageFormat): string {
  return `/uploads/${id}/${width}.${format}`;
}

/** The largest rendition in the fallback format: the <img src> for old browsers, and the share image. */
export function fallbackPath(image: ImageRef): string {
  return imagePath(image.id, Math.max(...image.widths), image.fallbackFormat);
}

/** src (fallback format), srcset (WebP at every width), and the intrinsic size for layout. */
export function imageAttributes(image: ImageRef): { src: string; srcSet: string; width: number; height: number } {
  return {
    src: fallbackPath(image),
    srcSet: image.widths.map((width) => `${imagePath(image.id, width, "webp")} ${width}w`).join(", "),
    width: image.width,
    height: image.height,
  };
}
