import { readFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";

/**
 * Opens a connection to the embedded PostgreSQL of a running (or stopped) server's DATA_DIR, the
 * way an operator would with psql: port from postmaster.pid, password from pg-password.
 */
export async function connectToDataDir(dataDir: string): Promise<pg.Client> {
  const pid = readFileSync(path.join(dataDir, "pg", "postmaster.pid"), "utf8").split("\n");
  const port = Number(pid[3]);
  const password = readFileSync(path.join(dataDir, "pg-password"), "utf8").trim();
  const client = new pg.Client({ host: "127.0.0.1", port, user: "postgres", password, database: "postgres" });
  await client.connect();
  return client;
}

export async function countRows(dataDir: string, table: string): Promise<number> {
  const client = await connectToDataDir(dataDir);
  try {
    const result = await client.query<{ n: string }>(`select count(*) as n from ${table}`);
    return Number(result.rows[0]?.n);
  } finally {
    await client.end();
  }
}
