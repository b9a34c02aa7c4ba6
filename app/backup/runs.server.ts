import { and, desc, eq, isNotNull } from "drizzle-orm";
import type { Database } from "~/lib/db/client.server";
import { backupRuns } from "./tables";

// The record of automatic backups: one row per scheduled night, claimed by the instance that
// makes it, then finished as verified or failed.

/**
 * Claims a night's backup for this instance. The unique slot decides: of several instances on one
 * database, exactly one gets an id back; the others get undefined and leave the night to it.
 */
export async function claimSlot(db: Database, slot: string, startedAt: Date): Promise<number | undefined> {
  const [claimed] = await db
    .insert(backupRuns)
    .values({ slot, startedAt })
    .onConflictDoNothing({ target: backupRuns.slot })
    .returning({ id: backupRuns.id });
  return claimed?.id;
}

export type RunOutcome =
  | { status: "verified"; file: string; bytes: number; schemaIndex: number }
  | { status: "failed"; error: string; file?: string; bytes?: number; schemaIndex?: number };

export async function finishRun(db: Database, id: number, finishedAt: Date, outcome: RunOutcome): Promise<void> {
  await db
    .update(backupRuns)
    .set({ ...outcome, finishedAt })
    .where(eq(backupRuns.id, id));
}

export interface LastRuns {
  lastVerified: { finishedAt: Date; file: string; bytes: number } | undefined;
  /** The newest finished run, verified or not: a failure after the last good one shows as such. */
  lastFinished: { finishedAt: Date; status: "verified" | "failed" } | undefined;
}

export async function lastRuns(db: Database): Promise<LastRuns> {
  const [verified] = await db
    .select({ finishedAt: backupRuns.finishedAt, file: backupRuns.file, bytes: backupRuns.bytes })
    .from(backupRuns)
    .where(and(eq(backupRuns.status, "verified"), isNotNull(backupRuns.finishedAt)))
    .orderBy(desc(backupRuns.finishedAt))
    .limit(1);
  const [finished] = await db
    .select({ finishedAt: backupRuns.finishedAt, status: backupRuns.status })
    .from(backupRuns)
    .where(isNotNull(backupRuns.finishedAt))
    .orderBy(desc(backupRuns.finishedAt))
    .limit(1);
  return {
    lastVerified: verified?.finishedAt
      ? { finishedAt: verified.finishedAt, file: verified.file ?? "", bytes: verified.bytes ?? 0 }
      : undefined,
    lastFinished:
      finished?.finishedAt && finished.status !== "running"
        ? { finishedAt: finished.finishedAt, status: finished.status }
        : undefined,
  };
}
