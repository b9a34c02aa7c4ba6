import { randomBytes } from "node:crypto";
import path from "node:path";
import pg from "pg";
import { connectDatabase, disconnectDatabase, type Database } from "../../app/lib/db/client.server";
import { applyMigrations } from "../../app/lib/db/migrate.server";

const MIGRATIONS = path.resolve(import.meta.dirname, "../../drizzle");

async function admin<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * A database of its own, migrated, for a unit test file that needs exact row counts (test files
 * run in parallel on one PostgreSQL server). Connects the app's pool to it; `drop()` disconnects
 * and removes it.
 */
export async function useFreshDatabase(
  serverUrl: string,
  label: string,
): Promise<{ db: Database; url: string; drop(): Promise<void> }> {
  const name = `t_${label.replace(/[^a-z0-9_]/gi, "_").toLowerCase()}_${randomBytes(4).toString("hex")}`;
  await admin(serverUrl, (client) => client.query(`create database "${name}"`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  // A burst of 50 transactions on the pool of 10 (the booking race) can wait past the server's
  // 5 s on a loaded CI machine; the test timeout (20 s) still bounds it.
  const db = connectDatabase(url.toString(), { connectionWaitMs: 15_000 });
  await applyMigrations(db, MIGRATIONS);
  return {
    db,
    url: url.toString(),
    drop: async () => {
      await disconnectDatabase();
      await admin(serverUrl, (client) => client.query(`drop database if exists "${name}" with (force)`));
    },
  };
}

/** Ends one backend from another connection, as a database restart or failover does. */
export async function terminateBackend(url: string, pid: number): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query("select pg_terminate_backend($1)", [pid]);
  } finally {
    await admin.end();
  }
}
