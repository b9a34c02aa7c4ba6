import type pg from "pg";

/**
 * Every table of the public schema as one digest of its rows (each row's text, sorted), and each
 * sequence's position: two databases with equal digests hold the same data, byte for byte.
 */
export async function tableDigests(client: pg.ClientBase) {
  const tables = await client.query<{ name: string }>(
    "select tablename as name from pg_tables where schemaname = 'public' order by 1",
  );
  const digests: Record<string, string> = {};
  for (const { name } of tables.rows) {
    const result = await client.query<{ rows: string; digest: string | null }>(
      `select count(*)::text as rows, md5(string_agg(t::text, ',' order by t::text)) as digest from public."${name}" t`,
    );
    const row = result.rows[0];
    digests[name] = `${row?.rows} rows, ${row?.digest ?? "empty"}`;
  }
  const sequences = await client.query(
    "select sequencename, last_value from pg_sequences where schemaname = 'public' order by 1",
  );
  return { digests, sequences: sequences.rows };
}
