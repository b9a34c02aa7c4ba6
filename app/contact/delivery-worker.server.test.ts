// The delivery worker with the real @emailjs/nodejs against a fake EmailJS (MSW at the network
// level) and a real PostgreSQL: each answer of the service ends in the right status, attempts and
// retry time, and no request is e-mailed twice, also by two workers on one database.
import diagnostics from "node:diagnostics_channel";
import type { ClientRequest } from "node:http";
import { syncBuiltinESMExports } from "node:module";
import path from "node:path";
import { eq, inArray, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import { delay, http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import pg from "pg";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { connectDatabase, disconnectDatabase, getDb, type Database } from "~/lib/db/client.server";
import { applyMigrations } from "~/lib/db/migrate.server";
import { contactRequests } from "./tables";
import { claimNextDue, markSent } from "./delivery-queue.server";
import { DeliveryWorker } from "./delivery-worker.server";
import { emailJsSender, type EmailJsConfig } from "./email.server";
import { storeContactRequest } from "./inbox.server";
import { workerDatabaseUrl } from "../../tests/support/worker-database";

const config: EmailJsConfig = {
  serviceId: "service_test",
  templateId: "template_test",
  publicKey: "pub-key",
  privateKey: "priv-key",
};
const SITE = "https://www.example.com";
const BASE_SECONDS = 120;

type Behaviour = "ok" | "400" | "403" | "429" | "500" | "503" | "network" | "hang";
/** What the fake answers for a request id; unknown ids (other test files' rows) get 200. */
const behaviour = new Map<number, Behaviour[]>();
/** Every send the fake received, by request id, with its JSON body. */
const received: { id: number; body: Record<string, unknown> }[] = [];

/** Every outgoing HTTP request of this process, as Node announces it. */
const outgoing: ClientRequest[] = [];
diagnostics.subscribe("http.client.request.start", (message) =>
  outgoing.push((message as { request: ClientRequest }).request),
);

const emailjs = setupServer(
  http.post("https://api.emailjs.com/api/v1.0/email/send", async ({ request }) => {
    const body = (await request.json()) as { template_params: Record<string, string> };
    const id = Number(body.template_params.request_id);
    received.push({ id, body });
    const queue = behaviour.get(id);
    const next = queue && queue.length > 1 ? queue.shift()! : (queue?.[0] ?? "ok");
    switch (next) {
      case "ok":
        await delay(Math.random() * 15);
        return new HttpResponse("OK", { status: 200 });
      case "network":
        return HttpResponse.error();
      case "hang":
        await delay("infinite");
        return new HttpResponse("too late", { status: 200 });
      case "403":
        return new HttpResponse("API calls are disabled for non-browser applications", { status: 403 });
      case "400":
        return new HttpResponse("The template ID is invalid", { status: 400 });
      default:
        return new HttpResponse("busy", { status: Number(next) });
    }
  }),
);

beforeAll(async () => {
  const db = connectDatabase(workerDatabaseUrl());
  await applyMigrations(db, path.resolve(import.meta.dirname, "../../drizzle"));
  emailjs.listen({ onUnhandledRequest: "error" });
  // The SDK imports `request` from node:https as an ES module binding; MSW patches the CommonJS
  // export, and this copies the patch into the ES module view.
  syncBuiltinESMExports();
});
afterAll(async () => {
  emailjs.close();
  syncBuiltinESMExports();
  await disconnectDatabase();
});
beforeEach(() => {
  received.length = 0;
  outgoing.length = 0;
});

function worker(options: { db?: Database; timeoutMs?: number; maxAttempts?: number } = {}) {
  const timeoutMs = options.timeoutMs ?? 2_000;
  return new DeliveryWorker({
    db: options.db ?? getDb(),
    send: emailJsSender(config, SITE, timeoutMs),
    sendTimeoutMs: timeoutMs,
    maxAttempts: options.maxAttempts ?? 8,
    retryBaseSeconds: BASE_SECONDS,
    random: () => 0.5,
  });
}

let counter = 0;
async function stored(answers: Behaviour[] = ["ok"], extra: Partial<{ company: string; spam: boolean }> = {}) {
  counter += 1;
  const { id } = await storeContactRequest(
    {
      name: `Lead ${counter}`,
      email: `lead-${counter}@example.com`,
      message: `Please call us back (${counter}).`,
      company: extra.company,
      service: "Cybersecurity",
    },
    { page: "/contact", clientIp: "203.0.113.5", spam: extra.spam },
  );
  behaviour.set(id, [...answers]);
  return id;
}

async function row(id: number) {
  const [found] = await getDb().select().from(contactRequests).where(eq(contactRequests.id, id));
  if (!found) throw new Error(`row ${id} is gone`);
  return found;
}

/** Makes a row due now, as if its retry time had come. */
async function makeDue(id: number) {
  await getDb()
    .update(contactRequests)
    .set({ nextAttemptAt: sql`now()` })
    .where(eq(contactRequests.id, id));
}

const sendsOf = (id: number) => received.filter((r) => r.id === id);

describe("one send per answer of EmailJS", () => {
  it("success: sent, with the form's fields as template params, the keys and the extras; attempts 1", async () => {
    const id = await stored(["ok"], { company: "Peach County Schools" });
    await worker().deliverDue();
    const after = await row(id);
    expect(after).toMatchObject({ status: "sent", attempts: 1, lastError: null, claimToken: null });
    expect(after.sentAt).toBeInstanceOf(Date);
    const [send] = sendsOf(id);
    expect(send?.body).toMatchObject({
      service_id: "service_test",
      template_id: "template_test",
      user_id: "pub-key",
      accessToken: "priv-key",
      template_params: {
        name: after.name,
        email: after.email,
        company: "Peach County Schools",
        phone: "",
        service: "Cybersecurity",
        message: after.message,
        page: `${SITE}/contact`,
        request_id: String(id),
        received_at: after.receivedAt.toISOString(),
      },
    });
  });

  it("gives EmailJS the visitor's address, exactly as stored, as reply_to (staff answer by replying)", async () => {
    counter += 1;
    const address = `Ada.Lovelace+Lead-${counter}@Analytical-Engines.example.org`;
    const { id } = await storeContactRequest(
      { name: "Ada Lovelace", email: address, message: "Please reply to me, not to the site." },
      { page: "/contact", clientIp: "203.0.113.5" },
    );
    behaviour.set(id, ["ok"]);
    await worker().deliverDue();
    expect(await row(id)).toMatchObject({ status: "sent" });
    const sends = sendsOf(id);
    expect(sends).toHaveLength(1);
    const params = (sends[0]!.body as { template_params: Record<string, unknown> }).template_params;
    expect(params.reply_to).toBe(address);
    expect(params.email).toBe(address);
  });

  it.each([
    ["400", /EmailJS answered 400: The template ID is invalid/],
    ["403", /EmailJS answered 403: API calls are disabled for non-browser applications/],
  ] as const)("%s is permanent: failed after one attempt and never tried again", async (answer, error) => {
    const id = await stored([answer]);
    await worker().deliverDue();
    const after = await row(id);
    expect(after).toMatchObject({ status: "failed", attempts: 1, sentAt: null });
    expect(after.lastError).toMatch(error);
    await makeDue(id);
    await worker().deliverDue();
    expect(sendsOf(id)).toHaveLength(1);
  });

  it.each([
    ["429", /EmailJS answered 429/],
    ["500", /EmailJS answered 500/],
    ["503", /EmailJS answered 503/],
    ["network", /./],
  ] as const)("%s is retried: still pending, attempts 1, next try after the base delay", async (answer, error) => {
    const id = await stored([answer, "ok"]);
    const before = Date.now();
    await worker().deliverDue();
    const after = await row(id);
    expect(after).toMatchObject({ status: "pending", attempts: 1, sentAt: null });
    expect(after.lastError).toMatch(error);
    const wait = (after.nextAttemptAt.getTime() - before) / 1000;
    expect(wait).toBeGreaterThan(BASE_SECONDS - 1);
    expect(wait).toBeLessThan(BASE_SECONDS + 10);
    // Not due yet: another pass leaves it alone.
    await worker().deliverDue();
    expect(sendsOf(id)).toHaveLength(1);
    // Once due, the service has recovered: sent on the second attempt.
    await makeDue(id);
    await worker().deliverDue();
    expect(await row(id)).toMatchObject({ status: "sent", attempts: 2, lastError: null });
  });

  it("a hung connection is cut at the timeout, the worker moves on, and the request is retried", async () => {
    const hung = await stored(["hang", "ok"]);
    const next = await stored(["ok"]);
    const started = Date.now();
    await worker({ timeoutMs: 400 }).deliverDue();
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(await row(hung)).toMatchObject({ status: "pending", attempts: 1, lastError: "no answer within 0.4 s" });
    // The connection itself was closed, not just given up on: nothing is left hanging.
    expect(outgoing.length).toBeGreaterThanOrEqual(2);
    expect(outgoing.filter((request) => !request.destroyed)).toHaveLength(0);
    expect((await row(next)).status).toBe("sent");
    await makeDue(hung);
    await worker().deliverDue();
    expect(await row(hung)).toMatchObject({ status: "sent", attempts: 2 });
  });

  it("gives up after the last allowed attempt: failed, with the last error", async () => {
    const id = await stored(["503"]);
    const w = worker({ maxAttempts: 3 });
    for (let i = 0; i < 3; i++) {
      await w.deliverDue();
      await makeDue(id);
    }
    await w.deliverDue();
    expect(await row(id)).toMatchObject({ status: "failed", attempts: 3, lastError: "EmailJS answered 503: busy" });
    expect(sendsOf(id)).toHaveLength(3);
  });

  it("waits longer after each failure (exponential backoff)", async () => {
    const id = await stored(["503"]);
    const waits: number[] = [];
    for (let i = 0; i < 3; i++) {
      const before = Date.now();
      await worker().deliverDue();
      waits.push(((await row(id)).nextAttemptAt.getTime() - before) / 1000);
      await makeDue(id);
    }
    expect(waits[0]).toBeCloseTo(BASE_SECONDS, -1);
    expect(waits[1]).toBeCloseTo(BASE_SECONDS * 2, -1);
    expect(waits[2]).toBeCloseTo(BASE_SECONDS * 4, -1);
    await getDb().update(contactRequests).set({ status: "failed" }).where(eq(contactRequests.id, id));
  });

  it("never sends a request stored as spam", async () => {
    const id = await stored(["ok"], { spam: true });
    await worker().deliverDue();
    expect(sendsOf(id)).toHaveLength(0);
    expect((await row(id)).status).toBe("spam");
  });
});

describe("claims", () => {
  it("two workers on one database, each with its own pool, send every request exactly once", async () => {
    const second = new pg.Pool({ connectionString: workerDatabaseUrl(), max: 4 });
    try {
      const ids: number[] = [];
      for (let i = 0; i < 40; i++) ids.push(await stored(["ok"]));
      const [a, b] = await Promise.all([worker().deliverDue(), worker({ db: drizzle(second) }).deliverDue()]);
      expect(a + b).toBeGreaterThanOrEqual(40);
      // Both took part, so the test really ran them against each other.
      expect(a).toBeGreaterThan(0);
      expect(b).toBeGreaterThan(0);
      const rows = await getDb().select().from(contactRequests).where(inArray(contactRequests.id, ids));
      expect(rows.every((r) => r.status === "sent" && r.attempts === 1)).toBe(true);
      for (const id of ids) expect(sendsOf(id), `request ${id}`).toHaveLength(1);
    } finally {
      await second.end();
    }
  });

  it("a claimed request is not claimed again while its send may still run; after the lease, it is (at least once)", async () => {
    const id = await stored(["ok"]);
    const db = getDb();
    // A worker claims it and dies before recording anything.
    let claim = await claimNextDue(db, 60);
    while (claim && claim.id !== id) claim = await claimNextDue(db, 60);
    expect(claim?.item.id).toBe(id);
    await worker().deliverDue();
    expect(sendsOf(id)).toHaveLength(0);
    // The lease ends: another worker sends it, and the dead claim can no longer record a result.
    await makeDue(id);
    await worker().deliverDue();
    expect(await row(id)).toMatchObject({ status: "sent", attempts: 2 });
    expect(await markSent(db, claim!)).toBe(false);
  });
});

describe("the running worker", () => {
  it("sends a new request as soon as it is woken, not at the next poll, and stops cleanly", async () => {
    const w = new DeliveryWorker({
      db: getDb(),
      send: emailJsSender(config, SITE, 2_000),
      sendTimeoutMs: 2_000,
      maxAttempts: 8,
      retryBaseSeconds: BASE_SECONDS,
      pollIntervalMs: 600_000,
    });
    w.start();
    try {
      await new Promise((resolve) => setTimeout(resolve, 200));
      const id = await stored(["ok"]);
      const started = Date.now();
      w.wake();
      while ((await row(id)).status !== "sent") {
        if (Date.now() - started > 5_000) throw new Error("not sent within 5 s of the wake-up");
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    } finally {
      await w.stop(5_000);
    }
  });

  it("at shutdown, waits for the send in flight to finish and record its outcome", async () => {
    const w = new DeliveryWorker({
      db: getDb(),
      send: emailJsSender(config, SITE, 700),
      sendTimeoutMs: 700,
      maxAttempts: 8,
      retryBaseSeconds: BASE_SECONDS,
      pollIntervalMs: 600_000,
    });
    const id = await stored(["hang"]);
    w.start();
    while (sendsOf(id).length === 0) await new Promise((resolve) => setTimeout(resolve, 10));
    await w.stop(5_000);
    expect(await row(id)).toMatchObject({ status: "pending", attempts: 1, lastError: "no answer within 0.7 s" });
    await getDb().update(contactRequests).set({ status: "failed" }).where(eq(contactRequests.id, id));
  });
});
