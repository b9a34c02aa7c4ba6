import { and, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from "vitest";
import type { Database } from "~/lib/db/client.server";
import { loadEnv } from "~/lib/env.server";
import { leads } from "~/leads/tables";
import { getLead } from "~/leads/query.server";
import { markNotSpam } from "~/leads/workflow.server";
import { emailOutbox } from "~/outbox/tables";
import { useFreshDatabase } from "../../tests/support/fresh-database";
import { acknowledgementKey, visitorDueTime } from "./acknowledgement";
import { markNotSpam as releaseFromInbox } from "./admin/inbox.server";
import { queueContactAcknowledgement } from "./acknowledgement.server";
import { storeContactRequest } from "./inbox.server";
import { deleteContactRequestsFrom } from "./privacy.server";

let db: Database;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ db, drop } = await useFreshDatabase(inject("databaseUrl"), "contact_ack"));
});
afterEach(() => {
  loadEnv({});
});
afterAll(() => drop());

const withAckTemplate = () => loadEnv({ EMAILJS_ACK_TEMPLATE_ID: "template_ack" });
const request = (email: string) => ({
  name: "Ada Byron",
  email,
  company: "Analytical Engines",
  message: "Our file server is full. Can you help this week?",
});
const acknowledgements = (id: number) =>
  db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.key, acknowledgementKey(id)), eq(emailOutbox.template, "contact-acknowledgement")));
const leadOf = async (id: number) => (await db.select().from(leads).where(eq(leads.contactRequestId, id)))[0]!;

describe("the visitor's acknowledgement of a contact request", () => {
  it("is queued with the request, once, with the lead's due time and what they sent", async () => {
    withAckTemplate();
    const { id } = await storeContactRequest(request("ada@example.com"), { page: "/contact", clientIp: null });
    const lead = await leadOf(id);
    const [mail, ...more] = await acknowledgements(id);
    expect(more).toEqual([]);
    expect(mail!.status).toBe("pending");
    expect(mail!.params).toMatchObject({
      to_email: "ada@example.com",
      respond_by: visitorDueTime(lead.respondBy),
      respond_by_utc: lead.respondBy.toISOString(),
      name: "Ada Byron",
      email: "ada@example.com",
      organization: "Analytical Engines",
      message: "Our file server is full. Can you help this week?",
    });
    expect(mail!.params.subject).toContain(visitorDueTime(lead.respondBy));

    // Queued again (a retried transaction, a second release): still one.
    expect(await queueContactAcknowledgement(db, { ...request("ada@example.com"), id }, new Date())).toBe(false);
    expect(await acknowledgements(id)).toHaveLength(1);
  });

  it("is not queued without its template", async () => {
    const { id } = await storeContactRequest(request("nobody@example.com"), { page: "/contact", clientIp: null });
    expect(await acknowledgements(id)).toEqual([]);
  });

  it("is not queued for a request held as spam, and is queued once when staff release it on the lead desk", async () => {
    withAckTemplate();
    const { id } = await storeContactRequest(request("held@example.com"), {
      page: "/contact",
      clientIp: null,
      spam: true,
    });
    expect(await acknowledgements(id)).toEqual([]);

    const lead = await leadOf(id);
    const actor = "owner@example.com";
    expect(await markNotSpam(lead.id, { actor, version: (await getLead(lead.id))!.version })).toEqual({ kind: "done" });
    const released = await leadOf(id);
    const mails = await acknowledgements(id);
    expect(mails).toHaveLength(1);
    // The clock restarted at the release: the visitor is told the lead's new due time.
    expect(mails[0]!.params.respond_by_utc).toBe(released.respondBy.toISOString());
    expect(released.respondBy.getTime()).toBeGreaterThanOrEqual(lead.respondBy.getTime());
  });

  it("is queued once when staff release the request from the messages page", async () => {
    withAckTemplate();
    const { id } = await storeContactRequest(request("inbox@example.com"), {
      page: "/contact",
      clientIp: null,
      spam: true,
    });
    expect(await releaseFromInbox(id, "staff@example.com")).toBe(true);
    expect(await releaseFromInbox(id, "staff@example.com")).toBe(false);
    expect(await acknowledgements(id)).toHaveLength(1);
    // Its lead follows, as on the lead desk: new, no longer held as spam.
    const [lead] = await db.select({ status: leads.status }).from(leads).where(eq(leads.contactRequestId, id));
    expect(lead).toEqual({ status: "new" });
  });
});

describe("erasing what is held about a person", () => {
  it("deletes their acknowledgements with their contact requests (they repeat the message)", async () => {
    withAckTemplate();
    const { id } = await storeContactRequest(request("erase@example.com"), { page: "/contact", clientIp: null });
    expect(await acknowledgements(id)).toHaveLength(1);
    expect(await deleteContactRequestsFrom(db, "erase@example.com")).toBe(1);
    expect(await acknowledgements(id)).toEqual([]);
  });
});

describe("the due time as a visitor reads it", () => {
  it.each([
    ["2026-12-07T14:30:00Z", "9:30 AM ET on Monday, December 7"],
    ["2026-07-06T17:05:59Z", "1:05 PM ET on Monday, July 6"],
    ["2027-01-04T15:00:00Z", "10:00 AM ET on Monday, January 4"],
  ])("%s is %s", (iso, words) => {
    expect(visitorDueTime(new Date(iso))).toBe(words);
  });
});
