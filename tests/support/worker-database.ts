import { inject } from "vitest";

/** The name of the database that the files run by one Vitest worker share. */
export const workerDatabaseName = (poolId: number) => `unit_worker_${poolId}`;

/**
 * This worker's database (created by tests/support/vitest-database.ts, one per worker): a file that
 * needs no exact row counts of its own uses it, and never meets the rows of a file that another
 * worker runs at the same time.
 */
export function workerDatabaseUrl(): string {
  const url = new URL(inject("databaseUrl"));
  url.pathname = `/${workerDatabaseName(Number(process.env.VITEST_POOL_ID ?? "1"))}`;
  return url.toString();
}
