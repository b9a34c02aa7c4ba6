import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import pg from "pg";
import { logger } from "../log.server";

// Queries name their feature's tables themselves (no `db.query.*` relational API), so the client
// needs no schema and this layer imports no feature.
export type Database = NodePgDatabase;

const log = logger("db");
let state: { pool: pg.Pool; db: Database; open: Set<pg.PoolClient> } | undefined;

// How long disconnecting waits for the pool's connections to finish closing.
const CLOSE_WAIT_MS = 2_000;

/**
 * `connectionWaitMs` is how long a query waits for a free connection before it fails (the
 * request then answers 503). Tests on a busy machine pass a longer wait: they check what happens,
 * not how fast.
 */
export function connectDatabase(
  url: string,
  { connectionWaitMs = 5_000 }: { connectionWaitMs?: number } = {},
): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: connectionWaitMs,
    idleTimeoutMillis: 30_000,
  });
  // An idle client losing its server (a restart, a failover) must not crash the process;
  // the pool replaces it on the next query.
  pool.on("error", (error) => log.warn("idle database connection lost", { error }));
  // A client checked out of the pool has no pool listener: if its server goes away between two
  // queries (or a transaction's statements), pg emits 'error' on the client itself, and an
  // 'error' event nobody listens to kills the process. The query in flight, if any, fails on its
  // own; the pool drops the broken client when it is released.
  const open = new Set<pg.PoolClient>();
  pool.on("connect", (client) => {
    client.on("error", (error) => log.warn("database connection lost", { error }));
    open.add(client);
    client.once("end", () => open.delete(client));
  });
  state = { pool, db: drizzle(pool), open };
  return state.db;
}

export function getDb(): Database {
  if (!state) throw new Error("The database is not connected yet (connectDatabase was not called).");
  return state.db;
}

export function getPool(): pg.Pool {
  if (!state) throw new Error("The database is not connected yet (connectDatabase was not called).");
  return state.pool;
}

/**
 * Ends the pool and waits until its connections have closed: pool.end() resolves once it has
 * asked each to close, and a PostgreSQL stopped right after would cut the ones still closing
 * (a "connection lost" warning at every other shutdown).
 */
export async function disconnectDatabase(): Promise<void> {
  const current = state;
  state = undefined;
  if (!current) return;
  await current.pool.end();
  const closing = [...current.open].map((client) => new Promise((resolve) => client.once("end", resolve)));
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([Promise.all(closing), new Promise((resolve) => (timer = setTimeout(resolve, CLOSE_WAIT_MS)))]);
  clearTimeout(timer);
}

/** True when the database answers a trivial query within the timeout. */
export async function databaseAnswers(timeoutMs = 2_000): Promise<boolean> {
  if (!state) return false;
  const pool = state.pool;
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      pool.query("select 1"),
      new Promise((_, reject) => (timer = setTimeout(() => reject(new Error("timeout")), timeoutMs))),
    ]);
    return true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
