import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { getPool, type Database } from "~/lib/db/client.server";
import { posts } from "./tables";
import { useFreshDatabase } from "../../tests/support/fresh-database";
import { visiblePageQuery } from "./post-queries.server";

type PlanNode = { "Node Type": string; "Relation Name"?: string; "Index Name"?: string; Plans?: PlanNode[] };

let db: Database;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ db, drop } = await useFreshDatabase(inject("databaseUrl"), "posts_explain"));
  // A blog with years of history: 4,000 posts, most published, some scheduled (due or not), some drafts.
  await db.execute(sql`
    insert into ${posts} (title, slug, summary, content, tags, status, publish_date)
    select 'Post ' || n, 'post-' || n, 'Summary ' || n, '<p>Body ' || n || '</p>', 'Tag',
      case when n % 10 = 0 then 'draft' when n % 10 = 1 then 'scheduled' else 'published' end,
      case when n % 10 = 0 then null
           when n % 20 = 1 then now() + make_interval(days => n)
           else now() - make_interval(hours => n) end
    from generate_series(1, 4000) as n`);
  await db.execute(sql`analyze ${posts}`);
});
afterAll(() => drop());

function nodes(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(nodes)];
}

async function planOf(query: { toSQL(): { sql: string; params: unknown[] } }): Promise<PlanNode[]> {
  const { sql: text, params } = query.toSQL();
  const result = await getPool().query<{ "QUERY PLAN": [{ Plan: PlanNode }] }>(`explain (format json) ${text}`, params);
  return nodes(result.rows[0]!["QUERY PLAN"][0].Plan);
}

describe("the public list query", () => {
  it("walks the partial index posts_public_list_idx instead of scanning the table (first page and a later one)", async () => {
    const settings = await getPool().query<{ enable_seqscan: string }>("show enable_seqscan");
    expect(settings.rows[0]?.enable_seqscan).toBe("on");
    for (const offset of [0, 40]) {
      const plan = await planOf(visiblePageQuery(db, { limit: 10, offset }));
      const types = plan.map(
        (node) => `${node["Node Type"]}${node["Index Name"] ? ` using ${node["Index Name"]}` : ""}`,
      );
      expect(types, `plan at offset ${offset}`).toContain("Index Scan using posts_public_list_idx");
      expect(
        plan.filter((node) => node["Node Type"] === "Seq Scan"),
        `plan at offset ${offset}`,
      ).toEqual([]);
      expect(
        types.some((type) => type === "Sort" || type === "Incremental Sort"),
        `no sort step at offset ${offset}`,
      ).toBe(false);
    }
  });

  it("returns the rows the plan promises: visible only, newest first", async () => {
    const rows = await visiblePageQuery(db, { limit: 10, offset: 0 });
    expect(rows).toHaveLength(10);
    expect(
      rows.every((row) => row.status === "published" || (row.status === "scheduled" && row.publishDate! <= new Date())),
    ).toBe(true);
    const dates = rows.map((row) => row.publishDate!.getTime());
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });
});
