// The lead desk's CSV export at scale: 100,000 leads seeded straight into PostgreSQL, then
// GET /admin/leads/export.csv (no filter: every lead) downloaded by a signed-in admin. Measures the
// whole download's time, rows per second, and the server's resident memory before and at its peak
// during the download (read from /proc every 10 ms), which must stay flat: the rows come through a
// cursor and the CSV writer streams them with backpressure. A tenth of the leads (one kind) first,
// then all of them, to compare the peaks; then a client that stops reading. Against the production build on an embedded database.
// Usage: npm run build && node bench/leads-export.mjs   (writes bench/leads-export.md)
import { readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { seedLeads } from "./lead-seed.mjs";
import { record } from "./record.mjs";
import { root, startBenchServer } from "./server.mjs";

const LEADS = Number(process.env.BENCH_LEADS ?? 100_000);
/**
 * The booked calls first (a tenth of the seed), then every lead: the same download at a tenth of
 * the rows, from the same server, shows whether memory grows with the count.
 */
const EXPORTS = [
  { label: "kind=booking", query: "?kind=booking", rows: Math.round(LEADS * 0.1) },
  { label: "every lead", query: "", rows: LEADS },
];
const PASSWORD = "bench-admin-password-0123456789";
const loadAtStart = os.loadavg()[0];
const port = 4300 + Math.floor(Math.random() * 100);

const server = await startBenchServer({ label: "leads-export", port, env: { ADMIN_PASSWORD: PASSWORD } });
const { base, dataDir, pid } = server;

async function connect() {
  const dbPort = Number(readFileSync(path.join(dataDir, "pg", "postmaster.pid"), "utf8").split("\n")[3]);
  const password = readFileSync(path.join(dataDir, "pg-password"), "utf8").trim();
  const client = new pg.Client({ host: "127.0.0.1", port: dbPort, user: "postgres", password, database: "postgres" });
  await client.connect();
  return client;
}

/** The server's resident memory in MB (VmRSS of /proc/<pid>/status). */
function rssMb() {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  return Number(match[1]) / 1024;
}

/**
 * Part 1's seed (bench/lead-seed.mjs: contact requests, bookings and audits with their leads), then
 * a phone number on every tenth contact request and, on every hundredth lead, a name a spreadsheet
 * would run as a formula, so the escaping is part of what is measured.
 */
async function seed(db, count) {
  await seedLeads(db, count);
  await db.query(
    `update contact_requests set phone = '+1 404 555 ' || lpad((id % 10000)::text, 4, '0') where id % 10 = 0`,
  );
  await db.query(
    `update leads set name = '=HYPERLINK("https://evil.example","' || name || '")' where contact_request_id % 100 = 0`,
  );
  await db.query("analyze contact_requests; analyze leads");
}

async function signIn() {
  const answer = await fetch(`${base}/login?redirectTo=%2Fadmin`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: base },
    body: new URLSearchParams({ intent: "password", password: PASSWORD, redirectTo: "/admin" }).toString(),
    redirect: "manual",
  });
  const cookies = answer.headers.getSetCookie().map((cookie) => cookie.split(";")[0]);
  if (answer.status !== 303 || cookies.length === 0) throw new Error(`sign-in failed: ${answer.status}`);
  return cookies.join("; ");
}

/** Downloads the export, counting records and bytes, while sampling the server's memory. */
async function download(cookie, query) {
  global.gc?.();
  await new Promise((resolve) => setTimeout(resolve, 500));
  const before = rssMb();
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb())), 10);
  const started = performance.now();
  const answer = await fetch(`${base}/admin/leads/export.csv${query}`, {
    headers: { Cookie: cookie, "Accept-Encoding": "br, gzip" },
  });
  if (answer.status !== 200) throw new Error(`export answered ${answer.status}`);
  let bytes = 0;
  let records = 0;
  let firstByteMs;
  let lastWasCr = false;
  for await (const chunk of answer.body) {
    firstByteMs ??= performance.now() - started;
    bytes += chunk.byteLength;
    // Records end with CRLF (a line break inside a quoted cell is a bare LF); one may straddle two chunks.
    for (const byte of chunk) {
      if (byte === 10 && lastWasCr) records++;
      lastWasCr = byte === 13;
    }
  }
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  peak = Math.max(peak, rssMb());
  return {
    encoding: answer.headers.get("content-encoding") ?? "none",
    seconds,
    firstByteMs,
    rows: records - 1,
    mb: bytes / 1024 / 1024,
    before,
    peak,
  };
}

/**
 * A client that takes the first chunk and then reads nothing for `pauseMs`: with backpressure the
 * server stops fetching rows and its memory stays put; without it, it would buffer the whole file.
 */
async function stalledDownload(cookie, pauseMs = 3000) {
  const before = rssMb();
  const answer = await fetch(`${base}/admin/leads/export.csv`, { headers: { Cookie: cookie } });
  const reader = answer.body.getReader();
  let received = (await reader.read()).value.byteLength;
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb())), 10);
  await new Promise((resolve) => setTimeout(resolve, pauseMs));
  clearInterval(sampler);
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    received += value.byteLength;
  }
  return { before, peak, mb: received / 1024 / 1024, pauseMs };
}

