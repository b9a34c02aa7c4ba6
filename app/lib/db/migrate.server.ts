import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import type pg from "pg";
import type { Database } from "./client.server";
import { getPool } from "./client.server";

// Any constant works; it only has to be the same for every instance of this app.
const MIGRATION_LOCK = 727_001;

/**
 * Applies the SQL migrations in ./drizzle. Several instances may boot at once against one
 * PostgreSQL, so they take turns under an advisory lock.
 */
export async function applyMigrations(db: Database, migrationsFolder: string): Promise<void> {
  const client = await getPool().connect();
  try {
    await underMigrationLock(client, () => migrate(db, { migrationsFolder }));
  } finally {
    client.release();
  }
}

/**
 * The same, on one connection of the caller's (a restore has no pool): the migrations run on that
 * connection, under the lock the servers take.
 */
export async function applyMigrationsOn(client: pg.Client, migrationsFolder: string): Promise<void> {
  await underMigrationLock(client, () => migrate(drizzle(client), { migrationsFolder }));
}

async function underMigrationLock(client: pg.ClientBase, work: () => Promise<void>): Promise<void> {
  await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK]);
  try {
    await work();
  } finally {
    await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK]);
  }
}
