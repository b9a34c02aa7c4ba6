// The booking pages with three hosts, each with a synced calendar, next to a page render in the
// same run: the list of days (/book) and a day's times (/book/<day>) are both worked out per request
// from every host's hours, bookings and busy times. First as a new install has them (one host, no
// calendar), then with two more hosts added and each host's private iCal address pasted on
// /admin/calendars, served by a loopback calendar server with a year and a half of a working
// engineer's calendar (bench/busy-calendar.mjs), read once before measuring.
// Usage: npm run build && node bench/booking-hosts.mjs   (writes bench/booking-hosts.md)
import { createHash, randomBytes } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { busyCalendar } from "./busy-calendar.mjs";
import { record } from "./record.mjs";
import { RENDER_COOKIE, root, startBenchServer } from "./server.mjs";

const loadAtStart = os.loadavg()[0];
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 500);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 10);
const PASSWORD = "bench-admin-password-0123456789";
const port = 4200 + Math.floor(Math.random() * 100);
const calendarPort = port + 1000;

// The calendar server: each feed at a secret path, with an ETag as Google sends.
const feeds = new Map();
const calendarServer = createServer((request, response) => {
  const text = feeds.get(/^\/calendar\/ical\/([^/]+)\//.exec(request.url ?? "")?.[1] ?? "");
  if (!text) return response.writeHead(404).end();
  const etag = `"${createHash("sha256").update(text).digest("hex").slice(0, 16)}"`;
  if (request.headers["if-none-match"] === etag) return response.writeHead(304, { ETag: etag }).end();
  response.writeHead(200, { "Content-Type": "text/calendar; charset=UTF-8", ETag: etag }).end(text);
});
await new Promise((resolve) => calendarServer.listen(calendarPort, "127.0.0.1", resolve));

const server = await startBenchServer({
  label: "booking-hosts",
  port,
  // Read once, on saving the address: no scheduled read during the measurement.
  env: { ADMIN_PASSWORD: PASSWORD, CALENDAR_SYNC_MINUTES: String(24 * 60) },
});
const { base, dataDir } = server;

async function connect() {
  const dbPort = Number(readFileSync(path.join(dataDir, "pg", "postmaster.pid"), "utf8").split("\n")[3]);
  const password = readFileSync(path.join(dataDir, "pg-password"), "utf8").trim();
  const client = new pg.Client({ host: "127.0.0.1", port: dbPort, user: "postgres", password, database: "postgres" });
  await client.connect();
  return client;
}

async function signIn() {
  const response = await fetch(`${base}/login`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: base },
    body: new URLSearchParams({ intent: "password", password: PASSWORD, redirectTo: "/admin" }),
    redirect: "manual",
  });
  const cookie = response.headers
    .getSetCookie()
    .map((value) => value.split(";")[0])
    .join("; ");
  if (response.status !== 303 || !cookie) throw new Error(`signing in answered ${response.status}`);
  return cookie;
}

/** A staff form post, as the page sends it; answers 303 when it went through. */
async function staffPost(cookie, pathname, fields) {
  const response = await fetch(`${base}${pathname}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: base, Cookie: cookie },
    body: new URLSearchParams(fields),
    redirect: "manual",
  });
  await response.arrayBuffer();
  if (response.status !== 303) throw new Error(`POST ${pathname} answered ${response.status}`);
  return response;
}

/** Runs `count` requests made by `request()` over `CONCURRENCY` connections. */
async function measure(request, count = REQUESTS) {
  for (let i = 0; i < 20; i++) await (await request()).arrayBuffer(); // warm up
  const latencies = [];
  let errors = 0;
  let next = 0;
  const worker = async () => {
    while (next++ < count) {
      const started = performance.now();
      const response = await request();
      await response.arrayBuffer();
      if (response.status !== 200) errors++;
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

const get = (pathname, cookie) => () =>
  fetch(`${base}${pathname}`, { headers: { "Accept-Encoding": "br, gzip", ...(cookie && { Cookie: cookie }) } });

/** The page render, the day list and one day, measured one after the other. */
async function round(label, day) {
  const results = {
    render: await measure(get("/services/cybersecurity", RENDER_COOKIE)),
    days: await measure(get("/book")),
    day: await measure(get(`/book/${day}`)),
  };
  for (const [name, r] of Object.entries(results))
    console.log(`${label}, ${name}: ${r.rps} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms, errors ${r.errors}`);
  return results;
}

const dayLinks = async () =>
  [...(await (await fetch(`${base}/book`)).text()).matchAll(/href="\/book\/(\d{4}-\d{2}-\d{2})"/g)].map((m) => m[1]);
const timesOn = async (day) => (await (await fetch(`${base}/book/${day}`)).text()).match(/\?at=/g)?.length ?? 0;

let db;
let before;
let after;
let setup;
try {
  db = await connect();
  const cookie = await signIn();
  // The second day offered: a whole working day, as a visitor most often picks.
  const day = (await dayLinks())[1];
  const timesBefore = await timesOn(day);
  before = await round("one host, no calendar", day);

  for (const name of ["Grace Hopper", "Alan Turing"])
    await staffPost(cookie, "/admin/hosts", {
      intent: "add",
      name,
      email: `${name.split(" ")[0].toLowerCase()}@example.com`,
      meetingUrl: "https://meet.example.com/abc-defg-hij",
      active: "on",
    });
  const { rows: hosts } = await db.query("select id, name from booking_hosts where active order by created_at");
  if (hosts.length !== 3) throw new Error(`expected 3 hosts, found ${hosts.length}`);
  const bytes = [];
  const readMs = [];
  for (const [index, host] of hosts.entries()) {
    const key = randomBytes(18).toString("hex");
    const text = busyCalendar({ seed: index + 1, owner: host.name });
    feeds.set(key, text);
    bytes.push(Buffer.byteLength(text));
    const address = `http://127.0.0.1:${calendarPort}/calendar/ical/${key}/private-${key}/basic.ics`;
    const started = performance.now();
    await staffPost(cookie, "/admin/calendars", { intent: "save", ownerId: host.id, address });
    readMs.push(Math.round(performance.now() - started));
  }
  const { rows: read } = await db.query(
    "select last_ok_at, last_error, jsonb_array_length(busy) as busy from calendar_feeds where owner_id <> 'business'",
  );
  if (read.length !== 3 || read.some((feed) => !feed.last_ok_at || feed.last_error))
    throw new Error(`the calendars were not all read: ${JSON.stringify(read)}`);
  const events = [...feeds.values()].map((text) => text.match(/BEGIN:VEVENT/g).length);
  setup = {
    day,
    timesBefore,
    timesAfter: await timesOn(day),
    daysAfter: (await dayLinks()).length,
    events,
    bytes,
    readMs,
    busy: read.map((feed) => feed.busy),
  };
  console.log(`calendars: ${JSON.stringify(setup)}`);
  after = await round("three hosts, three calendars", day);
} finally {
  await db?.end();
  await server.stop();
  calendarServer.close();
}

