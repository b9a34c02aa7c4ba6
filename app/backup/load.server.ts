import pg from "pg";
import { BackupError } from "./backup-error";
import { columnsOf, qualified, tablesInLoadOrder, type Table } from "./catalog.server";
import { SESSION_SETTINGS, type Column, type Line, type Row } from "./dump-format";

// PostgreSQL takes at most 65,535 parameters a statement; a batch also stays small in bytes.
const MAX_PARAMETERS = 60_000;
const MAX_BATCH_BYTES = 16 * 1024 * 1024;

interface Loading {
  table: Table;
  columns: Column[];
  batch: Row[];
  bytes: number;
  rows: number;
}

/**
 * Loads a backup's tables into a database already at the backup's schema, in one transaction: a
 * file that turns out damaged half-way loads nothing. The file lists tables parents first, so each
 * foreign key is checked as its row arrives.
 */
export async function loadTables(client: pg.ClientBase, lines: AsyncIterable<Line>, file: string) {
  const loaded: { name: string; rows: number }[] = [];
  let current: Loading | undefined;
  let complete = false;
  await client.query("begin");
  try {
    await client.query(SESSION_SETTINGS);
    // The database is new: whatever its migrations wrote (default opening hours and the like) is
    // replaced by what the backup holds.
    const fresh = await tablesInLoadOrder(client);
    if (fresh.length > 0) await client.query(`truncate ${fresh.map(qualified).join(", ")} restart identity`);
    for await (const line of lines) {
      if (Array.isArray(line)) {
        if (!current) throw new BackupError(`${file} has a row outside any table.`);
        current.batch.push(line);
        current.bytes += line.reduce((sum, value) => sum + (value?.length ?? 0), 0);
        if (current.batch.length * current.columns.length >= MAX_PARAMETERS || current.bytes >= MAX_BATCH_BYTES) {
          await flush(client, current);
        }
      } else if ("table" in line) {
        const { columns, ...table } = line.table;
        await checkColumns(client, table, columns);
        current = { table, columns, batch: [], bytes: 0, rows: 0 };
      } else if ("rows" in line) {
        if (!current) throw new BackupError(`${file} ends a table it never started.`);
        await flush(client, current);
        if (current.rows !== line.rows) {
          throw new BackupError(
            `${file}: table ${current.table.name} has ${current.rows} rows, the dump wrote ${line.rows}.`,
          );
        }
        loaded.push({ name: current.table.name, rows: current.rows });
        current = undefined;
      } else if ("sequences" in line) {
        for (const sequence of line.sequences) {
          if (sequence.value === null) continue;
          await client.query("select setval($1::regclass, $2::bigint, true)", [qualified(sequence), sequence.value]);
        }
      } else if ("complete" in line) {
        complete = line.tables === loaded.length;
      }
    }
    if (!complete) throw new BackupError(`${file} stops before its end: it is not a complete backup.`);
    await client.query("commit");
  } catch (error) {
    await client.query("rollback").catch(() => {});
    throw error;
  }
  return loaded;
}

async function flush(client: pg.ClientBase, loading: Loading): Promise<void> {
  const { batch, columns } = loading;
  if (batch.length === 0) return;
  const names = columns.map((column) => pg.escapeIdentifier(column.name)).join(", ");
  // Untyped text parameters: PostgreSQL reads each with its column's own input function.
  const values = batch
    .map((_, row) => `(${columns.map((__, column) => `$${row * columns.length + column + 1}`).join(", ")})`)
    .join(", ");
  await client.query(
    `insert into ${qualified(loading.table)} (${names}) overriding system value values ${values}`,
    batch.flat(),
  );
  loading.rows += batch.length;
  loading.batch = [];
  loading.bytes = 0;
}

async function checkColumns(client: pg.ClientBase, table: Table, expected: Column[]): Promise<void> {
  const actual = await columnsOf(client, table).catch(() => []);
  const describe = (columns: Column[]) =>
    columns
      .map((column) => `${column.name} ${column.type}`)
      .sort()
      .join(", ");
  if (describe(actual) !== describe(expected)) {
    throw new BackupError(
      `Table ${table.name} does not have the backup's columns after the backup's migrations ` +
        `(backup: ${describe(expected) || "none"}; here: ${describe(actual) || "no such table"}).`,
    );
  }
}
