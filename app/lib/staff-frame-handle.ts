// The /admin layout route's handle and data; root's Layout checks the handle's `frame` inline.
import type { BackupStatus } from "~/backup/backup-status";
import type { LeadDeskCounts } from "~/leads/desk-counts";

/** What the /admin layout route loads for the frame (root's Layout finds it by the route's handle). */
export type StaffFrameData = {
  email: string;
  backup: BackupStatus;
  placeholders: readonly string[];
  /** New and overdue leads, by the lead desk's link; null when they could not be counted. */
  leadCounts: LeadDeskCounts | null;
};

/** Set on the /admin layout route: root's Layout then draws the staff frame instead of the public one. */
export const staffFrameHandle = { frame: "staff" } as const;