const row = (label, r) => `| ${label} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.errors} |`;
const kb = (bytes) => `${Math.round(bytes / 1024)} KB`;
const markdown = `# Booking pages with three hosts and their calendars

\`node bench/booking-hosts.mjs\` (part of \`npm run bench\`): the production build on an embedded
PostgreSQL, ${REQUESTS} requests per row over ${CONCURRENCY} concurrent connections from the same
machine, after 20 discarded. The list of days (\`/book\`) and a day's times (\`/book/${setup.day}\`,
the second day offered) are worked out for each request from the business calendar, every active
host's hours, their bookings and their calendars' busy times; neither is shared between visitors.
A page render is a service page rendered for the request (a site cookie keeps it out of the shared
cache), measured in the same round.

First as a new install has them: one host, no calendar. Then two hosts are added on \`/admin/hosts\`
and each of the three hosts' private iCal addresses is saved on \`/admin/calendars\`, which reads it
at once (the scheduled reads are held off for the run). Each address is served by a loopback
calendar server with what Google publishes for a busy engineer (\`bench/busy-calendar.mjs\`): a
year and a half of history, a daily stand-up (with exceptions), a weekly meeting with one moved
instance, a fortnightly one-to-one, a monthly review in London's time zone, about two customer calls
a working day (some free, some cancelled) and a day off: ${setup.events.join(", ")} events,
${setup.bytes.map(kb).join(", ")}; each read and expanded in ${setup.readMs.join(", ")} ms (the staff
post, answered once the read is stored), leaving ${setup.busy.join(", ")} busy times in the window.
The day shown offered ${setup.timesBefore} times with one host and ${setup.timesAfter} with three;
${setup.daysAfter} days are listed.

Measured ${new Date().toISOString().slice(0, 10)} on ${os.cpus().length} cores (${os.cpus()[0]?.model ?? "unknown CPU"}),
Node ${process.version}, load average ${loadAtStart.toFixed(1)} when the run began. Load generator and
server share the cores: compare the rows of one run rather than runs with each other.

| request | requests/s | p50 (ms) | p99 (ms) | errors |
| --- | --- | --- | --- | --- |
${row("GET /services/cybersecurity (page render), one host", before.render)}
${row("GET /book (the days), one host, no calendar", before.days)}
${row("GET /book/<day> (the day's times), one host, no calendar", before.day)}
${row("GET /services/cybersecurity (page render), three hosts", after.render)}
${row("GET /book (the days), three hosts, three calendars", after.days)}
${row("GET /book/<day> (the day's times), three hosts, three calendars", after.day)}
`;
writeFileSync(path.join(root, "bench", "booking-hosts.md"), markdown);
const brief = (r) => `${r.rps} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms, ${r.errors} errors`;
record("booking-hosts", [
  {
    measure: "GET /book: the days, 3 hosts with 3 synced calendars",
    result: brief(after.days),
    compared: `a page render ${after.render.rps} req/s (p99 ${after.render.p99} ms); one host, no calendar ${before.days.rps} req/s (p99 ${before.days.p99} ms)`,
  },
  {
    measure: "GET /book/<day>: a day's times, 3 hosts with 3 synced calendars",
    result: brief(after.day),
    compared: `a page render ${after.render.rps} req/s (p99 ${after.render.p99} ms); one host, no calendar ${before.day.rps} req/s (p99 ${before.day.p99} ms)`,
  },
]);
console.log("\nwrote bench/booking-hosts.md");
