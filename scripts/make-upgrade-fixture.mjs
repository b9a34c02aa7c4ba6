// node scripts/make-upgrade-fixture.mjs PREVIOUS_RELEASE_FOLDER NAME
//
// Makes the upgrade fixture of a release (tests/fixtures/backups/README.md): starts the previous
// release's production build from its own folder on a new data folder, fills it through its forms
// and API (scripts/upgrade-fixture/fill-site.mjs), stops it, and dumps that folder with THIS
// release's npm run backup. The dump is in this release's format at the previous release's schema:
// what an operator upgrading from it holds. Writes NAME.dump and NAME.json (what the upgrade test
// opens) into tests/fixtures/backups/. Both builds must exist (npm run build in each folder).
import { spawn, spawnSync } from "node:child_process";
import {
  chmodSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { fillSite, MARKERS } from "./upgrade-fixture/fill-site.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const [previousArg, name] = process.argv.slice(2);
if (!previousArg || !name || !/^[a-z0-9][a-z0-9.-]*$/.test(name)) {
  console.error(
    "Usage: node scripts/make-upgrade-fixture.mjs PREVIOUS_RELEASE_FOLDER NAME (e.g. release-2026-11-24-61bbe5d)",
  );
  process.exit(2);
}
const previous = path.resolve(previousArg);
for (const build of [previous, root]) {
  if (!existsSync(path.join(build, "build", "server", "index.js"))) {
    console.error(`No production build in ${build}: run npm run build there first.`);
    process.exit(1);
  }
}

// Fixed, public values: the fixture is test data, and its staff password opens nothing real.
const PASSWORD = "upgrade-fixture-admin-password";
const API_TOKEN = "upgrade-fixture-api-token-0123456789abcdef";

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function startPrevious(dataDir) {
  const port = await freePort();
  const child = spawn(process.execPath, ["server.js"], {
    cwd: previous,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: dataDir,
      SESSION_SECRET: "upgrade-fixture-session-secret-0123456789abcdef",
      ADMIN_PASSWORD: PASSWORD,
      API_TOKEN,
      CONTACT_MIN_FILL_SECONDS: "0",
      CONTACT_RATE_LIMIT_MAX: "10000",
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.once("exit", (code, signal) => resolve(code ?? signal)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the previous release exited:\n${output}`);
    if (Date.now() > deadline) throw new Error(`the previous release did not become healthy:\n${output}`);
    const healthy = await fetch(`${url}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { url, stop: () => (child.kill("SIGTERM"), exited), output: () => output };
}

const scratch = mkdtempSync(path.join(os.tmpdir(), "msp-upgrade-fixture-"));
// Run as root, the embedded PostgreSQL runs as another user, who must be able to reach the folder.
chmodSync(scratch, 0o711);
try {
  const dataDir = path.join(scratch, "data");
  const backups = path.join(scratch, "backups");
  const site = await startPrevious(dataDir);
  let made;
  try {
    made = await fillSite({ url: site.url, password: PASSWORD, apiToken: API_TOKEN });
  } finally {
    const code = await site.stop();
    if (code !== 0) console.error(`The previous release exited with ${code}:\n${site.output()}`);
  }

  const backup = spawnSync(process.execPath, ["scripts/backup.mjs", "backup"], {
    cwd: root,
    env: { PATH: process.env.PATH, DATA_DIR: dataDir, BACKUP_DIR: backups },
    encoding: "utf8",
  });
  if (backup.status !== 0) throw new Error(`npm run backup failed:\n${backup.stdout}${backup.stderr}`);
  const [file] = readdirSync(backups);

  const fixtures = path.join(root, "tests", "fixtures", "backups");
  mkdirSync(fixtures, { recursive: true });
  copyFileSync(path.join(backups, file), path.join(fixtures, `${name}.dump`));
  writeFileSync(
    path.join(fixtures, `${name}.json`),
    JSON.stringify({ release: name, madeAt: new Date().toISOString(), ...made, words: MARKERS }, null, 2) + "\n",
  );
  console.log(`${backup.stdout.trim()}\nWrote tests/fixtures/backups/${name}.dump and ${name}.json`);
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
