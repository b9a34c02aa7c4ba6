import { sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";

/**
 * A check that a text column holds one of a vocabulary, written from the same list the code uses,
 * so the database and the code cannot disagree. The values are our own constants, never input.
 */
export function oneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  if (values.some((value) => !/^[a-z_]+$/.test(value))) throw new Error(`not a vocabulary: ${values.join(", ")}`);
  return sql`${column} in (${sql.raw(values.map((value) => `'${value}'`).join(", "))})`;
}
