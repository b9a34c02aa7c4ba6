// Names in BACKUP_DIR. Only a name that parses as a finished backup counts as one: an interrupted
// run leaves a `.partial` whose name never does, so nothing that lists backups can mistake it.

const FINISHED = /^backup-(\d{4})-(\d{2})-(\d{2})T(\d{2})(\d{2})(\d{2})Z-schema(\d{4,})\.dump$/;
const PARTIAL = /^backup-[0-9TZ-]+\.pid(\d+)\.partial$/;

/** 2026-11-25T18:15:00.123Z -> 2026-11-25T181500Z: sorts by time, and no colon for other file systems. */
function stamp(at: Date): string {
  return at
    .toISOString()
    .replace(/\.\d{3}Z$/, "Z")
    .replaceAll(":", "");
}

/** `schemaIndex`: the position of the last applied migration (0014 for drizzle/0014_*.sql). */
export function backupFileName(at: Date, schemaIndex: number): string {
  if (!Number.isInteger(schemaIndex) || schemaIndex < 0) throw new RangeError(`bad schema index ${schemaIndex}`);
  return `backup-${stamp(at)}-schema${String(schemaIndex).padStart(4, "0")}.dump`;
}

export function partialFileName(at: Date, pid: number): string {
  return `backup-${stamp(at)}.pid${pid}.partial`;
}

export function parseBackupFileName(name: string): { at: Date; schemaIndex: number } | undefined {
  const match = FINISHED.exec(name);
  if (!match) return undefined;
  const [, year, month, day, hours, minutes, seconds, schema] = match;
  const at = new Date(`${year}-${month}-${day}T${hours}:${minutes}:${seconds}Z`);
  if (Number.isNaN(at.getTime())) return undefined;
  return { at, schemaIndex: Number(schema) };
}

/** The process that was writing a partial file, so a live run's file is left alone. */
export function partialFileWriter(name: string): number | undefined {
  const match = PARTIAL.exec(name);
  return match ? Number(match[1]) : undefined;
}
