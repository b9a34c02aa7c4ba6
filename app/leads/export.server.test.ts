import { parse } from "csv-parse/sync";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { getPool, type Database } from "~/lib/db/client.server";
import { contactRequests } from "~/contact/tables";
import { useFreshDatabase } from "../../tests/support/fresh-database";
import { LEAD_CSV_HEADER } from "./csv.server";
import { streamLeadsCsv } from "./export.server";
import { recordLead } from "./record.server";
import { loader } from "~/routes/admin.leads.export.csv";
import { answerOf, runRoute, thrownBy } from "../../tests/support/route-harness";

let db: Database;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ db, drop } = await useFreshDatabase(inject("databaseUrl"), "lead_export"));
});
afterAll(() => drop());

const SITE = "https://www.example.com";

async function contactLead(name: string, receivedAt: Date, phone: string | null = null) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactRequests)
      .values({
        name,
        email: `${name.length}@example.com`,
        phone,
        message: `From ${name}`,
        page: "/contact",
        receivedAt,
      })
      .returning({ id: contactRequests.id });
    await recordLead(tx, {
      kind: "contact",
      contactRequestId: row!.id,
      name,
      email: `${name.length}@example.com`,
      summary: `From ${name}`,
      receivedAt,
    });
  });
}

/** The bytes as text, the BOM kept (Response.text() would drop it). */
async function readAll(stream: ReadableStream<Uint8Array>): Promise<string> {
  const bytes = new Uint8Array(await new Response(stream).arrayBuffer());
  return new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes);
}

const column = (name: (typeof LEAD_CSV_HEADER)[number]) => LEAD_CSV_HEADER.indexOf(name);

/** Connections the pool has handed out and not had back. */
const checkedOut = () => getPool().totalCount - getPool().idleCount;

async function eventually(check: () => Promise<boolean> | boolean, what: string) {
  for (let i = 0; i < 100; i++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`never happened: ${what}`);
}

/** Backends other than this test's own helpers still running the export's query. */
async function exportQueriesRunning(): Promise<number> {
  const rows = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and query like '%coalesce(%phone%' and pid <> pg_backend_pid()`,
  );
  return rows.rows[0]!.n;
}

describe("the lead export", () => {
  it("streams the filter's leads newest first, with the phone from the source and hostile text neutralised", async () => {
    await contactLead("Old Ann", new Date("2026-01-05T15:00:00Z"), "404-555-0100");
    await contactLead('=HYPERLINK("https://evil.example","x")', new Date("2026-02-05T15:00:00Z"));
    await contactLead("New Bea", new Date("2026-03-05T15:00:00Z"));

    const csv = await readAll(await streamLeadsCsv({}, { siteUrl: SITE }));
    expect(csv.startsWith("\uFEFF")).toBe(true);
    const [header, ...rows] = parse(csv, { bom: true }) as string[][];
    expect(header).toEqual([...LEAD_CSV_HEADER]);
    expect(rows.map((r) => r[column("Name")])).toEqual([
      "New Bea",
      `'=HYPERLINK("https://evil.example","x")`,
      "Old Ann",
    ]);
    expect(rows[2]![column("Phone")]).toBe("404-555-0100");
    expect(rows[2]![column("Received (Eastern)")]).toBe("2026-01-05 10:00 EST");
    expect(rows[0]![column("Link")]).toBe(`${SITE}/admin/leads/${rows[0]![column("Lead ID")]}`);

    const filtered = parse(await readAll(await streamLeadsCsv({ q: "bea" }, { siteUrl: SITE })), { bom: true });
    expect(filtered.slice(1).map((r: string[]) => r[column("Name")])).toEqual(["New Bea"]);
    const none = parse(await readAll(await streamLeadsCsv({ kind: "booking" }, { siteUrl: SITE })), { bom: true });
    expect(none).toEqual([[...LEAD_CSV_HEADER]]);
    await eventually(() => checkedOut() === 0, "every export's connection released once read to its end");
  });

  describe("with more leads than one read", () => {
    beforeAll(async () => {
      // 20,000 leads in two statements: far more than the stream's buffers hold.
      await db.execute(sql`
        with requests as (
          insert into contact_requests (name, email, message, page, received_at)
          select 'Bulk ' || n, 'bulk' || n || '@example.com', repeat('words ', 40), '/contact', now() - n * interval '1 minute'
          from generate_series(1, 20000) as n
          returning id, name, email, message, received_at
        )
        insert into leads (kind, contact_request_id, name, email, summary, received_at)
        select 'contact', id, name, email, message, received_at from requests`);
    });
    // The other tests count their own few leads, in whatever order they run.
    afterAll(async () => {
      await db.execute(sql`delete from contact_requests where email like 'bulk%@example.com'`);
    });

    it("gives the connection back when the reader cancels mid-download", async () => {
      const stream = await streamLeadsCsv({}, { siteUrl: SITE });
      const reader = stream.getReader();
      const first = await reader.read();
      expect(first.done).toBe(false);
      expect(checkedOut()).toBe(1);
      await reader.cancel();
      await eventually(() => checkedOut() === 0, "the export's connection released");
      await eventually(async () => (await exportQueriesRunning()) === 0, "no export query left on the server");
    });

    it("gives the connection back when the request is aborted (the client went away)", async () => {
      const controller = new AbortController();
      const stream = await streamLeadsCsv({}, { siteUrl: SITE, signal: controller.signal });
      const reader = stream.getReader();
      await reader.read();
      controller.abort();
      await eventually(() => checkedOut() === 0, "the export's connection released");
      // The pool still works: a fresh export runs to its end.
      const csv = await readAll(await streamLeadsCsv({ q: "bulk" }, { siteUrl: SITE }));
      expect(csv.split("\r\n").filter(Boolean)).toHaveLength(1 + 20_000);
    });
  });
});

describe("/admin/leads/export.csv", () => {
  const path = "/admin/leads/export.csv?q=Private+Person";
  const run = (admin?: null) => runRoute<unknown>(loader, { path, ...(admin === null ? { admin: null } : {}) });
  beforeAll(() => contactLead("Private Person", new Date()));
  // The export tests above count their own leads, in whatever order the groups run.
  afterAll(async () => {
    await db.delete(contactRequests).where(eq(contactRequests.name, "Private Person"));
  });

  // The /admin layout's middleware guards it over HTTP; this pins the route's own check, which
  // still holds should the route ever be mounted outside that layout.
  it("refuses an anonymous request with 403 and no CSV", async () => {
    expect(answerOf(thrownBy(await run(null))).status).toBe(403);
  });

  it("sends the signed-in admin the filter's CSV", async () => {
    const { outcome } = await run();
    if (!("returned" in outcome) || !(outcome.returned instanceof Response)) throw new Error("no CSV answered");
    expect(outcome.returned.status).toBe(200);
    expect(outcome.returned.headers.get("Content-Type")).toMatch(/^text\/csv/);
    expect(await outcome.returned.text()).toContain("Private Person");
  });
});
