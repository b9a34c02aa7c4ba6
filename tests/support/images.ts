import { crc32 } from "node:zlib";
import sharp from "sharp";

/** Test images made on the spot with sharp, and files that only pretend to be images. */

export async function pngWithTransparency(width = 1200, height = 800): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: { r: 20, g: 90, b: 160, alpha: 0.5 } } })
    .png()
    .toBuffer();
}

/** EXIF tag 0x8825: the pointer to the GPS directory. */
const GPS_POINTER = { II: Buffer.from([0x25, 0x88]), MM: Buffer.from([0x88, 0x25]) };

/** A JPEG whose EXIF carries a camera make and a GPS position (a spot in Atlanta). */
export async function jpegWithGps(width = 2000, height = 1500): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: "#3366aa" } })
    .jpeg()
    .withExif({
      IFD0: { Make: "LeakyCam", Model: "Serial-0042" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "33/1 45/1 1234/100",
        GPSLongitudeRef: "W",
        GPSLongitude: "84/1 23/1 0/1",
      },
    })
    .toBuffer();
}

/** True when EXIF data (as sharp's metadata returns it) holds a GPS directory. */
export function exifHasGps(exif: Buffer | undefined): boolean {
  if (!exif) return false;
  const order = exif.subarray(6, 8).toString("latin1") === "II" ? "II" : "MM";
  return exif.includes(GPS_POINTER[order]);
}

export async function webp(width = 800, height = 600): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: "#10b981" } })
    .webp()
    .toBuffer();
}

export const SVG_WITH_SCRIPT = Buffer.from(
  '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>',
);

/** The first bytes of a Linux program (an ELF header), as if someone renamed it photo.png. */
export const RENAMED_EXECUTABLE = Buffer.concat([
  Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00]),
  Buffer.alloc(4096, 0x90),
]);

/**
 * A small PNG whose header claims 50,000 × 50,000 pixels (2.5 gigapixels, 10 GB decoded): a
 * decompression bomb's shape. Its header is valid (the checksum is recomputed), so only the
 * pixel limit stops it.
 */
export async function pixelBombPng(): Promise<Buffer> {
  const png = Buffer.from(
    await sharp({ create: { width: 64, height: 64, channels: 3, background: "#000" } })
      .png()
      .toBuffer(),
  );
  // Signature (8), then the IHDR chunk: length (4), "IHDR" (4), width (4), height (4), ..., CRC.
  png.writeUInt32BE(50_000, 16);
  png.writeUInt32BE(50_000, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

/** 30 MB that starts like a PNG. */
export function thirtyMegabytes(): Buffer {
  const big = Buffer.alloc(30 * 1024 * 1024, 0x41);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(big);
  return big;
}
