// Serves the production build on its embedded defaults, for trying the site on one machine.
// Production refuses to start without SESSION_SECRET; here one is generated once and kept in
// DATA_DIR (readable by this user only), so sign-ins and toasts survive restarts.
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const dataDir = path.resolve(root, process.env.DATA_DIR ?? "./data");

if (!process.env.SESSION_SECRET) {
  const file = path.join(dataDir, "session-secret");
  mkdirSync(dataDir, { recursive: true });
  if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString("hex"), { mode: 0o600 });
  process.env.SESSION_SECRET = readFileSync(file, "utf8").trim();
}
process.env.NODE_ENV = "production";
process.env.DATA_DIR = dataDir;

await import("../server.js");
