import pg from "pg";
import QueryStream from "pg-query-stream";
import { appliedMigrations, columnsOf, qualified, sequenceValues, tablesInLoadOrder } from "./catalog.server";
import { FORMAT, FORMAT_VERSION, SESSION_SETTINGS, type Header, type Line, type Row } from "./dump-format";

/** Filled in as the dump goes: the header once read, each table once written. */
export interface DumpSummary {
  header?: Header;
  tables: { name: string; rows: number }[];
}

/**
 * The database's lines, read in one repeatable-read snapshot (as pg_dump reads): every table as
 * of the same instant, while the site goes on writing.
 */
export async function* dumpLines(client: pg.ClientBase, summary: DumpSummary): AsyncGenerator<Line> {
  await client.query("begin isolation level repeatable read read only");
  try {
    await client.query(SESSION_SETTINGS);
    const version = await client.query<{ server_version: string }>("show server_version");
    const header: Header = {
      format: FORMAT,
      version: FORMAT_VERSION,
      createdAt: new Date().toISOString(),
      serverVersion: version.rows[0]?.server_version ?? "unknown",
      migrations: await appliedMigrations(client),
    };
    summary.header = header;
    yield header;
    const tables = await tablesInLoadOrder(client);
    // As pg_dump does: a migration starting meanwhile (a new release booting) waits for the
    // backup, instead of changing a table between its listing and its rows.
    if (tables.length > 0) await client.query(`lock table ${tables.map(qualified).join(", ")} in access share mode`);
    for (const table of tables) {
      const columns = await columnsOf(client, table);
      yield { table: { ...table, columns } };
      const select = columns.map((column) => `${pg.escapeIdentifier(column.name)}::text`).join(", ");
      let rows = 0;
      const stream = client.query(
        new QueryStream(`select ${select} from only ${qualified(table)}`, [], { rowMode: "array", batchSize: 200 }),
      );
      for await (const row of stream) {
        yield row as Row;
        rows += 1;
      }
      yield { rows };
      summary.tables.push({ name: table.name, rows });
    }
    yield { sequences: await sequenceValues(client) };
    yield { complete: true, tables: tables.length };
  } finally {
    // Read only: nothing to keep, and a failed dump must not leave the connection in a transaction.
    await client.query("rollback").catch(() => {});
  }
}
