// Pages rendered for one visitor, this build against an earlier one, side by side in one run:
// a visitor carrying one of the site's cookies (a toast) and a signed-in staff member, on three
// public pages. The earlier build is the commit before the render-path work (BASELINE_REF), checked
// out beside this one, installed and built; or any built checkout given as BASELINE_DIR. Production builds on embedded databases, wrk (one thread) on the same machine.
// Usage: npm run build && node bench/renders.mjs   (writes bench/renders.md)
import { execFileSync } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { record } from "./record.mjs";
import { RENDER_COOKIE, root, startBenchServer } from "./server.mjs";
import { ensureWrk, wrk } from "./wrk.mjs";

const BASELINE_REF = process.env.BASELINE_REF ?? "9156b27824717e9fe743195ccaba8888a924410a";
const WARM_SECONDS = 3;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const PAGES = ["/", "/services/cybersecurity", "/blog"];
const ADMIN_PASSWORD = "bench-admin-password-0123456789";
const ENCODING = { "Accept-Encoding": "br, gzip" };

/** A built checkout of the baseline: BASELINE_DIR as given, or a fresh worktree at BASELINE_REF. */
function baselineCheckout() {
  if (process.env.BASELINE_DIR) return { dir: process.env.BASELINE_DIR, remove() {} };
  const dir = mkdtempSync(path.join(os.tmpdir(), "bench-baseline-"));
  // Run as root, the server starts PostgreSQL as an unprivileged user, who must reach its binaries.
  chmodSync(dir, 0o755);
  const git = (...args) => execFileSync("git", args, { cwd: root, stdio: ["ignore", "ignore", "inherit"] });
  git("worktree", "add", "--detach", "--force", dir, BASELINE_REF);
  console.log(`installing and building ${BASELINE_REF.slice(0, 10)} in ${dir} …`);
  for (const args of [
    ["ci", "--no-audit", "--no-fund"],
    ["run", "build"],
  ])
    execFileSync("npm", args, { cwd: dir, stdio: ["ignore", "ignore", "inherit"] });
  return { dir, remove: () => git("worktree", "remove", "--force", dir) };
}

/** The staff session cookie of the local administrator, signed in with the password form. */
async function staffCookie(base) {
  const response = await fetch(`${base}/login`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: base },
    body: new URLSearchParams({ intent: "password", password: ADMIN_PASSWORD, redirectTo: "/admin" }),
    redirect: "manual",
  });
  const cookie = response.headers
    .getSetCookie()
    .map((value) => value.split(";")[0])
    .join("; ");
  if (response.status !== 303 || !cookie) throw new Error(`signing in at ${base} answered ${response.status}`);
  return cookie;
}

async function warm(base, pathname, cookie) {
  for (let i = 0; i < 20; i++) {
    const once = () => fetch(base + pathname, { headers: { Cookie: cookie } });
    const response = await once().catch(once);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${base}${pathname} answered ${response.status}`);
  }
  // Then a few seconds under the same load, discarded: the first cell of a fresh server otherwise
  // measures V8 compiling the render path and the heap growing, not the render.
  wrk(base + pathname, { ...ENCODING, Cookie: cookie }, { seconds: WARM_SECONDS, connections: CONNECTIONS });
}

ensureWrk();
if (!existsSync(path.join(root, "build", "server"))) throw new Error("build this checkout first: npm run build");
const baseline = baselineCheckout();
const env = { ADMIN_PASSWORD };
const port = 3800 + Math.floor(Math.random() * 100);
const builds = [
  { name: "before", server: await startBenchServer({ label: "renders-before", port, env, cwd: baseline.dir }) },
  { name: "now", server: await startBenchServer({ label: "renders-now", port: port + 100, env }) },
];
const rows = [];
try {
  for (const build of builds) build.staff = await staffCookie(build.server.base);
  for (const pathname of PAGES) {
    for (const visitor of ["toast cookie", "signed-in staff"]) {
      const result = {};
      // Alternating builds, page by page, so a change in the machine's load falls on both.
      for (const build of builds) {
        const cookie = visitor === "toast cookie" ? RENDER_COOKIE : build.staff;
        await warm(build.server.base, pathname, cookie);
        result[build.name] = wrk(
          build.server.base + pathname,
          { ...ENCODING, Cookie: cookie },
          {
            seconds: SECONDS,
            connections: CONNECTIONS,
          },
        );
      }
      rows.push({ pathname, visitor, ...result });
      console.log(
        `${pathname}, ${visitor}: before ${result.before.rps}/s (p99 ${result.before.p99} ms), now ${result.now.rps}/s (p99 ${result.now.p99} ms)`,
      );
    }
  }
} finally {
  for (const build of builds) await build.server.stop();
  baseline.remove();
}

const ratio = (a, b) => (b ? (a / b).toFixed(2) : "n/a");
const table = [
  "| page | visitor | before req/s | p50 / p99 (ms) | now req/s | p50 / p99 (ms) | now ÷ before | errors |",
  "| --- | --- | --- | --- | --- | --- | --- | --- |",
  ...rows.map(
    ({ pathname, visitor, before, now }) =>
      `| ${pathname} | ${visitor} | ${before.rps} | ${before.p50} / ${before.p99} | ${now.rps} | ${now.p50} / ${now.p99} | ${ratio(now.rps, before.rps)} | ${before.errors + now.errors} |`,
  ),
].join("\n");
writeFileSync(
  path.join(root, "bench", "renders.md"),
  `# Pages rendered for one visitor: before and now

\`node bench/renders.mjs\` (part of \`npm run bench\`): the production build of this checkout
("now") and of \`${BASELINE_REF.slice(0, 10)}\` ("before", the last commit before the render path
was reworked), each on its own embedded PostgreSQL, measured alternately in one run. wrk (one
thread), ${CONNECTIONS} connections for ${SECONDS} s per cell after ${WARM_SECONDS} s of discarded load, \`Accept-Encoding: br, gzip\`. "Toast cookie"
sends one of the site's own cookies, so the page is rendered for the request; "signed-in staff"
sends the local administrator's session. Load generator and servers share the machine.

Measured ${new Date().toISOString().slice(0, 10)} on ${os.cpus().length} cores (${os.cpus()[0]?.model ?? "unknown CPU"}), Node ${process.version}, load average ${os.loadavg()[0].toFixed(1)} at the end.

${table}

What changed on the render path: the brotli window of per-request compression (256 KB instead of
4 MB), the render's time limit cleared once the page is done (it kept every finished render in
memory for six seconds), the document compressed whole instead of in React's streamed pieces,
the stylesheet linked rather than inlined for a visitor carrying the site's cookies, React
Router's route tables derived once at start (given the build as a function, it derived them for
every request), and no static-file lookup for a page's path (a stat and a thrown 404 each time).
`,
);
record(
  "renders",
  rows.map(({ pathname, visitor, before, now }) => ({
    measure: `${pathname}, ${visitor}: rendered req/s`,
    result: `${now.rps}/s (p99 ${now.p99} ms)`,
    compared: `${before.rps}/s before (${ratio(now.rps, before.rps)}×)`,
  })),
);
