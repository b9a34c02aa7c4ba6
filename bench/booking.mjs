// Booking next to a page render, in the same run: the slots page (/book/<day>, rendered per request
// with the day's bookings read from PostgreSQL), booking submissions (each a different free time:
// validated, spam token counted, rate-limited, inserted under the no-overlap constraint with its two
// e-mails queued in the same transaction, the outbox worker sending them to a loopback fake EmailJS),
// and refusals of times already taken. Against the production build on an embedded database.
// Usage: npm run build && node bench/booking.mjs   (writes bench/booking.md)
import { spawn } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import pg from "pg";
import { record } from "./record.mjs";
import { RENDER_COOKIE, root, startBenchServer } from "./server.mjs";

const loadAtStart = os.loadavg()[0];
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 1000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 10);
const port = 4100 + Math.floor(Math.random() * 100);
const fakePort = port + 1000;

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
  label: "booking",
  port,
  env: {
    NODE_OPTIONS: `--import=${pathToFileURL(path.join(root, "tests/fakes/emailjs/preload.mjs")).href}`,
    FAKE_EMAILJS_URL: fakeUrl,
    EMAILJS_SERVICE_ID: "service_bench",
    EMAILJS_TEMPLATE_ID: "template_bench",
    EMAILJS_PUBLIC_KEY: "public-bench",
    EMAILJS_PRIVATE_KEY: "private-bench",
    EMAILJS_BOOKING_TEMPLATE_ID: "template_booking_bench",
    EMAILJS_BOOKING_STAFF_TEMPLATE_ID: "template_booking_staff_bench",
    BOOKING_RATE_LIMIT_MAX: "1000000",
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

/** Runs `count` requests made by `request(i)` over `CONCURRENCY` connections. */
async function measure(request, expected, count = REQUESTS) {
  const latencies = [];
  let errors = 0;
  let next = 0;
  const worker = async () => {
    while (next < count) {
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

const rows = [];
let db;
try {
  // Enough free times for every submission: calls around the clock, every day, a month ahead.
  db = await connect();
  await db.query("delete from booking_hours");
  await db.query(
    "insert into booking_hours (weekday, opens_minute, closes_minute) select d, 0, 1440 from generate_series(0, 6) d",
  );
  const days = [...(await (await fetch(`${base}/book`)).text()).matchAll(/href="\/book\/(\d{4}-\d{2}-\d{2})"/g)].map(
    (match) => match[1],
  );
  const slots = [];
  for (const day of days) {
    const html = await (await fetch(`${base}/book/${day}`)).text();
    for (const match of html.matchAll(/\?at=([0-9T:.%A-Z-]+?Z)/g))
      slots.push({ day, start: decodeURIComponent(match[1]) });
  }
  const unique = [...new Map(slots.map((slot) => [slot.start, slot])).values()];
  if (unique.length < REQUESTS) throw new Error(`only ${unique.length} free times for ${REQUESTS} bookings`);
  const busiest = days[1];
  // The form (and its spam token) shows once a time is chosen.
  const formPage = `${base}/book/${unique[0].day}?at=${encodeURIComponent(unique[0].start)}`;
  const formStarted = /name="form_started" value="([^"]+)"/.exec(await (await fetch(formPage)).text())[1];

  const render = () =>
    fetch(`${base}/services/cybersecurity`, { headers: { "Accept-Encoding": "br, gzip", Cookie: RENDER_COOKIE } });
  const slotsPage = () => fetch(`${base}/book/${busiest}`, { headers: { "Accept-Encoding": "br, gzip" } });
  const submit = (slot, i) =>
    fetch(`${base}/book/${slot.day}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: base },
      body: new URLSearchParams({
        name: `Bench ${i}`,
        email: `bench-${i}@example.com`,
        organization: "Bench Co",
        phone: "(404) 555-0142",
        location: "phone",
        topic: "A security review for our 40 staff laptops.",
        start: slot.start,
        website_url: "",
        form_started: formStarted,
      }).toString(),
      redirect: "manual",
    });

  for (let i = 0; i < 30; i++) await (await render()).arrayBuffer(); // warm up
  const renders = await measure(render, 200);
  rows.push({ label: "GET /services/cybersecurity (page render)", ...renders });
  console.log(
    `page renders: ${renders.rps} req/s, p50 ${renders.p50} ms, p99 ${renders.p99} ms, errors ${renders.errors}`,
  );

  const slotPages = await measure(slotsPage, 200);
  rows.push({ label: "GET /book/<day> (the day's free times, per request)", ...slotPages });
  console.log(
    `slots page: ${slotPages.rps} req/s, p50 ${slotPages.p50} ms, p99 ${slotPages.p99} ms, errors ${slotPages.errors}`,
  );

  const bookings = await measure((i) => submit(unique[i], i), 303);
  rows.push({ label: "POST /book/<day> (booked, e-mails queued)", ...bookings });
  console.log(
    `bookings: ${bookings.rps} req/s, p50 ${bookings.p50} ms, p99 ${bookings.p99} ms, errors ${bookings.errors}`,
  );

  const refusals = await measure((i) => submit(unique[i % REQUESTS], i + REQUESTS), 409, Math.min(REQUESTS, 200));
  rows.push({ label: "POST /book/<day> at a taken time (409, nearest times)", ...refusals });
  console.log(
    `refusals: ${refusals.rps} req/s, p50 ${refusals.p50} ms, p99 ${refusals.p99} ms, errors ${refusals.errors}`,
  );

  const waitStarted = performance.now();
  for (;;) {
    const { rows: counts } = await db.query(
      "select count(*)::int as queued, count(*) filter (where status = 'sent')::int as sent from email_outbox",
    );
    const { queued, sent } = counts[0];
    if (sent >= queued || performance.now() - waitStarted > 180_000) {
      const [{ n: booked }] = (await db.query("select count(*)::int as n from bookings")).rows;
      rows.push({ label: "e-mails", booked, queued, sent });
      console.log(`booked ${booked}, e-mails queued ${queued}, sent ${sent}`);
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
} finally {
  await db?.end();
  await server.stop();
  fake.kill("SIGTERM");
}

const [renders, slotPages, bookings, refusals, mail] = rows;
const row = (r) => `| ${r.label} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.errors} |`;
const markdown = `# Booking next to a page render

\`node bench/booking.mjs\` (part of \`npm run bench\`): the production build on an embedded
PostgreSQL, ${REQUESTS} requests over ${CONCURRENCY} concurrent connections from the same machine.
A page render is a service page rendered for the request (a site cookie keeps it out of the shared
cache). The slots page is never shared: it reads the day's bookings each time. A booking is a valid
form for a different free time each: honeypot token counted, rate limit counted, one transaction that
inserts under the no-overlap constraint and queues the visitor's and the staff's e-mails, answered
with the 303 to its manage page; the outbox worker sends the e-mails to a loopback fake EmailJS
meanwhile. A refusal is a valid form for a time already booked: 409 with the nearest free times.

Measured ${new Date().toISOString().slice(0, 10)} on ${os.cpus().length} cores (${os.cpus()[0]?.model ?? "unknown CPU"}),
Node ${process.version}, load average ${loadAtStart.toFixed(1)} when the run began. Load generator and
server share the cores: compare the rows of one run rather than runs with each other.

| request | requests/s | p50 (ms) | p99 (ms) | errors |
| --- | --- | --- | --- | --- |
${row(renders)}
${row(slotPages)}
${row(bookings)}
${row(refusals)}

E-mails: ${mail.sent} of ${mail.queued} queued e-mails sent by the end of the run, for ${mail.booked} bookings.
`;
writeFileSync(path.join(root, "bench", "booking.md"), markdown);
record("booking", [
  {
    measure: "GET /book/<day>: free times read per request",
    result: `${slotPages.rps} req/s, p50 ${slotPages.p50} ms, p99 ${slotPages.p99} ms, ${slotPages.errors} errors`,
    compared: `a service page rendered per request: ${renders.rps} req/s (p99 ${renders.p99} ms)`,
  },
  {
    measure: "POST /book/<day>: booked, e-mails queued",
    result: `${bookings.rps} bookings/s, p50 ${bookings.p50} ms, p99 ${bookings.p99} ms, ${bookings.errors} errors`,
    compared: `taken times refused: ${refusals.rps} req/s; ${mail.sent} of ${mail.queued} e-mails sent by the end`,
  },
]);
console.log(`\nwrote bench/booking.md`);