const results = [];
let stalled;
let db;
try {
  db = await connect();
  const cookie = await signIn();
  const seedStarted = performance.now();
  await seed(db, LEADS);
  console.log(`seeded ${LEADS} leads (${((performance.now() - seedStarted) / 1000).toFixed(1)} s)`);
  // A warm-up export of a small filter, so the measured runs do not pay for loading modules.
  await (await fetch(`${base}/admin/leads/export.csv?q=zzzz`, { headers: { Cookie: cookie } })).arrayBuffer();
  for (const { label, query, rows } of EXPORTS) {
    const result = { label, ...(await download(cookie, query)) };
    if (result.rows !== rows) throw new Error(`${label}: expected ${rows} rows, got ${result.rows}`);
    results.push(result);
    console.log(
      `export of ${label}, ${result.rows} rows (compression: ${result.encoding}): ${result.mb.toFixed(1)} MB in ${result.seconds.toFixed(1)} s ` +
        `(${Math.round(result.rows / result.seconds)} rows/s, first byte ${result.firstByteMs.toFixed(0)} ms); ` +
        `server RSS ${result.before.toFixed(0)} MB before, ${result.peak.toFixed(0)} MB at peak`,
    );
  }
  stalled = await stalledDownload(cookie);
  console.log(
    `a client that stops reading for ${stalled.pauseMs} ms: server RSS ${stalled.before.toFixed(0)} MB before, ` +
      `${stalled.peak.toFixed(0)} MB at peak during the pause (file ${stalled.mb.toFixed(1)} MB)`,
  );
} finally {
  await db?.end();
  await server.stop();
}

const row = (r) =>
  `| ${r.label} | ${r.rows.toLocaleString("en-US")} | ${r.mb.toFixed(1)} | ${r.seconds.toFixed(1)} | ${Math.round(r.rows / r.seconds).toLocaleString("en-US")} | ${r.firstByteMs.toFixed(0)} | ${r.before.toFixed(0)} | ${r.peak.toFixed(0)} | +${(r.peak - r.before).toFixed(0)} |`;
const markdown = `# The lead CSV export at ${LEADS.toLocaleString("en-US")} leads

\`node bench/leads-export.mjs\` (\`npm run bench:leads-export\`, part of \`npm run bench\`): the production
build on an embedded PostgreSQL holding ${LEADS.toLocaleString("en-US")} leads seeded by part 1's
\`bench/lead-seed.mjs\` (80 % contact requests, 10 % booked calls, 10 % audits); one contact request in
ten has a phone number, one lead in a hundred a name that starts a spreadsheet formula. A signed-in
admin downloads \`/admin/leads/export.csv\`, filtered to the booked calls, then unfiltered (every lead),
newest first. The
server's resident memory (VmRSS) is read from /proc every 10 ms: "before" just before the request,
"peak" the highest reading during the download. Rows come from a PostgreSQL cursor (pg-query-stream,
500 at a time) through csv-stringify into the response with backpressure, so the peak should not
grow with the number of leads: the first row downloads a tenth as many as the second, from the
same server and data. The browser's \`Accept-Encoding: br, gzip\` is sent, and refused: the export answers
\`Cache-Control: no-transform\` so it goes uncompressed (decision 025).

Measured ${new Date().toISOString().slice(0, 10)} on ${os.cpus().length} cores (${os.cpus()[0]?.model ?? "unknown CPU"}),
Node ${process.version}, load average ${loadAtStart.toFixed(1)} when the run began. The download runs on
the same cores as the server and the database.

| export | rows | MB sent | seconds | rows/s | first byte (ms) | RSS before (MB) | RSS peak (MB) | growth (MB) |
| --- | --- | --- | --- | --- | --- | --- | --- | --- |
${results.map(row).join("\n")}

A client that takes the first chunk of the ${LEADS.toLocaleString("en-US")}-lead file and then reads nothing for
${stalled.pauseMs / 1000} s: the server's RSS went from ${stalled.before.toFixed(0)} MB to at most ${stalled.peak.toFixed(0)} MB during the pause
(the file is ${stalled.mb.toFixed(1)} MB). With backpressure the cursor stops while nobody reads; without it the
server would have read and buffered the whole file in that time.
`;
writeFileSync(path.join(root, "bench", "leads-export.md"), markdown);

const [tenth, full] = results;
record("leads-export", [
  {
    measure: `GET /admin/leads/export.csv: ${full.rows.toLocaleString("en-US")} leads streamed`,
    result: `${full.seconds.toFixed(1)} s, ${Math.round(full.rows / full.seconds)} rows/s, server RSS +${(full.peak - full.before).toFixed(0)} MB at peak`,
    compared: `${tenth.rows.toLocaleString("en-US")} leads: ${tenth.seconds.toFixed(1)} s, RSS +${(tenth.peak - tenth.before).toFixed(0)} MB at peak`,
  },
]);
