// npm run backup, npm run restore -- FILE [--force]: see docs/operations.md. The code is in
// app/backup/ and runs from the production build, as the site does (build first).
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const build = path.join(root, "build", "server", "index.js");
const [command, ...args] = process.argv.slice(2);

if (!existsSync(build)) {
  console.error(`No production build at ${build}: run npm run build first.`);
  process.exit(1);
}
const { backupCommand, restoreCommand } = await import(pathToFileURL(build).href);
const status = command === "restore" ? await restoreCommand(root, args) : await backupCommand(root);
// A pool or timer left open by the build's modules must not keep a finished command waiting.
process.exit(status);
