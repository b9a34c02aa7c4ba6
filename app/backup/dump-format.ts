// A backup is gzip-compressed JSON lines: a header, then each table (its columns, its rows as
// arrays of PostgreSQL's own text for each value, its row count), the sequences, and a last line
// that only a dump which got to the end writes. Text in and out goes through each type's own
// input and output functions, as COPY does, so every value comes back exactly.

export const FORMAT = "peachtree-site-backup";
export const FORMAT_VERSION = 1;

/** One row of drizzle's migrations table: which migration, identified as drizzle does. */
export interface AppliedMigration {
  hash: string;
  when: number;
}

export interface Header {
  format: typeof FORMAT;
  version: typeof FORMAT_VERSION;
  createdAt: string;
  serverVersion: string;
  migrations: AppliedMigration[];
}

export interface Column {
  name: string;
  type: string;
}

interface TableStart {
  table: { schema: string; name: string; columns: Column[] };
}

interface TableEnd {
  rows: number;
}

interface Sequences {
  sequences: { schema: string; name: string; value: string | null }[];
}

interface Trailer {
  complete: true;
  tables: number;
}

/** A row: one entry per column, in the order of its table's columns. */
export type Row = (string | null)[];

export type Line = Header | TableStart | TableEnd | Row | Sequences | Trailer;

/** The settings that make every value's text the same whatever the server's defaults. */
export const SESSION_SETTINGS = [
  "set local timezone = 'UTC'",
  "set local datestyle = 'ISO, YMD'",
  "set local intervalstyle = 'postgres'",
  "set local extra_float_digits = 3",
  "set local bytea_output = 'hex'",
].join("; ");

export function schemaIndex(migrations: AppliedMigration[]): number {
  return migrations.length - 1;
}
