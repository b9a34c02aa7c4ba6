import pg from "pg";
import type { AppliedMigration, Column } from "./dump-format";

// The site keeps everything in the public schema; drizzle's own bookkeeping lives in "drizzle"
// and is rebuilt by the migrations on restore, so it is recorded in the header, not as a table.
const SCHEMA = "public";

export interface Table {
  schema: string;
  name: string;
}

/**
 * The tables in an order where every table comes after those its foreign keys point to, so a
 * restore can load them one after another with every constraint checked as it goes.
 */
export async function tablesInLoadOrder(client: pg.ClientBase): Promise<Table[]> {
  const tables = await client.query<{ oid: number; name: string }>(
    `select c.oid, c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = $1 and c.relkind = 'r' order by c.relname`,
    [SCHEMA],
  );
  const references = await client.query<{ from: number; to: number }>(
    `select conrelid as from, confrelid as to from pg_constraint where contype = 'f' and conrelid <> confrelid`,
  );
  const pending = new Map(tables.rows.map((row) => [row.oid, row.name]));
  const ordered: Table[] = [];
  while (pending.size > 0) {
    const ready = [...pending].filter(([oid]) =>
      references.rows.every((ref) => ref.from !== oid || ref.to === oid || !pending.has(ref.to)),
    );
    if (ready.length === 0) {
      throw new Error(`foreign keys form a cycle between ${[...pending.values()].join(", ")}`);
    }
    for (const [oid, name] of ready) {
      ordered.push({ schema: SCHEMA, name });
      pending.delete(oid);
    }
  }
  return ordered;
}

/** The columns a row is written with: generated columns are left out, the target computes them. */
export async function columnsOf(client: pg.ClientBase, table: Table): Promise<Column[]> {
  const result = await client.query<Column>(
    `select attname as name, format_type(atttypid, atttypmod) as type from pg_attribute
      where attrelid = $1::regclass and attnum > 0 and not attisdropped and attgenerated = ''
      order by attnum`,
    [qualified(table)],
  );
  return result.rows;
}

export async function sequenceValues(client: pg.ClientBase) {
  const result = await client.query<{ schema: string; name: string; value: string | null }>(
    `select schemaname as schema, sequencename as name, last_value::text as value from pg_sequences
      where schemaname = $1 order by sequencename`,
    [SCHEMA],
  );
  return result.rows;
}

export async function appliedMigrations(client: pg.ClientBase): Promise<AppliedMigration[]> {
  const exists = await client.query(`select to_regclass('drizzle.__drizzle_migrations') is not null as found`);
  if (!(exists.rows[0] as { found: boolean }).found) return [];
  const result = await client.query<{ hash: string; when: string }>(
    `select hash, created_at::text as when from drizzle.__drizzle_migrations order by created_at, id`,
  );
  return result.rows.map((row) => ({ hash: row.hash, when: Number(row.when) }));
}

/** What a database holds of ours: its tables, and whether drizzle recorded any migration. */
export async function contentsOf(client: pg.ClientBase): Promise<{ tables: string[]; migrations: number }> {
  const tables = await client.query<{ name: string }>(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = $1 and c.relkind in ('r', 'p', 'v', 'm') order by 1`,
    [SCHEMA],
  );
  return { tables: tables.rows.map((row) => row.name), migrations: (await appliedMigrations(client)).length };
}

/**
 * Empties a database of the site's objects for `restore --force`. Object by object rather than
 * dropping the public schema, whose grants a hosted PostgreSQL (Supabase) sets up for its roles.
 */
export async function dropSiteObjects(client: pg.ClientBase): Promise<void> {
  await client.query("drop schema if exists drizzle cascade");
  const relations = await client.query<{ kind: string; name: string }>(
    `select c.relkind as kind, format('%I.%I', n.nspname, c.relname) as name
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = $1 and c.relkind in ('r', 'p', 'v', 'm', 'S', 'f')`,
    [SCHEMA],
  );
  const dropWord: Record<string, string> = { v: "view", m: "materialized view", S: "sequence", f: "foreign table" };
  for (const relation of relations.rows) {
    await client.query(`drop ${dropWord[relation.kind] ?? "table"} if exists ${relation.name} cascade`);
  }
  const functions = await client.query<{ signature: string }>(
    `select p.oid::regprocedure::text as signature from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = $1 and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')`,
    [SCHEMA],
  );
  for (const fn of functions.rows) await client.query(`drop function if exists ${fn.signature} cascade`);
}

export function qualified(table: Table): string {
  return `${pg.escapeIdentifier(table.schema)}.${pg.escapeIdentifier(table.name)}`;
}
