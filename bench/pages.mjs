// Public pages side by side in one run: served from the shared page cache (without cookies and with
// an analytics cookie), rendered for the request (one of the site's cookies forces it), and a bare
// Node http server sending the same bytes (the ceiling); the same for each page's navigation data
// (`.data`). Also the JavaScript and CSS each page ships. Production build on an embedded database,
// load generator (wrk, one thread) on the same machine. The site runs as in production: default log
// level, one JSON access line per request, INSIGHTS_COUNTING=on; the production table puts the shared
// path beside the same build with counting off and with logs off, and the bare server, at one and
// two wrk threads.
// Usage: npm run build && node bench/pages.mjs   (writes bench/pages.md)
// BENCH_BEFORE=<another checkout, built> adds that build (production log) to the production table.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { get } from "node:http";
import os from "node:os";
import path from "node:path";
import { record } from "./record.mjs";
import { RENDER_COOKIE, root, startBenchServer } from "./server.mjs";
import { bareReactRouterPage, shippedBytes } from "./shipped-bytes.mjs";
import { ensureWrk, wrk } from "./wrk.mjs";

/** Decision 015: at most this much JavaScript (gzip) beyond a bare React Router page, on every public page. */
const JS_BUDGET = 15 * 1024;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const load = (url, headers) => wrk(url, headers, { seconds: SECONDS, connections: CONNECTIONS });
const ROUNDS = 3;
const ROUND_SECONDS = Math.max(2, SECONDS / 2);
const round = (url, headers, threads = 1) =>
  wrk(url, headers, { seconds: ROUND_SECONDS, connections: CONNECTIONS, threads });
/** The pages of the production table: the home page and a service page, the most visited. */
const PRODUCTION_PAGES = ["/", "/services/cybersecurity"];
const BEFORE = process.env.BENCH_BEFORE;

/** Each measure run ROUNDS times, in turn; the median round (by requests/s) of each. */
function alternating(measures) {
  const rounds = measures.map(() => []);
  for (let round = 0; round < ROUNDS; round++) measures.forEach((measure, i) => rounds[i].push(measure()));
  return rounds.map((runs) => runs.sort((a, b) => a.rps - b.rps)[Math.floor(runs.length / 2)]);
}

const PAGES = ["/", "/services/cybersecurity", "/blog", "/blog/phishing-training-for-school-staff", "/contact"];
/** A cookie the site never sets: analytics on the same domain. */
const FOREIGN_COOKIE = "_ga=GA1.2.3; hubspotutk=0123456789abcdef";
/** The address of a page's navigation data (React Router's single fetch). */
const dataOf = (pathname) => (pathname === "/" ? "/_.data" : `${pathname}.data`);
// What a browser sends: a counted visit needs a User-Agent that is not a bot's (without one the
// counter would stop at its first check and counting would look free).
const ENCODING = {
  "Accept-Encoding": "br, gzip",
  Accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
  "User-Agent":
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
};

/** The same bytes and headers the cache sent, from a bare Node http server in its own process. */
async function startBareServer(responses) {
  const port = 3700 + Math.floor(Math.random() * 100);
  const program = `
    const http = require("node:http");
    const pages = new Map(JSON.parse(require("node:fs").readFileSync(process.env.PAGES, "utf8")).map(([p, h, b]) => [p, [h, Buffer.from(b, "base64")]]));
    http.createServer((req, res) => {
      const page = pages.get(req.url);
      if (!page) { res.writeHead(404).end(); return; }
      res.writeHead(200, page[0]);
      res.end(page[1]);
    }).listen(${port}, "127.0.0.1", () => process.send("ready"));`;
  // In a file: the pages together outgrow what one environment variable may hold (E2BIG).
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), "bench-bare-")), "pages.json");
  writeFileSync(file, JSON.stringify(responses.map(([p, h, b]) => [p, h, b.toString("base64")])));
  const child = spawn(process.execPath, ["-e", program], {
    env: { PAGES: file },
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  await new Promise((resolve) => child.once("message", resolve));
  return {
    base: `http://127.0.0.1:${port}`,
    stop: () => {
      child.kill("SIGTERM");
      rmSync(path.dirname(file), { recursive: true, force: true });
    },
  };
}

/** Every page of the sitemap, plus the contact page (not listed: it is the form's fallback). */
async function publicPages(base) {
  const xml = await (await fetch(`${base}/sitemap.xml`)).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc).pathname);
  return [...new Set([...paths, "/contact"])];
}

