// Writes a brotli (.br, quality 11) and a gzip (.gz, level 9) copy next to every compressible file
// of the client build, once, so the server never compresses a static file per request.
// Run by `npm run build` after `react-router build`.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const client = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "build", "client");
const compressible = new Set([".js", ".css", ".svg", ".json", ".xml", ".txt", ".webmanifest", ".map"]);
// Below this a compressed copy saves less than the header it costs.
const MIN_BYTES = 1024;

let files = 0;
let before = 0;
let after = 0;
for (const entry of readdirSync(client, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !compressible.has(path.extname(entry.name))) continue;
  const file = path.join(entry.parentPath, entry.name);
  const bytes = readFileSync(file);
  if (bytes.length < MIN_BYTES) continue;
  const br = brotliCompressSync(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    },
  });
  writeFileSync(`${file}.br`, br);
  writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
  files++;
  before += bytes.length;
  after += br.length;
}
console.log(
  `precompressed ${files} files in build/client: ${Math.round(before / 1024)} KB → ${Math.round(after / 1024)} KB brotli`,
);
