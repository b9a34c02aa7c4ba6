import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { getPool, type Database } from "~/lib/db/client.server";
import { contactRequests } from "~/contact/tables";
import { terminateBackend, useFreshDatabase } from "../../tests/support/fresh-database";
import { LEADS_CHANNEL } from "./live-notify.server";
import { createLeadListener, type LeadChange } from "./live.server";
import { recordLead } from "./record.server";
import { changeStatus } from "./workflow.server";
import { getLead } from "./query.server";

let db: Database;
let url: string;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ db, url, drop } = await useFreshDatabase(inject("databaseUrl"), "lead_live"));
});
afterAll(() => drop());

async function until(what: string, check: () => boolean | Promise<boolean>, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The backends of this test's database LISTENing on the lead channel (their pids). */
async function listeners(): Promise<number[]> {
  const result = await getPool().query<{ pid: number }>(
    "select pid from pg_stat_activity where datname = current_database() and query = $1",
    [`LISTEN ${LEADS_CHANNEL}`],
  );
  return result.rows.map((row) => row.pid);
}

async function newLead(rollback = false): Promise<string> {
  let id = "";
  await db
    .transaction(async (tx) => {
      const [row] = await tx
        .insert(contactRequests)
        .values({ name: "Live Lead", email: "live@example.com", message: "Hello", page: "/contact" })
        .returning({ id: contactRequests.id, receivedAt: contactRequests.receivedAt });
      ({ id } = await recordLead(tx, {
        kind: "contact",
        contactRequestId: row!.id,
        name: "Live Lead",
        email: "live@example.com",
        summary: "Hello",
        receivedAt: row!.receivedAt,
      }));
      if (rollback) tx.rollback();
    })
    .catch((error: unknown) => {
      if (!rollback) throw error;
    });
  return id;
}

const listener = () => createLeadListener({ newClient: () => new pg.Client({ connectionString: url }), retryMs: 20 });

describe("the lead desk's listener", () => {
  it("connects for the first page watching, shares the connection, and closes it when the last one leaves", async () => {
    const live = listener();
    expect(live.state()).toEqual({ subscribers: 0, listening: false });
    expect(await listeners()).toEqual([]);

    const first: LeadChange[] = [];
    const second: LeadChange[] = [];
    const leaveFirst = live.subscribe((change) => first.push(change));
    const leaveSecond = live.subscribe((change) => second.push(change));
    await until("listening", () => live.state().listening);
    expect(await listeners()).toHaveLength(1);

    const id = await newLead();
    await until("the new lead heard", () => first.length === 1 && second.length === 1);
    expect(first).toEqual([{ kind: "changed", leadId: id }]);

    leaveFirst();
    expect(live.state()).toEqual({ subscribers: 1, listening: true });
    leaveSecond();
    expect(live.state()).toEqual({ subscribers: 0, listening: false });
    await until("the connection closed", async () => (await listeners()).length === 0);
  });

  it("hears a change only once it is committed, and nothing of a rolled-back lead", async () => {
    const live = listener();
    const heard: LeadChange[] = [];
    const leave = live.subscribe((change) => heard.push(change));
    await until("listening", () => live.state().listening);

    await newLead(true);
    const id = await newLead();
    const version = (await getLead(id))!.version;
    expect(await changeStatus(id, { actor: "staff@example.com", version, to: "contacted" })).toEqual({ kind: "done" });
    await until("two changes heard", () => heard.length === 2);
    expect(heard).toEqual([
      { kind: "changed", leadId: id },
      { kind: "changed", leadId: id },
    ]);
    leave();
  });

  it("connects again after losing its connection, and tells every page to look again", async () => {
    const live = listener();
    const heard: LeadChange[] = [];
    const leave = live.subscribe((change) => heard.push(change));
    await until("listening", () => live.state().listening);
    const [pid] = await listeners();
    await terminateBackend(url, pid!);

    await until("told to look again", () => heard.some((change) => change.kind === "resync"));
    expect(live.state().listening).toBe(true);
    const after = await listeners();
    expect(after).toHaveLength(1);
    expect(after[0]).not.toBe(pid);
    const id = await newLead();
    await until("a lead heard after reconnecting", () =>
      heard.some((change) => change.kind === "changed" && change.leadId === id),
    );
    leave();
    await until("the connection closed", async () => (await listeners()).length === 0);
  });

  it("keeps trying while the database cannot be reached, and stops trying when the last page leaves", async () => {
    let attempts = 0;
    const live = createLeadListener({
      newClient: () => {
        attempts += 1;
        return new pg.Client({ connectionString: "postgres://nobody@127.0.0.1:9/none", connectionTimeoutMillis: 500 });
      },
      retryMs: 10,
    });
    const leave = live.subscribe(() => {});
    await until("a few attempts", () => attempts >= 3);
    expect(live.state().listening).toBe(false);
    leave();
    const stoppedAt = attempts;
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(attempts).toBe(stoppedAt);
  });
});
