import { readdirSync, rmSync } from "node:fs";
import path from "node:path";
import { parseBackupFileName } from "./backup-file";
import { backupsToDelete, type RotationPolicy } from "./rotation";

/** Deletes the finished backups in `dir` the policy does not keep; returns their names. Nothing else there is touched. */
export function rotateBackups(dir: string, now: Date, policy: RotationPolicy): string[] {
  const backups = readdirSync(dir).flatMap((name) => {
    const parsed = parseBackupFileName(name);
    return parsed ? [{ name, at: parsed.at }] : [];
  });
  const doomed = backupsToDelete(backups, now, policy);
  for (const name of doomed) rmSync(path.join(dir, name), { force: true });
  return doomed;
}
