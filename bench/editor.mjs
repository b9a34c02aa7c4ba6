// The admin's visual editor in bytes: the lazily loaded chunk (Tiptap, ProseMirror, the toolbar)
// and every chunk it imports, gzip and brotli, from the production build. Public pages never load
// it (tests/server/js-budget.spec.ts holds their budget); this is what a staff member's browser
// fetches the first time it opens /admin/blog/new. Run after `npm run build`:
//   node bench/editor.mjs        (prints the table and writes bench/editor.md)
import { existsSync } from "node:fs";
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { root } from "./server.mjs";

const assets = path.join(root, "build", "client", "assets");
if (!existsSync(assets)) throw new Error("No build/client/assets: run `npm run build` first.");

const files = await readdir(assets);
const entry = files.find((name) => /^rich-text-editor-[\w-]+\.js$/.test(name));
if (!entry) throw new Error("No rich-text-editor-*.js chunk in the build: is the editor still loaded lazily?");

/** The chunk and everything it imports statically (`import "./x.js"`, `from "./x.js"`), once each. */
async function closure(start) {
  const seen = new Set();
  const queue = [start];
  while (queue.length) {
    const name = queue.shift();
    if (seen.has(name)) continue;
    seen.add(name);
    const text = await readFile(path.join(assets, name), "utf8");
    for (const [, imported] of text.matchAll(/(?:from|import)\s*["']\.\/([\w.-]+\.js)["']/g)) queue.push(imported);
  }
  return [...seen];
}

const gz = (buffer) => gzipSync(buffer, { level: 9 }).length;
const br = (buffer) => brotliCompressSync(buffer).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

// What /admin/blog/new has loaded before the editor starts: the client entry, the root, the admin
// layout and the page's own route module, with their imports.
const pageFiles = files.filter((name) => /^(entry\.client|root|admin|admin\.blog\.new)-[\w-]+\.js$/.test(name));
const alreadyLoaded = new Set();
for (const name of pageFiles) for (const file of await closure(name)) alreadyLoaded.add(file);

const rows = [];
for (const name of (await closure(entry)).filter((file) => !alreadyLoaded.has(file))) {
  const bytes = await readFile(path.join(assets, name));
  rows.push({ name, raw: bytes.length, gzip: gz(bytes), brotli: br(bytes) });
}
for (const name of files.filter((file) => /^rich-text-editor-[\w-]+\.css$/.test(file))) {
  const bytes = await readFile(path.join(assets, name));
  rows.push({ name, raw: bytes.length, gzip: gz(bytes), brotli: br(bytes) });
}
const total = rows.reduce(
  (sum, row) => ({ raw: sum.raw + row.raw, gzip: sum.gzip + row.gzip, brotli: sum.brotli + row.brotli }),
  {
    raw: 0,
    gzip: 0,
    brotli: 0,
  },
);

const table = [
  "| file | raw | gzip | brotli |",
  "| --- | --- | --- | --- |",
  ...rows.map(
    (row) => `| ${row.name.replace(/-[\w-]{8}\./, ".")} | ${kb(row.raw)} | ${kb(row.gzip)} | ${kb(row.brotli)} |`,
  ),
  `| **total** | ${kb(total.raw)} | ${kb(total.gzip)} | ${kb(total.brotli)} |`,
].join("\n");
console.log(table);

const report = `# Admin editor bundle

What the browser of a staff member fetches, once, when a post form (\`/admin/blog/new\`,
\`/admin/blog/<id>/edit\`) starts the visual editor: the lazily imported \`rich-text-editor\` chunk
(Tiptap ${JSON.parse(await readFile(path.join(root, "node_modules", "@tiptap", "react", "package.json"), "utf8")).version},
ProseMirror, the toolbar), the chunks it imports that the page had not loaded already (the
framework, the site's shared chunk and the form are not counted again), and its
stylesheet. Public pages never load any of it (\`tests/server/js-budget.spec.ts\`). Measured from the
production build by \`node bench/editor.mjs\`; the server sends the brotli files it precompressed.
Measured ${new Date().toISOString().slice(0, 10)}, Node ${process.version}.

${table}
`;
await writeFile(path.join(root, "bench", "editor.md"), report);
