import { sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";

// Checks written from the same constants the code uses, so the database and the code cannot
// disagree. The values are our own constants, never input.

/** The column holds one word of a vocabulary. */
export function oneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  if (values.some((value) => !/^[a-z_]+$/.test(value))) throw new Error(`not a vocabulary: ${values.join(", ")}`);
  return sql`${column} in (${sql.raw(values.map((value) => `'${value}'`).join(", "))})`;
}

/** The column's whole number lies within the limits, both included. */
export function within(column: AnyPgColumn, { min, max }: { min: number; max: number }): SQL {
  if (!Number.isInteger(min) || !Number.isInteger(max)) throw new Error(`not whole limits: ${min}, ${max}`);
  return sql`${column} between ${sql.raw(String(min))} and ${sql.raw(String(max))}`;
}
