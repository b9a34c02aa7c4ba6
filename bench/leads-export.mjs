// The lead desk's CSV export at scale: 100,000 leads seeded straight into PostgreSQL, then
// GET /admin/leads/export.csv (no filter: every lead) downloaded by a signed-in admin. Measures the
// whole download's time, rows per second, and the server's resident memory before and at its peak
// during the download (read from /proc every 10 ms), which must stay flat: the rows come through a
// cursor and the CSV writer streams them with backpressure. At a tenth of the leads first, then at
// all of them, to compare the peaks. Against the production build on an embedded database.
// Usage: npm run build && node bench/leads-export.mjs   (writes bench/leads-export.md)
import { readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { record } from "./record.mjs";
import { root, startBenchServer } from "./server.mjs";

const LEADS = Number(process.env.BENCH_LEADS ?? 100_000);
/** A tenth first: the same download at a tenth of the rows shows whether memory grows with the count. */
const SIZES = [Math.round(LEADS / 10), LEADS];
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
 * `count` leads with their contact requests, as the contact form stores them, in batches. Every
 * tenth has a phone number and every hundredth a name a spreadsheet would run as a formula, so
 * the escaping is part of what is measured.
 */
async function seedLeads(db, from, count) {
  const batch = 20_000;
  for (let start = from; start < count; start += batch) {
    const end = Math.min(count, start + batch);
    await db.query(
      `with requests as (
         insert into contact_requests (name, email, company, phone, message, page, received_at, status, sent_at)
         select case when n % 100 = 0 then '=HYPERLINK("https://evil.example","Lead ' || n || '")' else 'Lead Person ' || n end,
                'lead' || n || '@example.com', 'Organization ' || (n % 500),
                case when n % 10 = 0 then '+1 404 555 ' || lpad((n % 10000)::text, 4, '0') end,
                'We need help with backups, e-mail and "security" for ' || (n % 90 + 10) || E' staff.\\nPlease call.',
                '/contact', now() - n * interval '30 seconds', 'sent', now()
         from generate_series($1::int, $2::int) as n
         returning id, name, email, company, message, received_at
       )
       insert into leads (kind, contact_request_id, name, email, organization, summary, received_at)
       select 'contact', id, name, email, company, message, received_at from requests`,
      [start + 1, end],
    );
  }
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
async function download(cookie) {
  global.gc?.();
  await new Promise((resolve) => setTimeout(resolve, 500));
  const before = rssMb();
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb())), 10);
  const started = performance.now();
  const answer = await fetch(`${base}/admin/leads/export.csv`, {
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
  let seeded = 0;
  for (const size of SIZES) {
    const seedStarted = performance.now();
    await seedLeads(db, seeded, size);
    seeded = size;
    console.log(`seeded ${size} leads in all (${((performance.now() - seedStarted) / 1000).toFixed(1)} s)`);
    // A warm-up export of a small filter, so the measured run does not pay for loading modules.
    await (await fetch(`${base}/admin/leads/export.csv?q=lead1`, { headers: { Cookie: cookie } })).arrayBuffer();
    const result = await download(cookie);
    if (result.rows !== size) throw new Error(`expected ${size} rows, got ${result.rows}`);
    results.push(result);
    console.log(
      `export of ${result.rows} rows (compression: ${result.encoding}): ${result.mb.toFixed(1)} MB in ${result.seconds.toFixed(1)} s ` +
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
  `| ${r.rows.toLocaleString("en-US")} | ${r.mb.toFixed(1)} | ${r.seconds.toFixed(1)} | ${Math.round(r.rows / r.seconds).toLocaleString("en-US")} | ${r.firstByteMs.toFixed(0)} | ${r.before.toFixed(0)} | ${r.peak.toFixed(0)} | +${(r.peak - r.before).toFixed(0)} |`;
const markdown = `# The lead CSV export at ${LEADS.toLocaleString("en-US")} leads

\`node bench/leads-export.mjs\` (\`npm run bench:leads-export\`, part of \`npm run bench\`): the production
build on an embedded PostgreSQL holding ${LEADS.toLocaleString("en-US")} leads (contact requests with their
lead rows; one in ten has a phone number, one in a hundred a name that starts a spreadsheet formula).
A signed-in admin downloads \`/admin/leads/export.csv\` with no filter, so every lead, newest first. The
server's resident memory (VmRSS) is read from /proc every 10 ms: "before" just before the request,
"peak" the highest reading during the download. Rows come from a PostgreSQL cursor (pg-query-stream,
500 at a time) through csv-stringify into the response with backpressure, so the peak should not
grow with the number of leads: the first row downloads a tenth as many as the second, from the
same server. The browser's \`Accept-Encoding: br, gzip\` is sent, and refused: the export answers
\`Cache-Control: no-transform\` so it goes uncompressed (decision 025).

Measured ${new Date().toISOString().slice(0, 10)} on ${os.cpus().length} cores (${os.cpus()[0]?.model ?? "unknown CPU"}),
Node ${process.version}, load average ${loadAtStart.toFixed(1)} when the run began. The download runs on
the same cores as the server and the database.

| rows | MB sent | seconds | rows/s | first byte (ms) | RSS before (MB) | RSS peak (MB) | growth (MB) |
| --- | --- | --- | --- | --- | --- | --- | --- |
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
