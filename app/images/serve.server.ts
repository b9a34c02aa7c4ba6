import { isDatabaseUnavailable } from "~/lib/db/unavailable.server";
import { logger } from "~/lib/log.server";
import { getVariant } from "./images.server";
import type { ImageFormat } from "./image-urls";

const log = logger("images");
const FILE = /^([1-9]\d{0,4})\.(webp|jpeg|png)$/;
const TYPES: Record<ImageFormat, string> = { webp: "image/webp", jpeg: "image/jpeg", png: "image/png" };

const plain = (status: number, text: string, headers: Record<string, string> = {}) =>
  new Response(`${text}\n`, { status, headers: { "Content-Type": "text/plain; charset=utf-8", ...headers } });

/**
 * GET /uploads/<id>/<width>.<format>. An address names one encoded file forever (a new upload gets
 * a new id), so browsers and proxies may keep it a year without asking again.
 */
export async function serveImage(request: Request, id: string, file: string): Promise<Response> {
  const match = FILE.exec(file);
  if (!match) return plain(404, "No such image.", { "Cache-Control": "no-store" });
  let variant;
  try {
    variant = await getVariant(id, Number(match[1]), match[2] as ImageFormat);
  } catch (error) {
    if (!isDatabaseUnavailable(error)) log.error("reading an image failed", { error: error as Error });
    return plain(503, "The image is briefly unavailable.", { "Cache-Control": "no-store", "Retry-After": "30" });
  }
  // Not cached: an image still being uploaded elsewhere may appear a moment later.
  if (!variant) return plain(404, "No such image.", { "Cache-Control": "no-store" });
  const etag = `"${variant.etag}"`;
  const headers = {
    "Cache-Control": "public, max-age=31536000, immutable",
    ETag: etag,
    "Content-Type": TYPES[variant.format],
    "Content-Security-Policy": "default-src 'none'; sandbox",
    "Cross-Origin-Resource-Policy": "same-site",
  };
  const tags = request.headers.get("If-None-Match");
  if (tags && tags.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag)) {
    return new Response(null, { status: 304, headers });
  }
  return new Response(new Uint8Array(variant.data), {
    headers: { ...headers, "Content-Length": String(variant.data.length) },
  });
}
