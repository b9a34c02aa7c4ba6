import sanitizeHtml from "sanitize-html";
import { UPLOAD_PATH } from "~/images/image-urls";
import { getEnv } from "~/lib/env.server";

/**
 * Blog HTML is sanitized with an allow-list twice: when a post is saved (what is stored is
 * already clean) and again when it is rendered (so a row written by other means, or a sanitizer
 * fixed later, still protects every page). Anything not listed is dropped: scripts, styles,
 * iframes, forms, SVG and MathML with all their content; event handlers, style and class
 * attributes; and URLs whose scheme is not http(s) (or mailto:/tel: for links).
 */

const TAGS = [
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "p",
  "br",
  "hr",
  "blockquote",
  "ul",
  "ol",
  "li",
  "dl",
  "dt",
  "dd",
  "a",
  "strong",
  "b",
  "em",
  "i",
  "u",
  "s",
  "del",
  "ins",
  "mark",
  "small",
  "sub",
  "sup",
  "abbr",
  "cite",
  "q",
  "code",
  "pre",
  "kbd",
  "img",
  "figure",
  "figcaption",
  "table",
  "caption",
  "thead",
  "tbody",
  "tfoot",
  "tr",
  "th",
  "td",
];

/** Dropped together with everything inside them (not just unwrapped). */
const DROP_WITH_CONTENT = [
  "script",
  "style",
  "textarea",
  "option",
  "select",
  "noscript",
  "template",
  "title",
  "head",
  "iframe",
  "frame",
  "frameset",
  "object",
  "embed",
  "applet",
  "svg",
  "math",
  "xmp",
  "noembed",
  "noframes",
  "plaintext",
  "listing",
];

const SIZE = /^\d{1,4}$/;

