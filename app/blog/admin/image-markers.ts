import { imageAttributes, type ImageRef } from "~/images/image-urls";
import { escapeXml } from "~/lib/xml";
import { LIMITS } from "../post-fields";

/**
 * "Images in the post" without JavaScript: files chosen in the form, each placed where the content
 * says "[image N]" on a line of its own (N counts the files in the order they were chosen), or
 * added at the end when no marker names it. Their descriptions are a textarea, one line per image.
 */

/** Each save re-encodes every file (three sizes each): a bound on one request's work. */
export const MAX_BODY_IMAGES = 10;

export const BODY_IMAGE_FIELDS = { files: "body_images", alts: "body_images_alt" } as const;

// A line of its own in the HTML textarea, or a paragraph of its own from the visual editor.
const MARKER = /<p>\s*\[image\s+(\d{1,3})\]\s*<\/p>|^[ \t]*\[image\s+(\d{1,3})\][ \t]*$/gim;

export function markedNumbers(content: string): number[] {
  return [...content.matchAll(MARKER)].map((match) => Number(match[1] ?? match[2]));
}

/** The descriptions typed, one per line; blank lines are not descriptions. */
export function altTexts(value: string): string[] {
  return value
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== "");
}

type Check = { images: number; alts: string[]; content: string };

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** What is wrong with the chosen images, their descriptions and the markers, by field; null when nothing is. */
export function checkBodyImages({ images, alts, content }: Check): Partial<Record<"files" | "alts", string>> | null {
  if (images > MAX_BODY_IMAGES) {
    return { files: `Choose at most ${MAX_BODY_IMAGES} images per save; add more with the next save.` };
  }
  const beyond = markedNumbers(content).find((n) => n < 1 || n > images);
  if (beyond !== undefined) {
    return {
      files:
        images === 0
          ? `The content marks [image ${beyond}], but no image was chosen. Choose the files (again, after a refused save) or remove the marker.`
          : `The content marks [image ${beyond}], but ${plural(images, "image was", "images were")} chosen.`,
    };
  }
  if (images === 0) {
    return alts.length > 0
      ? {
          files:
            "Choose the images these descriptions are for (again, after a refused save), or clear the descriptions.",
        }
      : null;
  }
  if (alts.length !== images) {
    return {
      alts: `Describe each image on its own line: ${plural(images, "image was", "images were")} chosen and ${plural(alts.length, "description", "descriptions")} given.`,
    };
  }
  const long = alts.findIndex((alt) => alt.length > LIMITS.coverAlt);
  if (long >= 0) return { alts: `The description of image ${long + 1} is longer than ${LIMITS.coverAlt} characters.` };
  return null;
}

/** The <img> the visual editor would have inserted for the same upload. */
export function imageHtml(image: ImageRef, alt: string): string {
  const { src, srcSet, width, height } = imageAttributes(image);
  return `<img src="${src}" srcset="${srcSet}" width="${width}" height="${height}" alt="${escapeXml(alt)}">`;
}

/** The content with `images[N - 1]` at each "[image N]" marker, and every unmarked image after the last line. */
export function placeImages(content: string, images: string[]): string {
  const marked = new Set<number>();
  const placed = content.replace(MARKER, (marker, inParagraph?: string, onLine?: string) => {
    const n = Number(inParagraph ?? onLine);
    const image = images[n - 1];
    if (image === undefined) return marker;
    marked.add(n);
    return image;
  });
  const rest = images.filter((_, i) => !marked.has(i + 1));
  return rest.length === 0 ? placed : [placed.trimEnd(), ...rest].join("\n");
}
