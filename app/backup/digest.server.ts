import { createHash } from "node:crypto";
import type { Line } from "./dump-format";

interface TableDigest {
  rows: number;
  /** Independent of row order: the sum of every row's hash, so a restored table compares equal. */
  checksum: string;
}

export interface DumpDigest {
  tables: Map<string, TableDigest>;
  sequences: string;
}

const MODULUS = 1n << 128n;

function rowHash(row: (string | null)[]): bigint {
  return BigInt(`0x${createHash("sha256").update(JSON.stringify(row)).digest("hex").slice(0, 32)}`);
}

/**
 * Each table's row count and checksum, and the sequences, of a dump as it goes by: the file's own
 * lines, or a database read the way a backup reads it (dumpLines), so both sides are the same
 * text of the same values.
 */
export async function digestOf(lines: AsyncIterable<Line>): Promise<DumpDigest> {
  const tables = new Map<string, TableDigest>();
  let sequences = "[]";
  let current: { name: string; rows: number; sum: bigint } | undefined;
  for await (const line of lines) {
    if (Array.isArray(line)) {
      if (!current) continue;
      current.rows += 1;
      current.sum = (current.sum + rowHash(line)) % MODULUS;
    } else if ("table" in line) {
      current = { name: `${line.table.schema}.${line.table.name}`, rows: 0, sum: 0n };
    } else if ("rows" in line && current) {
      tables.set(current.name, { rows: current.rows, checksum: current.sum.toString(16).padStart(32, "0") });
      current = undefined;
    } else if ("sequences" in line) {
      sequences = JSON.stringify([...line.sequences].sort((a, b) => a.name.localeCompare(b.name)));
    }
  }
  return { tables, sequences };
}

/** What differs between a dump and its restored copy, in words; empty when they hold the same. */
export function differences(dump: DumpDigest, restored: DumpDigest): string[] {
  const found: string[] = [];
  for (const [name, expected] of dump.tables) {
    const actual = restored.tables.get(name);
    if (!actual) found.push(`${name} is missing after the restore`);
    else if (actual.rows !== expected.rows) found.push(`${name} has ${actual.rows} rows, the backup ${expected.rows}`);
    else if (actual.checksum !== expected.checksum) found.push(`${name} holds other values than the backup`);
  }
  for (const name of restored.tables.keys()) {
    if (!dump.tables.has(name)) found.push(`${name} is not in the backup`);
  }
  if (dump.sequences !== restored.sequences) found.push("the sequences differ from the backup's");
  return found;
}
