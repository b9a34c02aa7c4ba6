import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type {} from "vitest";
import type { TestProject } from "vitest/node";
import { startEmbeddedPostgres, type EmbeddedPostgres } from "../../app/lib/db/embedded-postgres.server";
import { logger } from "../../app/lib/log.server";

declare module "vitest" {
  export interface ProvidedContext {
    databaseUrl: string;
  }
}

/**
 * Unit tests that touch the database get a real PostgreSQL: TEST_DATABASE_URL when given,
 * otherwise a throw-away embedded server (the same code the app boots with).
 */
export default async function setup(project: TestProject) {
  const given = process.env.TEST_DATABASE_URL;
  if (given) {
    project.provide("databaseUrl", given);
    return;
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
  return async () => {
    await server?.stop();
    server = undefined;
    rmSync(dataDir, { recursive: true, force: true });
  };
}
