import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Database } from "~/lib/db/client.server";
import { loadEnv } from "~/lib/env.server";
import { contactRequests } from "~/contact/tables";
import { loader as adminLayoutLoader } from "~/routes/admin";
import { loader as leadListLoader } from "~/routes/admin.leads";
import { answered as answerOf, runRoute } from "../../tests/support/route-harness";
import { useFreshDatabase } from "../../tests/support/fresh-database";
import { loadLeadDeskCounts } from "./desk-counts.server";
import { parseLeadCursor } from "./filters";
import { listLeads } from "./query.server";
import { recordLead } from "./record.server";
import { leads } from "./tables";

let db: Database;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ db, drop } = await useFreshDatabase(inject("databaseUrl"), "lead_desk_clock"));
  loadEnv({});
});
afterAll(() => drop());

/** Each group of tests starts from no leads, whichever ran before it. */
const noLeads = () => db.execute(sql`truncate leads, contact_requests cascade`);

const MINUTE = 60_000;
const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * MINUTE);

type Seed = {
  name: string;
  receivedAt: Date;
  respondBy: Date;
  status?: "new" | "contacted" | "spam";
  answeredAt?: Date;
};

/** A contact request and its lead, then its clock and status set as the test needs them. */
async function seed(input: Seed): Promise<string> {
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactRequests)
      .values({ name: input.name, email: "clock@example.com", message: "Please call", page: "/contact" })
      .returning({ id: contactRequests.id });
    const lead = await recordLead(tx, {
      kind: "contact",
      contactRequestId: row!.id,
      name: input.name,
      email: "clock@example.com",
      summary: `clockdesk ${input.name}`,
      receivedAt: input.receivedAt,
      spam: input.status === "spam",
    });
    return lead.id;
  });
  await db
    .update(leads)
    .set({ respondBy: input.respondBy, status: input.status ?? "new", firstResponseAt: input.answeredAt ?? null })
    .where(eq(leads.id, id));
  return id;
}

describe("the lead desk's clock", () => {
  const names: Record<string, string> = {};
  beforeAll(async () => {
    await noLeads();
    const lead = async (key: string, input: Omit<Seed, "name">) => {
      names[key] = `Clock ${key}`;
      await seed({ name: names[key], ...input });
    };
    // Received in this order, oldest first; due in another.
    await lead("overdue", { receivedAt: minutesFromNow(-300), respondBy: minutesFromNow(-34.5) });
    await lead("answered", {
      receivedAt: minutesFromNow(-240),
      respondBy: minutesFromNow(-120),
      status: "contacted",
      answeredAt: minutesFromNow(-200),
    });
    await lead("later", { receivedAt: minutesFromNow(-60), respondBy: minutesFromNow(300) });
    await lead("spam", { receivedAt: minutesFromNow(-50), respondBy: minutesFromNow(-10), status: "spam" });
    await lead("soon", { receivedAt: minutesFromNow(-30), respondBy: minutesFromNow(80.5) });
    // Moved back to new after an answer: it has had its first response, it waits for nobody.
    await lead("reopened", {
      receivedAt: minutesFromNow(-20),
      respondBy: minutesFromNow(-5),
      answeredAt: minutesFromNow(-15),
    });
  });

  it("lists the leads waiting for a first response first, soonest due first, then the rest newest first", async () => {
    const page = await listLeads({ q: "clockdesk" }, undefined, "due");
    expect(page.items.map((item) => item.name)).toEqual(
      ["overdue", "soon", "later", "reopened", "spam", "answered"].map((key) => names[key]),
    );
    const newest = await listLeads({ q: "clockdesk" }, undefined, "newest");
    expect(newest.items.map((item) => item.name)).toEqual(
      ["reopened", "soon", "spam", "later", "answered", "overdue"].map((key) => names[key]),
    );
  });

  it("shows each lead's clock in words, by default in the due order", async () => {
    const data = answerOf(await runRoute(leadListLoader, { path: "/admin/leads?q=clockdesk" })) as {
      sort: string;
      rows: { name: string; clock: { text: string } | null }[];
    };
    expect(data.sort).toBe("due");
    expect(data.rows.map((row) => [row.name, row.clock?.text ?? null])).toEqual([
      [names.overdue, "Overdue by 35 min"],
      [names.soon, "1 h 20 min left"],
      [names.later, expect.stringMatching(/^4 h 59 min left$|^5 h left$/)],
      [names.reopened, "Answered in 5 min"],
      [names.spam, null],
      [names.answered, "Answered in 40 min"],
    ]);
    const newest = answerOf(await runRoute(leadListLoader, { path: "/admin/leads?q=clockdesk&sort=newest" })) as {
      rows: { name: string }[];
    };
    expect(newest.rows[0]!.name).toBe(names.reopened);
  });

  it("counts the new and the overdue leads for the staff navigation, in the admin layout's data", async () => {
    expect(await loadLeadDeskCounts()).toEqual({ new: 4, overdue: 1 });
    const frame = answerOf(await runRoute(adminLayoutLoader, { path: "/admin" }));
    expect(frame.leadCounts).toEqual({ new: 4, overdue: 1 });
  });
});

describe("paging in the due order", () => {
  const ids: string[] = [];
  beforeAll(async () => {
    await noLeads();
    const due = minutesFromNow(90);
    const received = minutesFromNow(-10);
    for (let n = 0; n < 130; n++) {
      // Every third has been answered: the two groups interleave by arrival.
      const answered = n % 3 === 0;
      ids.push(
        await seed({
          name: `Dueorder ${n}`,
          receivedAt: received,
          respondBy: due,
          status: answered ? "contacted" : "new",
          answeredAt: answered ? received : undefined,
        }),
      );
    }
  });

  it("walks every lead once, forwards and back, across both groups and many equal times", async () => {
    const filter = { q: "Dueorder" };
    const pages = [];
    let page = await listLeads(filter, undefined, "due");
    expect(page.previous).toBeUndefined();
    for (;;) {
      pages.push(page);
      if (!page.next) break;
      page = await listLeads(filter, parseLeadCursor(new URLSearchParams({ after: page.next })), "due");
    }
    const seen = pages.flatMap((p) => p.items.map((item) => item.id));
    expect(pages.map((p) => p.items.length)).toEqual([50, 50, 30]);
    expect([...seen].sort()).toEqual([...ids].sort());
    // The waiting ones (86 of them) all come before the answered ones.
    const rows = await db
      .select({ id: leads.id, first: leads.firstResponseAt })
      .from(leads)
      .where(inArray(leads.id, seen));
    const answered = new Set(rows.filter((row) => row.first).map((row) => row.id));
    expect(seen.findIndex((id) => answered.has(id))).toBe(86);
    expect(seen.slice(86).every((id) => answered.has(id))).toBe(true);

    const back = await listLeads(filter, parseLeadCursor(new URLSearchParams({ before: page.previous! })), "due");
    expect(back.items.map((item) => item.id)).toEqual(pages[1]!.items.map((item) => item.id));
    const first = await listLeads(filter, parseLeadCursor(new URLSearchParams({ before: back.previous! })), "due");
    expect(first.items.map((item) => item.id)).toEqual(pages[0]!.items.map((item) => item.id));
    expect(first.previous).toBeUndefined();
  });

  it("starts again at the top when handed a cursor of the other order", async () => {
    const newest = await listLeads({ q: "Dueorder" }, undefined, "newest");
    const page = await listLeads(
      { q: "Dueorder" },
      parseLeadCursor(new URLSearchParams({ after: newest.next! })),
      "due",
    );
    expect(page.previous).toBeUndefined();
  });
});
