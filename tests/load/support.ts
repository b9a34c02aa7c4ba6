// Shared by the load and fault specs (tests/load/*.spec.ts): servers, a PostgreSQL of their own, the
// fake EmailJS, load generation (autocannon, plus a small contact poster that remembers every
// answer), and the server's memory read from /proc.
import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import autocannon, { type AutocannonRequest, type AutocannonResult } from "autocannon";
import pg from "pg";
import { startEmbeddedPostgres, type EmbeddedPostgres } from "../../app/lib/db/embedded-postgres.server";
import { logger } from "../../app/lib/log.server";
import { startFakeEmailJs, type FakeEmailJs, type FakeSend } from "../fakes/emailjs/control";
import { cleanUp } from "../server/helpers";
import { freePort, startServer, type RunningServer } from "../support/server-process";
import { tempDataDir } from "../support/data-dirs";
import { stableAddress, type StableAddress } from "../support/stable-address";

export { eventually } from "../support/server-process";

/** Everything a load test started, stopped after each test whatever happened. */
export function loadResources() {
  const tracked = {
    servers: [] as RunningServer[],
    dataDirs: [] as string[],
    databases: [] as EmbeddedPostgres[],
    proxies: [] as StableAddress[],
    fakes: [] as FakeEmailJs[],
  };
  test.beforeEach(() => {
    for (const list of Object.values(tracked)) list.length = 0;
  });
  test.afterEach(async () => {
    tracked.proxies.forEach((proxy) => proxy.close());
    await cleanUp([...tracked.servers], []);
    await Promise.all(tracked.databases.map((db) => db.stop().catch(() => {})));
    await Promise.all(tracked.fakes.map((fake) => fake.stop().catch(() => {})));
    await cleanUp([], [...tracked.dataDirs]);
  });

  return {
    tracked,
    dataDir(label: string): string {
      const dir = tempDataDir(label);
      tracked.dataDirs.push(dir);
      return dir;
    },
    async fakeEmailJs(): Promise<FakeEmailJs> {
      const fake = await startFakeEmailJs(await freePort());
      tracked.fakes.push(fake);
      return fake;
    },
    /** The production build (node server.js), tuned for load: quick retries, no per-IP limit, one form token for every post. */
    async site(env: Record<string, string | undefined>, dataDir?: string): Promise<RunningServer> {
      const server = await startServer({
        dataDir: dataDir ?? this.dataDir("site"),
        env: {
          LOG_LEVEL: "warn",
          CONTACT_MIN_FILL_SECONDS: "0",
          CONTACT_RATE_LIMIT_MAX: "1000000",
          CONTACT_FORM_MAX_USES: "1000000",
          EMAIL_RETRY_BASE_SECONDS: "1",
          EMAIL_SEND_TIMEOUT_SECONDS: "2",
          EMAIL_MAX_ATTEMPTS: "100",
          TRUST_PROXY: "loopback",
          ...env,
        },
      });
      tracked.servers.push(server);
      return server;
    },
    /** A PostgreSQL of its own (the product's embedded supervisor), that a test may stop and start. */
    async postgres(dataDir: string): Promise<EmbeddedPostgres> {
      const db = await startEmbeddedPostgres({
        dataDir,
        runAsUser: process.env.EMBEDDED_PG_USER ?? "postgres",
        log: logger("load-postgres"),
        onUnexpectedExit: () => {},
      });
      tracked.databases.push(db);
      return db;
    },
    async proxyTo(port: number): Promise<StableAddress> {
      const proxy = await stableAddress(port);
      tracked.proxies.push(proxy);
      return proxy;
    },
  };
}

export function portOf(url: string): number {
  return Number(new URL(url).port);
}

/** Runs one query on its own connection. */
export async function query<T extends pg.QueryResultRow>(
  url: string,
  text: string,
  params: unknown[] = [],
): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  client.on("error", () => {});
  await client.connect();
  try {
    return (await client.query<T>(text, params)).rows;
  } finally {
    await client.end();
  }
}

