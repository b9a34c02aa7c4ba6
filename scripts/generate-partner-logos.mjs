// Writes the technology partners' logos as static SVG files, once, from the `simple-icons` package
// (a devDependency, so no icon data ships in the browser bundle or the production image).
//
//   node scripts/generate-partner-logos.mjs
//
// The logos to write are the `logo: "<slug>"` entries of app/content/partners.ts. Each file is a
// 40x40 SVG: the vendor's mark in its brand colour on an opaque white tile. The tile matters: the
// page puts the partner's first letter underneath the image, and a loaded logo must hide it.
// A mark marked `wide: true` (a wordmark, far wider than tall) is written 96x40 instead, cropped to
// the mark itself: in a square its letters were a few pixels tall.
// Files no partner uses any more are removed. Run it again after editing partners.ts.
import { readdirSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import * as simpleIcons from "simple-icons";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const partnersFile = path.join(root, "app", "content", "partners.ts");
const outDir = path.join(root, "public", "images", "partners");

const SIZE = 40;
/** Icons are drawn on a 24-unit grid; 4 units of padding on each side. */
const PAD = 4;

const entries = [...readFileSync(partnersFile, "utf8").matchAll(/\blogo:\s*"([a-z0-9]+)"(,\s*wide:\s*true)?/g)];
const slugs = [...new Set(entries.map((match) => match[1]))];
const wideSlugs = new Set(entries.filter((match) => match[2]).map((match) => match[1]));
if (slugs.length === 0) throw new Error(`no logo slugs found in ${path.relative(root, partnersFile)}`);

const bySlug = new Map(
  Object.values(simpleIcons)
    .filter((icon) => icon && typeof icon === "object" && "slug" in icon)
    .map((icon) => [icon.slug, icon]),
);

/** WCAG relative luminance of a #rrggbb colour. */
function luminance(hex) {
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The brand colour, unless it is too pale to see on white (then a dark slate). */
function fillFor(hex) {
  const contrastOnWhite = 1.05 / (luminance(hex) + 0.05);
  return contrastOnWhite >= 1.8 ? `#${hex}` : "#334155";
}

/** A wide mark's file is WIDE x SIZE px, the mark at least MARGIN px from each edge. */
const WIDE = 96;
const MARGIN = 4;

/**
 * Where the mark's ink is, in icon units: drawn large in black on white by sharp (a dependency
 * already), then trimmed. Paths carry no bounding box of their own.
 */
async function inkBox(icon) {
  const scale = 40;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${24 * scale}" height="${24 * scale}" viewBox="0 0 24 24">` +
    `<rect width="24" height="24" fill="#fff"/><path d="${icon.path}"/></svg>`;
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  const { info } = await sharp(png).trim().toBuffer({ resolveWithObject: true });
  return {
    x: -(info.trimOffsetLeft ?? 0) / scale,
    y: -(info.trimOffsetTop ?? 0) / scale,
    width: info.width / scale,
    height: info.height / scale,
  };
}

/** A wide mark centred in its WIDE x SIZE tile, as large as the margins allow. */
async function wideSvg(icon) {
  const ink = await inkBox(icon);
  const pxPerUnit = Math.min((WIDE - 2 * MARGIN) / ink.width, (SIZE - 2 * MARGIN) / ink.height);
  const round = (n) => Number(n.toFixed(3));
  const width = round(WIDE / pxPerUnit);
  const height = round(SIZE / pxPerUnit);
  const x = round(ink.x + ink.width / 2 - width / 2);
  const y = round(ink.y + ink.height / 2 - height / 2);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDE}" height="${SIZE}" viewBox="${x} ${y} ${width} ${height}">` +
    `<rect x="${x}" y="${y}" width="${width}" height="${height}" fill="#ffffff"/>` +
    `<path fill="${fillFor(icon.hex)}" d="${icon.path}"/>` +
    `</svg>\n`
  );
}

mkdirSync(outDir, { recursive: true });
const missing = [];
for (const slug of slugs) {
  const icon = bySlug.get(slug);
  if (!icon) {
    missing.push(slug);
    continue;
  }
  const box = 24 + 2 * PAD;
  const svg = wideSlugs.has(slug)
    ? await wideSvg(icon)
    : `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="${-PAD} ${-PAD} ${box} ${box}">` +
      `<rect x="${-PAD}" y="${-PAD}" width="${box}" height="${box}" fill="#ffffff"/>` +
      `<path fill="${fillFor(icon.hex)}" d="${icon.path}"/>` +
      `</svg>\n`;
  writeFileSync(path.join(outDir, `${slug}.svg`), svg);
  console.log(`wrote public/images/partners/${slug}.svg (${icon.title})`);
}

for (const file of readdirSync(outDir)) {
  if (file.endsWith(".svg") && !slugs.includes(file.slice(0, -4))) {
    rmSync(path.join(outDir, file));
    console.log(`removed public/images/partners/${file} (no partner uses it)`);
  }
}

if (missing.length > 0) {
  console.error(`simple-icons has no icon for: ${missing.join(", ")}. Set their logo to null in partners.ts.`);
  process.exit(1);
}
