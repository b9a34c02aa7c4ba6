import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type {} from "vitest";
import type { TestProject } from "vitest/node";
import { startEmbeddedPostgres, type EmbeddedPostgres } from "../../app/lib/db/embedded-postgres.server";
import { logger } from "../../app/lib/log.server";
import { workerDatabaseName } from "./worker-database";

declare module "vitest" {
  export interface ProvidedContext {
    databaseUrl: string;
  }
}

/** One empty database per worker (tests/support/worker-database.ts), made afresh for each run. */
async function createWorkerDatabases(serverUrl: string, workers: number): Promise<() => Promise<void>> {
  const names = Array.from({ length: workers }, (_, index) => workerDatabaseName(index + 1));
  const run = async (statements: string[]) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      for (const statement of statements) await client.query(statement);
    } finally {
      await client.end();
    }
  };
  const drop = () => run(names.map((name) => `drop database if exists "${name}" with (force)`));
  await drop();
  await run(names.map((name) => `create database "${name}"`));
  return drop;
}

/**
 * Unit tests that touch the database get a real PostgreSQL: TEST_DATABASE_URL when given (its
 * user needs CREATEDB), otherwise a throw-away embedded server (the same code the app boots with).
 */
export default async function setup(project: TestProject) {
  const workers = project.config.maxWorkers;
  const given = process.env.TEST_DATABASE_URL;
  if (given) {
    project.provide("databaseUrl", given);
    return createWorkerDatabases(given, workers);
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "msp-unit-db-"));
  let server: EmbeddedPostgres | undefined = await startEmbeddedPostgres({
    dataDir,
    runAsUser: process.env.EMBEDDED_PG_USER ?? "postgres",
    log: logger("test-postgres"),
    onUnexpectedExit: (reason) => {
      throw new Error(reason);
    },
  });
  project.provide("databaseUrl", server.url);
  await createWorkerDatabases(server.url, workers);
  return async () => {
    await server?.stop();
    server = undefined;
    rmSync(dataDir, { recursive: true, force: true });
  };
}