/** The embedded database URL of a server started without DATABASE_URL. */
export function dataDirUrl(dataDir: string): string {
  const port = Number(readFileSync(`${dataDir}/pg/postmaster.pid`, "utf8").split("\n")[3]);
  const password = readFileSync(`${dataDir}/pg-password`, "utf8").trim();
  return `postgresql://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;
}

/** Resident memory of a process in MB, from /proc/<pid>/status (VmRSS). */
function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, "utf8")
    .split("\n")
    .find((l) => l.startsWith("VmRSS:"));
  if (!line) throw new Error(`no VmRSS in /proc/${pid}/status`);
  return Number(line.replace(/\D+/g, "")) / 1024;
}

/** Samples a process's RSS every `intervalMs` until stopped. */
export function sampleRss(pid: number, intervalMs = 1_000) {
  const started = Date.now();
  const samples: { atSeconds: number; mb: number }[] = [];
  const take = () => {
    try {
      samples.push({ atSeconds: (Date.now() - started) / 1000, mb: rssMb(pid) });
    } catch {
      // The process is gone; the test will say why.
    }
  };
  take();
  const timer = setInterval(take, intervalMs);
  return {
    samples,
    stop() {
      clearInterval(timer);
      take();
      return samples;
    },
  };
}

/** The honeypot fields of a freshly rendered contact page, as a browser sends them back. */
export async function honeypotOf(base: string): Promise<Record<string, string>> {
  const html = await (await fetch(`${base}/contact`)).text();
  const trap = /name="website_url"[^>]*value="([^"]*)"/.exec(html);
  const started = /name="form_started" value="([^"]+)"/.exec(html);
  if (!trap || !started) throw new Error("the contact page has no honeypot fields");
  return { website_url: trap[1]!, form_started: started[1]! };
}

export function contactBody(
  fields: { name: string; email: string; message: string },
  honeypot: Record<string, string>,
): string {
  return new URLSearchParams({
    ...fields,
    company: "Load Co",
    service: "Cybersecurity",
    page: "/contact",
    ...honeypot,
  }).toString();
}

/** Public pages served from the shared page cache, and the blog, which reads the database. */
const PAGES = ["/", "/services/cybersecurity", "/about-us", "/contact", "/privacy-policy"];
const BLOG = ["/blog", "/blog/phishing-training-for-school-staff", "/blog/3-2-1-backup-rule-for-nonprofits"];

/**
 * The request mix each autocannon connection cycles through: the pages, the blog and (when a
 * contact body is given) a contact submission.
 */
export function requestMix(base: string, contact?: { body: string; ip?: string }): AutocannonRequest[] {
  const get = (path: string): AutocannonRequest => ({
    method: "GET",
    path,
    headers: { "Accept-Encoding": "br, gzip" },
  });
  const requests = [...PAGES.map(get), ...BLOG.map(get)];
  if (contact) {
    requests.push({
      method: "POST",
      path: "/contact",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Origin: base,
        ...(contact.ip ? { "X-Forwarded-For": contact.ip } : {}),
      },
      body: contact.body,
    });
  }
  return requests;
}

export interface LoadSummary {
  requests: number;
  perSecond: number;
  p50: number;
  p99: number;
  errors: number;
  timeouts: number;
  statuses: Record<string, number>;
}

function summarize(result: AutocannonResult): LoadSummary {
  return {
    requests: result.requests.total,
    perSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    timeouts: result.timeouts,
    statuses: Object.fromEntries(
      Object.entries(result.statusCodeStats).map(([code, { count }]) => [code, Number(count)]),
    ),
  };
}

/** autocannon against `base` for `seconds` over `connections`. */
export async function hammer(
  base: string,
  options: { seconds: number; connections: number; requests: AutocannonRequest[] },
): Promise<LoadSummary> {
  const result = await autocannon({
    url: base,
    connections: options.connections,
    duration: options.seconds,
    timeout: 30,
    requests: options.requests,
  });
  return summarize(result);
}

export interface PostedContact {
  token: string;
  status: number | "error";
  at: number;
}

/**
 * Posts contact forms from `concurrency` loops until `until()` says stop; every form carries a
 * unique token in its message, and every answer (or network error) is kept with it.
 */
export async function postContacts(
  base: string,
  options: {
    concurrency: number;
    until: () => boolean;
    email: string;
    label: string;
    ip?: () => string;
    pauseMs?: number;
  },
): Promise<PostedContact[]> {
  const honeypot = await honeypotOf(base);
  const posted: PostedContact[] = [];
  let counter = 0;
  const loop = async () => {
    while (!options.until()) {
      counter += 1;
      const token = `${options.label}-${counter}-${Math.random().toString(36).slice(2, 8)}`;
      let status: number | "error";
      try {
        const response = await fetch(`${base}/contact`, {
          method: "POST",
          headers: {
            "Content-Type": "application/x-www-form-urlencoded",
            Origin: base,
            ...(options.ip ? { "X-Forwarded-For": options.ip() } : {}),
          },
          body: contactBody(
            { name: `Load ${token}`, email: options.email, message: `Load test request ${token}` },
            honeypot,
          ),
          redirect: "manual",
          signal: AbortSignal.timeout(30_000),
        });
        await response.arrayBuffer();
        status = response.status;
      } catch {
        status = "error";
      }
      posted.push({ token, status, at: Date.now() });
      if (options.pauseMs) await new Promise((resolve) => setTimeout(resolve, options.pauseMs));
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, loop));
  return posted;
}

export function countBy<T>(items: T[], key: (item: T) => string | number): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const item of items) counts[String(key(item))] = (counts[String(key(item))] ?? 0) + 1;
  return counts;
}

/** The sends the fake answered 200 (delivered e-mails), grouped by the request id they carry. */
export function deliveredById(sends: FakeSend[]): Map<string, number> {
  const delivered = new Map<string, number>();
  for (const send of sends) {
    if (send.mode !== "up") continue;
    const id = send.body.template_params.request_id ?? "";
    delivered.set(id, (delivered.get(id) ?? 0) + 1);
  }
  return delivered;
}

/** Fails with the server's output tail when the process is no longer running. */
export function expectRunning(server: RunningServer) {
  expect(server.process.exitCode, `the server exited:\n${server.output().slice(-3000)}`).toBeNull();
  expect(server.process.signalCode).toBeNull();
}
