import type { BackupStatus } from "./backup-status";

/** One line under the staff navigation: quiet when backups are fine, amber when not. */
export function BackupStatusLine({ status }: { status: BackupStatus }) {
  const tone =
    status.tone === "ok" ? "text-slate-600" : "rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-amber-900";
  return (
    <p data-testid="backup-status" className={`mt-3 text-sm ${tone}`}>
      {status.tone === "warning" ? <strong className="font-semibold">Backups: </strong> : null}
      {status.text}
    </p>
  );
}
