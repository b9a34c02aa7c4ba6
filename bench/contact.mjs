// Contact submissions per second (each one validated, rate-limited, stored in PostgreSQL, with the
// e-mail worker running and sending to a loopback fake EmailJS) next to plain page renders per
// second, in the same run, against the production build on an embedded database.
// Usage: npm run build && node bench/contact.mjs   (writes bench/contact.md)
import { spawn } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import pg from "pg";
import { record } from "./record.mjs";
import { RENDER_COOKIE, root, startBenchServer } from "./server.mjs";

// Recorded with the results: a busy machine explains slow numbers.
const loadAtStart = os.loadavg()[0];
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 1000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 10);
const port = 3900 + Math.floor(Math.random() * 100);
const fakePort = port + 1000;

// Stopped on every exit path, also when the site fails to start.
const fake = spawn(process.execPath, [path.join(root, "tests/fakes/emailjs/server.mjs"), String(fakePort)], {
  stdio: "ignore",
});
process.on("exit", () => fake.kill("SIGTERM"));
const fakeUrl = `http://127.0.0.1:${fakePort}`;
for (let i = 0; ; i++) {
  try {
    if ((await fetch(`${fakeUrl}/healthz`)).ok) break;
  } catch {
    // Not listening yet.
  }
  if (i > 100) throw new Error("the fake EmailJS did not start");
  await new Promise((resolve) => setTimeout(resolve, 50));
}

const server = await startBenchServer({
  label: "contact",
  port,
  env: {
    NODE_OPTIONS: `--import=${pathToFileURL(path.join(root, "tests/fakes/emailjs/preload.mjs")).href}`,
    FAKE_EMAILJS_URL: fakeUrl,
    EMAILJS_SERVICE_ID: "service_bench",
    EMAILJS_TEMPLATE_ID: "template_bench",
    EMAILJS_PUBLIC_KEY: "public-bench",
    EMAILJS_PRIVATE_KEY: "private-bench",
    CONTACT_RATE_LIMIT_MAX: "1000000",
    CONTACT_MIN_FILL_SECONDS: "0",
    CONTACT_FORM_MAX_USES: "1000000",
  },
});
const { base, dataDir } = server;

async function connect() {
  const dbPort = Number(readFileSync(path.join(dataDir, "pg", "postmaster.pid"), "utf8").split("\n")[3]);
  const password = readFileSync(path.join(dataDir, "pg-password"), "utf8").trim();
  const client = new pg.Client({ host: "127.0.0.1", port: dbPort, user: "postgres", password, database: "postgres" });
  await client.connect();
  return client;
}

/** Runs `REQUESTS` requests made by `request(i)` over `CONCURRENCY` connections. */
async function measure(request, expected) {
  const latencies = [];
  let errors = 0;
  let next = 0;
  const worker = async () => {
    while (next < REQUESTS) {
      const i = next++;
      const started = performance.now();
      const response = await request(i);
      await response.arrayBuffer();
      if (response.status !== expected) errors++;
      latencies.push(performance.now() - started);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))];
  return { rps: Math.round(latencies.length / seconds), p50: at(0.5).toFixed(1), p99: at(0.99).toFixed(1), errors };
}

const page = await (await fetch(`${base}/contact`)).text();
const formStarted = /name="form_started" value="([^"]+)"/.exec(page)[1];
// A site cookie makes the server render the page for this request (no shared copy): the cost of a render.
const render = () => fetch(`${base}/contact`, { headers: { "Accept-Encoding": "br, gzip", Cookie: RENDER_COOKIE } });
const submit = (i) =>
  fetch(`${base}/contact`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: base },
    body: new URLSearchParams({
      name: `Bench ${i}`,
      email: `bench-${i}@example.com`,
      company: "Bench Co",
      service: "Cybersecurity",
      message: "Please call us about a security review for our 40 staff laptops.",
      page: "/contact",
      website_url: "",
      form_started: formStarted,
    }).toString(),
    redirect: "manual",
  });

const rows = [];
let db;
try {
  for (let i = 0; i < 50; i++) await (await render()).arrayBuffer(); // warm up
  const renders = await measure(render, 200);
  rows.push({ label: "GET /contact (page render)", ...renders });
  console.log(
    `page renders: ${renders.rps} req/s, p50 ${renders.p50} ms, p99 ${renders.p99} ms, errors ${renders.errors}`,
  );

  const submissions = await measure(submit, 303);
  rows.push({ label: "POST /contact (stored, worker running)", ...submissions });
  console.log(
    `contact submissions: ${submissions.rps} req/s, p50 ${submissions.p50} ms, p99 ${submissions.p99} ms, errors ${submissions.errors}`,
  );

  db = await connect();
  const waitStarted = performance.now();
  for (;;) {
    const { rows: counts } = await db.query("select status, count(*)::int as n from contact_requests group by status");
    const by = Object.fromEntries(counts.map((r) => [r.status, r.n]));
    if ((by.sent ?? 0) >= REQUESTS || performance.now() - waitStarted > 120_000) {
      rows.push({
        label: "stored requests e-mailed by the end",
        stored: counts.reduce((n, r) => n + r.n, 0),
        sent: by.sent ?? 0,
      });
      console.log(
        `stored ${counts.reduce((n, r) => n + r.n, 0)}, e-mailed ${by.sent ?? 0} (${((performance.now() - waitStarted) / 1000).toFixed(1)} s after the burst)`,
      );
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
} finally {
  await db?.end();
  await server.stop();
  fake.kill("SIGTERM");
}

const [renders, submissions, delivered] = rows;
const markdown = `# Contact submissions next to page renders

\`node bench/contact.mjs\` (part of \`npm run bench\`): the production build on an embedded
PostgreSQL, ${REQUESTS} requests over ${CONCURRENCY} concurrent connections from the same machine.
A submission is a valid form with the honeypot fields, validated, counted by the Postgres-backed
rate limit, stored (one committed insert), answered with the 303 and the toast cookie, while the
e-mail worker sends each stored request to a loopback fake EmailJS through the real SDK.

Measured ${new Date().toISOString().slice(0, 10)} on ${os.cpus().length} cores (${os.cpus()[0]?.model ?? "unknown CPU"}),
Node ${process.version}, load average ${loadAtStart.toFixed(1)} when the run began. Load generator and
server share the cores: compare the two rows of one run rather than runs with each other.

| request | requests/s | p50 (ms) | p99 (ms) | errors |
| --- | --- | --- | --- | --- |
| ${renders.label} | ${renders.rps} | ${renders.p50} | ${renders.p99} | ${renders.errors} |
| ${submissions.label} | ${submissions.rps} | ${submissions.p50} | ${submissions.p99} | ${submissions.errors} |

Delivery: ${delivered.sent} of ${delivered.stored} stored requests were e-mailed by the end of the run.
`;
writeFileSync(path.join(root, "bench", "contact.md"), markdown);
record("contact", [
  {
    measure: "POST /contact: stored, e-mail worker running",
    result: `${submissions.rps} submissions/s, p50 ${submissions.p50} ms, p99 ${submissions.p99} ms, ${submissions.errors} errors`,
    compared: `GET /contact rendered per request: ${renders.rps} req/s (p99 ${renders.p99} ms); ${delivered.sent} of ${delivered.stored} e-mailed by the end`,
  },
]);
console.log(`\nwrote bench/contact.md`);
