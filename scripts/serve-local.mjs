// Serves the production build on its embedded defaults, for trying the site on one machine.
// Production refuses to start without SESSION_SECRET; here one is generated once and kept in
// DATA_DIR (readable by this user only), so sign-ins and toasts survive restarts. The same goes
// for the local admin password.
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
// Staff sign-in: without Supabase or a chosen password, a random local admin password is made
// once and kept beside the session secret. Only its location is printed, never the password.
if (!process.env.ADMIN_PASSWORD && !process.env.SUPABASE_URL) {
  const file = path.join(dataDir, "admin-password");
  mkdirSync(dataDir, { recursive: true });
  if (!existsSync(file)) writeFileSync(file, randomBytes(18).toString("base64url"), { mode: 0o600 });
  process.env.ADMIN_PASSWORD = readFileSync(file, "utf8").trim();
  console.log(`Staff sign-in: open /login and use the password in ${path.relative(process.cwd(), file) || file}`);
}
process.env.NODE_ENV = "production";
process.env.DATA_DIR = dataDir;

await import("../server.js");
