// Starts the site. Production: node server.js (after npm run build). Development: node server.js --dev
import { fileURLToPath } from "node:url";
import path from "node:path";

const root = path.dirname(fileURLToPath(import.meta.url));
const dev = process.argv.includes("--dev");

function fail(error) {
  // Configuration and database errors carry a message written for the operator; print it plainly.
  const known =
    error && ["ConfigError", "EmbeddedPostgresError", "DataDirInUseError", "StartupError"].includes(error.name);
  console.error(known ? `\n${error.message}\n` : error);
  process.exit(1);
}

try {
  if (dev) {
    const { createServer } = await import("vite");
    const vite = await createServer({ root, server: { middlewareMode: true }, appType: "custom" });
    const { start } = await vite.environments.ssr.runner.import("./server/app.ts");
    await start({ root, vite });
  } else {
    const { start } = await import("./build/server/index.js");
    await start({ root });
  }
} catch (error) {
  fail(error);
}
