import type { StepKey } from "./questions";

// The audit's addresses, built in one place for pages, redirects and e-mails (no server code: the
// staff pages link to results too).
export const AUDIT_PATH = "/free-it-audit";

export const stepPath = (draftId: string, step: StepKey) => `${AUDIT_PATH}/${draftId}/${step}`;
export const resultPath = (publicId: string) => `${AUDIT_PATH}/result/${publicId}`;
/** The audit's page in the staff area (by its row id, which never leaves the staff pages). */
export const staffAuditPath = (id: number) => `/admin/assessments/${id}`;
/** The result's printed page (letterhead, running header and footer); `day` is when it was answered. */
export const printStylesheetPath = (day: string) => `${AUDIT_PATH}-print.css?answered=${day}`;