// Copies live CONTACT_MIN_FILL_SECONDS (3 s by default), so the cached rows include re-renders.
ensureWrk();
const startLoad = os.loadavg()[0].toFixed(1);
const bare = await bareReactRouterPage();
const port = () => 3600 + Math.floor(Math.random() * 100);
const production = { productionLog: true };
const server = await startBenchServer({
  label: "pages",
  port: port(),
  ...production,
  env: { INSIGHTS_COUNTING: "on" },
});
// The same build beside it: counting off (what counting costs), and logs off (what the log costs).
const countingOff = await startBenchServer({
  label: "pages-counting-off",
  port: port(),
  ...production,
  env: { INSIGHTS_COUNTING: "off" },
});
const logsOff = await startBenchServer({ label: "pages-logs-off", port: port(), env: { INSIGHTS_COUNTING: "on" } });
const before =
  BEFORE &&
  (await startBenchServer({
    label: "pages-before",
    port: port(),
    cwd: BEFORE,
    ...production,
    env: { INSIGHTS_COUNTING: "on" },
  }));
const rows = [];
const productionRows = [];
const bytes = [];
let ceilingServer;
try {
  const captured = [];
  for (const pathname of PAGES.flatMap((page) => [page, dataOf(page)])) {
    // The encoded bytes exactly as sent (fetch would decode them).
    const sent = await new Promise((resolve, reject) => {
      get(server.base + pathname, { headers: { "Accept-Encoding": "br" } }, (res) => {
        const chunks = [];
        res.on("data", (chunk) => chunks.push(chunk));
        res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      }).on("error", reject);
    });
    if (sent.headers["x-cache"] !== "HIT") throw new Error(`${pathname} was not served from the shared cache`);
    const headers = Object.fromEntries(
      Object.entries(sent.headers).filter(
        ([name]) => !["date", "connection", "keep-alive", "transfer-encoding"].includes(name),
      ),
    );
    captured.push([pathname, headers, sent.body]);
  }
  for (const pathname of await publicPages(server.base)) {
    const html = await (await fetch(server.base + pathname)).text();
    bytes.push({ pathname, ...(await shippedBytes(html, path.join(root, "build", "client"))) });
  }
  ceilingServer = await startBareServer(captured);

  for (const pathname of PRODUCTION_PAGES) {
    for (const threads of [1, 2]) {
      const cells = {
        on: () => round(server.base + pathname, ENCODING, threads),
        foreign: () => round(server.base + pathname, { ...ENCODING, Cookie: FOREIGN_COOKIE }, threads),
        off: () => round(countingOff.base + pathname, ENCODING, threads),
        logsOff: () => round(logsOff.base + pathname, ENCODING, threads),
        ...(before && { before: () => round(before.base + pathname, ENCODING, threads) }),
        bare: () => round(ceilingServer.base + pathname, ENCODING, threads),
      };
      const medians = alternating(Object.values(cells));
      const row = { pathname, threads, ...Object.fromEntries(Object.keys(cells).map((name, i) => [name, medians[i]])) };
      productionRows.push(row);
      console.log(
        `${pathname}, wrk ${threads} thread(s): counting on ${row.on.rps}/s (p99 ${row.on.p99} ms), foreign cookie ${row.foreign.rps}/s, counting off ${row.off.rps}/s, logs off ${row.logsOff.rps}/s, ${before ? `before ${row.before.rps}/s, ` : ""}bare ${row.bare.rps}/s`,
      );
    }
  }

  for (const pathname of PAGES) {
    // Warm the render path; an idle keep-alive socket the server has just closed is retried once.
    for (let i = 0; i < 20; i++) {
      const warm = () => fetch(server.base + pathname, { headers: { Cookie: RENDER_COOKIE } });
      await (await warm().catch(warm)).arrayBuffer();
    }
    // The two rates compared to each other are taken in alternating rounds and the median kept,
    // so a busy moment of the machine does not fall on one of them only.
    const [cached, foreign] = alternating([
      () => round(server.base + pathname, ENCODING),
      () => round(server.base + pathname, { ...ENCODING, Cookie: FOREIGN_COOKIE }),
    ]);
    const rendered = load(server.base + pathname, { ...ENCODING, Cookie: RENDER_COOKIE });
    const ceiling = load(ceilingServer.base + pathname, ENCODING);
    const data = load(server.base + dataOf(pathname), ENCODING);
    const dataCeiling = load(ceilingServer.base + dataOf(pathname), ENCODING);
    rows.push({ pathname, cached, foreign, rendered, ceiling, data, dataCeiling });
    console.log(
      `${pathname}: cached ${cached.rps}/s (p99 ${cached.p99} ms), with a foreign cookie ${foreign.rps}/s, rendered ${rendered.rps}/s (p99 ${rendered.p99} ms), bare Node ${ceiling.rps}/s; .data cached ${data.rps}/s, bare Node ${dataCeiling.rps}/s`,
    );
  }
} finally {
  ceilingServer?.stop();
  await Promise.all([server.stop(), countingOff.stop(), logsOff.stop(), before?.stop()]);
}

