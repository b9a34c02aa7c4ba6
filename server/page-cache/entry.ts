import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { SHAREABLE_HEADER, VOLATILE_HEADER } from "../../app/lib/page-cache";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** A rendered page, ready to send to anyone: the body three ways, and what goes with it. */
export interface PageEntry {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
  etag: string;
  /** CSP sources allowing exactly this page's inline scripts ('sha256-…'). */
  scriptHashes: string[];
  /** The render's own headers (content type, links…), without the hop-by-hop and encoding ones. */
  headers: [string, string][];
  renderedAt: number;
  /** Bytes held, for the cache's memory bound. */
  size: number;
  /** Every header of the response, recorded the first time it went out through the full chain. */
  wire?: WireHeaders;
}

/**
 * A shared page's recorded headers as Node's flat [name, value, …] lists, one per encoding and one
 * for a 304, built once: Node writes such a list straight into the header block, where an object
 * of twenty headers was copied and validated name by name for every visitor.
 */
export interface WireHeaders {
  br: string[];
  gzip: string[];
  identity: string[];
  notModified: string[];
}

// Inline scripts the browser runs (CSP checks them); data blocks such as JSON-LD are not run.
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const EXECUTABLE_TYPE = /^(?:|text\/javascript|application\/javascript|module|importmap)$/i;

/**
 * The CSP hash source of every inline script in the page. React escapes "</script" inside script
 * text, so the first closing tag ends each element, and the text between the tags is exactly what
 * the browser hashes.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = "", text = ""] of html.matchAll(SCRIPT)) {
    if (/\ssrc\s*=/i.test(` ${attributes}`)) continue;
    const type = /\stype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(` ${attributes}`);
    if (!EXECUTABLE_TYPE.test((type?.[1] ?? type?.[2] ?? type?.[3] ?? "").trim())) continue;
    hashes.add(`'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

const DROPPED_HEADERS = new Set([
  "content-length",
  "content-encoding",
  "transfer-encoding",
  "connection",
  "set-cookie",
  "etag",
  SHAREABLE_HEADER,
  VOLATILE_HEADER,
]);

/**
 * The page's validator: a hash of the page without what changes with every render and means
 * nothing (the spam token), so two renders of the same content share it and a browser or CDN that
 * revalidates gets a 304 for as long as the content stands. Weak: the br, gzip and plain bodies,
 * and renders with different tokens, are the same page but not the same bytes.
 */
function validatorOf(html: string, volatile: string | null): string {
  const stable = volatile ? html.split(volatile).join("") : html;
  return `W/"${createHash("sha256").update(stable, "utf8").digest("base64url").slice(0, 27)}"`;
}

/**
 * Turns a render made for the cache into an entry, or null when it must not be shared: not a 200
 * HTML page (or, for `kind` "data", a page's single-fetch data), a cookie set, or a page whose
 * routes did not allow it. Data answers carry no such mark: the caller shares a page's data only
 * when it shares the page.
 */
export async function entryFromRender(
  response: Response,
  now = Date.now(),
  kind: "page" | "data" = "page",
): Promise<PageEntry | null> {
  const type = response.headers.get("content-type") ?? "";
  const shareable =
    kind === "data"
      ? type.startsWith("text/x-script")
      : type.startsWith("text/html") && response.headers.get(SHAREABLE_HEADER) === "public";
  if (response.status !== 200 || !shareable || response.headers.has("set-cookie")) {
    await response.body?.cancel();
    return null;
  }
  const identity = Buffer.from(await response.arrayBuffer());
  const html = identity.toString("utf8");
  const [br, gz] = await Promise.all([
    // Quality 6 is within a few percent of 11 here at a fiftieth of the time, and entries are
    // rebuilt every few seconds.
    brotli(identity, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 6, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length },
    }),
    gzipAsync(identity, { level: 6 }),
  ]);
  const headers = [...response.headers.entries()].filter(([name]) => !DROPPED_HEADERS.has(name.toLowerCase()));
  return {
    identity,
    br,
    gzip: gz,
    etag: validatorOf(html, response.headers.get(VOLATILE_HEADER)),
    scriptHashes: kind === "page" ? inlineScriptHashes(html) : [],
    headers,
    renderedAt: now,
    size: identity.length + br.length + gz.length + 2_048,
  };
}