function isExternal(href: string, siteOrigin: string): boolean {
  if (!/^https?:\/\//i.test(href.trim())) return false;
  try {
    return new URL(href.trim()).origin !== siteOrigin;
  } catch {
    return true;
  }
}

/** `url` made absolute against `base` when it is a root-relative path ("/contact"); anything else as is. */
function absolutize(url: string | undefined, base: string | undefined): string | undefined {
  if (!url || !base || !/^\/(?![/\\])[^\s\u0000-\u001f]*$/.test(url)) return url;
  try {
    return new URL(url, `${base}/`).toString();
  } catch {
    return url;
  }
}

/** The path of `url` when it is on this site (root-relative, or absolute with the site's origin); else null. */
function pathOnSite(url: string, siteOrigin: string): string | null {
  const trimmed = url.trim();
  if (/^\/(?![/\\])[^\s\u0000-\u001f]*$/.test(trimmed)) return trimmed;
  if (!/^https?:\/\//i.test(trimmed)) return null;
  try {
    const parsed = new URL(trimmed);
    return parsed.origin === siteOrigin ? parsed.pathname + parsed.search : null;
  } catch {
    return null;
  }
}

/**
 * A srcset kept only when every candidate is an uploaded image's file on this site with a width
 * descriptor ("/uploads/<id>/480.webp 480w"), as the editor writes them; anything else is dropped.
 */
function cleanSrcset(srcset: string | undefined, siteOrigin: string, absoluteBase?: string): string | undefined {
  if (!srcset) return undefined;
  const candidates = srcset.split(",").map((part) => part.trim().split(/\s+/));
  if (candidates.length > 8) return undefined;
  const kept: string[] = [];
  for (const candidate of candidates) {
    if (candidate.length !== 2) return undefined;
    const [url, descriptor] = candidate as [string, string];
    const path = pathOnSite(url, siteOrigin);
    if (!path || !UPLOAD_PATH.test(path) || !/^[1-9]\d{0,4}w$/.test(descriptor)) return undefined;
    kept.push(`${absolutize(path, absoluteBase)} ${descriptor}`);
  }
  return kept.join(", ");
}

function options(siteOrigin: string, absoluteBase?: string): sanitizeHtml.IOptions {
  return {
    allowedTags: TAGS,
    allowedAttributes: {
      a: ["href", "title", "rel", "hreflang"],
      img: ["src", "srcset", "alt", "title", "width", "height", "loading", "decoding"],
      th: ["colspan", "rowspan", "scope"],
      td: ["colspan", "rowspan"],
      ol: ["start", "reversed"],
      abbr: ["title"],
      blockquote: ["cite"],
      q: ["cite"],
      code: ["class"],
    },
    allowedClasses: { code: [/^language-[a-z0-9+#-]{1,30}$/] },
    allowedSchemes: ["http", "https", "mailto", "tel"],
    allowedSchemesByTag: { img: ["http", "https"] },
    allowedSchemesAppliedToAttributes: ["href", "src", "cite"],
    allowProtocolRelative: false,
    disallowedTagsMode: "discard",
    nonTextTags: DROP_WITH_CONTENT,
    nestingLimit: 40,
    parseStyleAttributes: false,
    transformTags: {
      // The page's own title is its only h1.
      h1: "h2",
      a: (tagName, attribs) => {
        const { rel: _rel, ...rest } = attribs;
        const href = rest.href ?? "";
        const withHref = rest.href === undefined ? rest : { ...rest, href: absolutize(rest.href, absoluteBase)! };
        return {
          tagName,
          attribs: isExternal(href, siteOrigin) ? { ...withHref, rel: "noopener noreferrer" } : withHref,
        };
      },
      img: (tagName, attribs) => {
        const {
          width,
          height,
          loading: _loading,
          decoding: _decoding,
          src: rawSrc,
          srcset: rawSrcset,
          ...rest
        } = attribs;
        // Images come from this site only (the CSP's img-src 'self' would block others anyway).
        const src = rawSrc === undefined ? null : pathOnSite(rawSrc, siteOrigin);
        const srcset = cleanSrcset(rawSrcset, siteOrigin, absoluteBase);
        return {
          tagName,
          attribs: {
            ...(src === null ? {} : { src: absolutize(src, absoluteBase)! }),
            ...rest,
            // An image nobody described is announced as decorative rather than by its file name.
            alt: rest.alt ?? "",
            ...(src !== null && srcset ? { srcset } : {}),
            ...(width && SIZE.test(width) ? { width } : {}),
            ...(height && SIZE.test(height) ? { height } : {}),
            loading: "lazy",
            decoding: "async",
          },
        };
      },
    },
  };
}

let cached: { origin: string; options: sanitizeHtml.IOptions } | undefined;

function siteOrigin(): string {
  try {
    return new URL(getEnv().SITE_URL).origin;
  } catch {
    return "";
  }
}

/**
 * The allow-listed subset of `html`. Links off this site get rel="noopener noreferrer". With
 * `absoluteBase` (a site URL), relative links and image sources become absolute, for HTML that is
 * read away from the site (the RSS feed).
 */
export function sanitizePostHtml(html: string, { absoluteBase }: { absoluteBase?: string } = {}): string {
  const origin = siteOrigin();
  if (cached?.origin !== origin) cached = { origin, options: options(origin) };
  const clean = sanitizeHtml(html, absoluteBase ? options(origin, absoluteBase) : cached.options);
  // An <img> whose src was refused is an empty box: drop it.
  return clean.replace(/<img(?![^>]*\ssrc=)[^>]*>/g, "");
}

/** True when sanitized HTML still shows something: text or an image. */
export function hasVisibleContent(cleanHtml: string): boolean {
  if (/<img\s[^>]*src=/.test(cleanHtml)) return true;
  return htmlToText(cleanHtml).trim().length > 0;
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " ", "#39": "'" };

/**
 * The text of sanitized HTML (for summaries and feeds when no summary was written). Only fed
 * with the sanitizer's own output, whose text is escaped with a handful of entities.
 */
export function htmlToText(cleanHtml: string): string {
  return cleanHtml
    .replace(/<\/(p|h[2-6]|li|blockquote|pre|tr|figcaption|dd|dt)>|<br\s*\/?>/gi, " ")
    .replace(/<[^>]*>/g, "")
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+\d*|#39);/gi, (entity, name: string) => {
      if (name.startsWith("#x") || name.startsWith("#X")) return safeCodePoint(parseInt(name.slice(2), 16)) ?? entity;
      if (name.startsWith("#") && name !== "#39") return safeCodePoint(parseInt(name.slice(1), 10)) ?? entity;
      return ENTITIES[name.toLowerCase()] ?? entity;
    })
    .replace(/\s+/g, " ")
    .trim();
}

function safeCodePoint(code: number): string | undefined {
  return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : undefined;
}

/** Up to `max` characters of text, cut at a word with an ellipsis. */
export function excerpt(text: string, max = 200): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(" ");
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:!?-]+$/, "")}…`;
}