const ratio = (a, b) => (b ? (a / b).toFixed(2) : "n/a");
const cell = (m) => `${m.rps} (${m.p99})`;
const productionTable = [
  `| page | wrk threads | counting on req/s (p99 ms) | ÷ bare | foreign cookie req/s (p99 ms) | ÷ bare | counting off req/s (p99 ms) | on ÷ off | logs off req/s (p99 ms) | ÷ bare |${before ? " before req/s (p99 ms) | ÷ bare |" : ""} bare Node req/s (p99 ms) | errors |`,
  `| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |${before ? " --- | --- |" : ""} --- | --- |`,
  ...productionRows.map((r) => {
    const measured = [r.on, r.foreign, r.off, r.logsOff, r.before, r.bare].filter(Boolean);
    return `| ${r.pathname} | ${r.threads} | ${cell(r.on)} | ${ratio(r.on.rps, r.bare.rps)} | ${cell(r.foreign)} | ${ratio(r.foreign.rps, r.bare.rps)} | ${cell(r.off)} | ${ratio(r.on.rps, r.off.rps)} | ${cell(r.logsOff)} | ${ratio(r.logsOff.rps, r.bare.rps)} |${r.before ? ` ${cell(r.before)} | ${ratio(r.before.rps, r.bare.rps)} |` : ""} ${cell(r.bare)} | ${measured.reduce((sum, m) => sum + m.errors, 0)} |`;
  }),
].join("\n");
const table = [
  "| page | cached req/s | p50 / p99 (ms) | foreign cookie req/s | ÷ cached | rendered req/s | p50 / p99 (ms) | bare Node req/s | p50 / p99 (ms) | cached ÷ bare | cached ÷ rendered | errors |",
  "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |",
  ...rows.map(
    ({ pathname, cached, foreign, rendered, ceiling }) =>
      `| ${pathname} | ${cached.rps} | ${cached.p50} / ${cached.p99} | ${foreign.rps} | ${ratio(foreign.rps, cached.rps)} | ${rendered.rps} | ${rendered.p50} / ${rendered.p99} | ${ceiling.rps} | ${ceiling.p50} / ${ceiling.p99} | ${ratio(cached.rps, ceiling.rps)} | ${ratio(cached.rps, rendered.rps)} | ${cached.errors + foreign.errors + rendered.errors + ceiling.errors} |`,
  ),
].join("\n");
const dataTable = [
  "| navigation data | cached req/s | p50 / p99 (ms) | bare Node req/s (same bytes) | p50 / p99 (ms) | cached ÷ bare | errors |",
  "| --- | --- | --- | --- | --- | --- | --- |",
  ...rows.map(
    ({ pathname, data, dataCeiling }) =>
      `| ${dataOf(pathname)} | ${data.rps} | ${data.p50} / ${data.p99} | ${dataCeiling.rps} | ${dataCeiling.p50} / ${dataCeiling.p99} | ${ratio(data.rps, dataCeiling.rps)} | ${data.errors + dataCeiling.errors} |`,
  ),
].join("\n");
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const beyond = (b) => b.js - bare.js;
const withinBudget = (b) => (beyond(b) <= JS_BUDGET ? "yes" : "**no**");
const bytesTable = [
  "| page | JavaScript (gzip) | beyond a bare React Router page | within 15 KB | CSS (gzip) |",
  "| --- | --- | --- | --- | --- |",
  `| bare React Router page (bench/bare-app) | ${kb(bare.js)} | — | — | ${kb(bare.css)} |`,
  ...bytes.map((b) => `| ${b.pathname} | ${kb(b.js)} | ${kb(beyond(b))} | ${withinBudget(b)} | ${kb(b.css)} |`),
].join("\n");
const largest = bytes.reduce((max, b) => (beyond(b) > beyond(max) ? b : max), bytes[0]);
const markdown = `# Public pages: shared cache, per-request render, bare Node

\`node bench/pages.mjs\` (part of \`npm run bench\`): the production build on an embedded
PostgreSQL; wrk (one thread), ${CONNECTIONS} connections for ${SECONDS} s per cell ("cached" and "foreign cookie":
the median of ${ROUNDS} alternating rounds of ${ROUND_SECONDS} s), \`Accept-Encoding: br, gzip\` and a
desktop Chrome's \`User-Agent\` and \`Accept\` (a visit the counter counts).
"Cached" is what an anonymous visitor gets (the shared page cache, copies re-rendered every
3 s as the contact form's timer requires); "foreign cookie" is the same visitor carrying analytics
cookies the site never sets (\`${FOREIGN_COOKIE}\`); "rendered" sends one of the site's cookies so the server renders the
page for the request; "bare Node" is a plain \`node:http\` server in its own process sending the
very bytes and headers the cache sent. Load generator and servers share the machine.

Measured ${new Date().toISOString().slice(0, 10)} on ${os.cpus().length} cores (${os.cpus()[0]?.model ?? "unknown CPU"}), Node ${process.version}, load average ${startLoad} at the start, ${os.loadavg()[0].toFixed(1)} at the end.

The shared path as production runs it: default log level (info), one JSON access line per request
on standard output (sent to /dev/null, as a log collector drains it), \`INSIGHTS_COUNTING=on\`;
beside it, in alternating rounds of ${ROUND_SECONDS} s (the median of ${ROUNDS} kept), the same build with counting off, the
same build with logs off (\`LOG_LEVEL=warn\`)${BEFORE ? ", another build (BENCH_BEFORE) with the production log" : ""}, and the bare Node server sending the same
bytes; ${CONNECTIONS} connections, wrk with one and with two threads. Target: at least 0.7 of bare
with logs and counting on, p99 under 10 ms, counting off no more than a tenth faster.

${productionTable}

All the public pages, production log on (the rows below):

${table}

Each page's navigation data (what a client-side navigation fetches), from the shared cache and
from a bare Node server sending the same bytes:

${dataTable}

What each public page (the sitemap's, and /contact) ships to the browser: the gzip size (level 9)
of every script it preloads and of its inline stylesheet, next to the same measure of
\`bench/bare-app\`, the smallest React Router page (same version and future flags), built and
rendered in the same run. Largest: ${largest.pathname}, ${kb(beyond(largest))} beyond the bare page.

${bytesTable}

Run again: \`npm run build && node bench/pages.mjs\`.
`;
writeFileSync(path.join(root, "bench", "pages.md"), markdown);
record("pages", [
  ...productionRows.map((r) => ({
    measure: `${r.pathname}: shared cache, production log, counting on, wrk ${r.threads} thread(s)`,
    result: `${r.on.rps} req/s, p99 ${r.on.p99} ms (foreign cookie ${r.foreign.rps} req/s, p99 ${r.foreign.p99} ms)`,
    compared: `÷ bare ${ratio(r.on.rps, r.bare.rps)} (bare ${r.bare.rps} req/s); counting off ${r.off.rps} req/s (on ÷ off ${ratio(r.on.rps, r.off.rps)}); logs off ${r.logsOff.rps} req/s (÷ bare ${ratio(r.logsOff.rps, r.bare.rps)})`,
  })),
  ...rows.map(({ pathname, cached, foreign, rendered, ceiling }) => ({
    measure: `${pathname}: cached (anonymous visitor)`,
    result: `${cached.rps} req/s, p50 ${cached.p50} ms, p99 ${cached.p99} ms, ${cached.errors} errors`,
    compared: `with a foreign cookie ${foreign.rps} req/s (÷ cached ${ratio(foreign.rps, cached.rps)}); rendered per request ${rendered.rps} req/s (p99 ${rendered.p99} ms); bare Node, same bytes ${ceiling.rps} req/s (p99 ${ceiling.p99} ms); cached ÷ bare ${ratio(cached.rps, ceiling.rps)}, cached ÷ rendered ${ratio(cached.rps, rendered.rps)}`,
  })),
  ...rows.map(({ pathname, data, dataCeiling }) => ({
    measure: `${dataOf(pathname)}: navigation data, cached`,
    result: `${data.rps} req/s, p50 ${data.p50} ms, p99 ${data.p99} ms, ${data.errors} errors`,
    compared: `bare Node, same bytes ${dataCeiling.rps} req/s; cached ÷ bare ${ratio(data.rps, dataCeiling.rps)}`,
  })),
  {
    measure: "JavaScript beyond a bare React Router page, every public page (gzip)",
    result: `largest ${kb(beyond(largest))} (${largest.pathname}); ${bytes.filter((b) => beyond(b) > JS_BUDGET).length} of ${bytes.length} pages over 15 KB`,
    compared: `bare page ${kb(bare.js)} JS; pages ${kb(Math.min(...bytes.map((b) => b.js)))} to ${kb(Math.max(...bytes.map((b) => b.js)))} JS, CSS inline ${kb(Math.min(...bytes.map((b) => b.css)))} to ${kb(Math.max(...bytes.map((b) => b.css)))}`,
  },
]);
console.log(`\n${productionTable}\n\n${table}\n\n${dataTable}\n\n${bytesTable}`);
