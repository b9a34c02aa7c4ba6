import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from "vitest";
import { useFreshDatabase } from "../../tests/support/fresh-database";
import type { Database } from "~/lib/db/client.server";
import { metricsRegistry, type SendChannel } from "~/lib/metrics.server";
import { emailOutbox } from "./tables";
import { deleteOutboxEmails, enqueueEmail, type OutboxEmail } from "./enqueue.server";
import { outboxQueue, type OutboxItem } from "./outbox-queue.server";
import { QueueWorker } from "./queue-worker.server";
import type { SendOutcome } from "./send-outcome";
import type { OutboxTemplate } from "./templates.server";

let db: Database;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ db, drop } = await useFreshDatabase(inject("databaseUrl"), "outbox"));
});
afterAll(async () => drop());
beforeEach(async () => {
  await db.delete(emailOutbox);
});

// The registry of templates is filled by the capabilities that send; the queue itself takes any name.
const email = (key: string, template = "greeting"): OutboxEmail => ({
  template: template as OutboxTemplate,
  key,
  to: "visitor@example.com",
  replyTo: "staff@example.com",
  params: { name: "Ada", email: "visitor@example.com" },
});

function worker(send: (item: OutboxItem) => Promise<SendOutcome>, templates = ["greeting"], channel?: SendChannel) {
  return new QueueWorker({
    queue: outboxQueue(db, templates),
    send,
    label: "test e-mail",
    channel,
    sendTimeoutMs: 1_000,
    maxAttempts: 3,
    retryBaseSeconds: 1,
    random: () => 0.5,
  });
}

async function rows() {
  return db.select().from(emailOutbox).orderBy(emailOutbox.id);
}

describe("the e-mail outbox", () => {
  it("stores one e-mail per key, with the recipient and reply-to among the template's variables", async () => {
    expect(await enqueueEmail(db, email("booking:1:confirmation"))).toBe(true);
    expect(await enqueueEmail(db, email("booking:1:confirmation"))).toBe(false);
    const stored = await rows();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ status: "pending", attempts: 0, template: "greeting" });
    expect(stored[0]!.params).toEqual({
      name: "Ada",
      email: "visitor@example.com",
      to_email: "visitor@example.com",
      reply_to: "staff@example.com",
    });
  });

  it("is stored or not with the caller's transaction", async () => {
    await expect(
      db.transaction(async (tx) => {
        await enqueueEmail(tx, email("rolled-back"));
        throw new Error("the booking failed");
      }),
    ).rejects.toThrow("the booking failed");
    expect(await rows()).toHaveLength(0);
  });

  it("sends each e-mail once and records it", async () => {
    await enqueueEmail(db, email("a"));
    await enqueueEmail(db, email("b"));
    const sent: string[] = [];
    const attempts = await worker(async (item) => {
      sent.push(item.key);
      return { kind: "sent" };
    }).deliverDue();
    expect(attempts).toBe(2);
    expect(sent).toEqual(["a", "b"]);
    expect((await rows()).map((r) => [r.status, r.attempts, r.sentAt !== null])).toEqual([
      ["sent", 1, true],
      ["sent", 1, true],
    ]);
    expect(await worker(async () => ({ kind: "sent" })).deliverDue()).toBe(0);
  });

  it("retries while the service is down, then sends once it is back", async () => {
    await enqueueEmail(db, email("later"));
    await worker(async () => ({ kind: "retry", error: "EmailJS answered 503" })).deliverDue();
    const [failed] = await rows();
    expect(failed).toMatchObject({ status: "pending", attempts: 1, lastError: "EmailJS answered 503" });
    expect(failed!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());

    await db.update(emailOutbox).set({ nextAttemptAt: new Date(Date.now() - 1000) });
    let sends = 0;
    await worker(async () => {
      sends += 1;
      return { kind: "sent" };
    }).deliverDue();
    expect(sends).toBe(1);
    expect(await rows()).toMatchObject([{ status: "sent", attempts: 2, lastError: null }]);
  });

  it("gives up at once on a permanent refusal, and after the last attempt on transient ones", async () => {
    await enqueueEmail(db, email("refused"));
    await worker(async () => ({ kind: "permanent", error: "EmailJS answered 400" })).deliverDue();
    expect(await rows()).toMatchObject([{ status: "failed", attempts: 1 }]);

    await enqueueEmail(db, email("flaky"));
    for (let i = 0; i < 3; i++) {
      await db
        .update(emailOutbox)
        .set({ nextAttemptAt: new Date(Date.now() - 1000) })
        .where(eq(emailOutbox.key, "flaky"));
      await worker(async () => ({ kind: "retry", error: "timeout" })).deliverDue();
    }
    const flaky = (await rows()).find((r) => r.key === "flaky");
    expect(flaky).toMatchObject({ status: "failed", attempts: 3 });
  });

  it("counts a failed send in its own channel's failure metric", async () => {
    const failures = async (name: string) =>
      Object.fromEntries(
        (await metricsRegistry.getSingleMetric(name)!.get()).values.map((v) => [String(v.labels.kind), v.value]),
      );
    const emailBefore = await failures("site_email_send_failures_total");
    const webhookBefore = await failures("site_webhook_send_failures_total");
    await enqueueEmail(db, { ...email("webhook-down"), template: "webhook:test" as OutboxTemplate });
    await worker(
      async () => ({ kind: "permanent", error: "Teams answered 404" }),
      ["webhook:test"],
      "webhook",
    ).deliverDue();
    await enqueueEmail(db, email("emailjs-down"));
    await worker(async () => ({ kind: "retry", error: "EmailJS answered 503" })).deliverDue();
    expect(await failures("site_webhook_send_failures_total")).toEqual({
      ...webhookBefore,
      permanent: webhookBefore.permanent! + 1,
    });
    expect(await failures("site_email_send_failures_total")).toEqual({ ...emailBefore, retry: emailBefore.retry! + 1 });
  });

  it("leaves e-mails of templates this process cannot send untouched", async () => {
    await enqueueEmail(db, email("unknown-kind", "not-configured"));
    const attempts = await worker(async () => ({ kind: "sent" }), ["greeting"]).deliverDue();
    expect(attempts).toBe(0);
    expect(await rows()).toMatchObject([{ status: "pending", attempts: 0 }]);
    expect(await outboxQueue(db, ["greeting"]).nextDueAt()).toBeUndefined();
    expect(await outboxQueue(db, []).claimNextDue(60)).toBeUndefined();
  });

  it("two workers on one database never send the same e-mail twice", async () => {
    for (let i = 0; i < 20; i++) await enqueueEmail(db, email(`shared:${i}`));
    const sent: string[] = [];
    const send = async (item: OutboxItem): Promise<SendOutcome> => {
      sent.push(item.key);
      await new Promise((resolve) => setTimeout(resolve, 5));
      return { kind: "sent" };
    };
    await Promise.all([worker(send).deliverDue(), worker(send).deliverDue()]);
    expect(sent).toHaveLength(20);
    expect(new Set(sent).size).toBe(20);
  });

  it("deletes a subject's e-mails by key prefix, taking the prefix literally", async () => {
    await enqueueEmail(db, email("booking:4:confirmation"));
    await enqueueEmail(db, email("booking:4:staff"));
    await enqueueEmail(db, email("booking:42:confirmation"));
    await enqueueEmail(db, email("booking_4:x"));
    expect(await deleteOutboxEmails(db, "booking:4:")).toBe(2);
    expect(await deleteOutboxEmails(db, "booking%4")).toBe(0);
    expect((await rows()).map((r) => r.key)).toEqual(["booking:42:confirmation", "booking_4:x"]);
  });
});
