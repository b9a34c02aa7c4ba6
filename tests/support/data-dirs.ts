import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { initialise } from "../../app/lib/db/embedded-postgres/cluster.server";
import { binaries, identityFor, own } from "../../app/lib/db/embedded-postgres/tools.server";
import { logger } from "../../app/lib/log.server";

/** An empty data folder: the server's first start sets up its database (see initialisedDataDir). */
export function tempDataDir(label: string): string {
  return mkdtempSync(path.join(os.tmpdir(), `msp-${label}-`));
}

let template: Promise<string> | undefined;

/** One cluster per test process, set up by the product's own first-start code, removed at exit. */
function templateCluster(): Promise<string> {
  template ??= (async () => {
    const dir = tempDataDir("template");
    process.once("exit", () => rmSync(dir, { recursive: true, force: true }));
    const who = identityFor(process.env.EMBEDDED_PG_USER ?? "postgres");
    own(dir, who);
    await initialise(dir, await binaries(), who, logger("test"));
    return dir;
  })();
  return template;
}

/**
 * A data folder whose embedded PostgreSQL is already set up, as after a first start that stopped
 * before the site migrated or seeded anything: a copy (owners and modes kept) of a cluster made
 * once per test process. initdb is the costliest part of a first start, a second or two of CPU on
 * a busy machine, and the process tests start dozens of servers; the first start itself is tested
 * on empty folders (tempDataDir) by tests/server/lifecycle.spec.ts, config.spec.ts and others.
 */
export async function initialisedDataDir(label: string): Promise<string> {
  const source = await templateCluster();
  const dir = tempDataDir(label);
  execFileSync("cp", ["-a", `${source}/.`, dir]);
  return dir;
}
