import { migrate } from "drizzle-orm/node-postgres/migrator";
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
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK]);
    try {
      await migrate(db, { migrationsFolder });
    } finally {
      await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK]);
    }
  } finally {
    client.release();
  }
}
