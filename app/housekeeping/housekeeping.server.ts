import { deleteExpiredDrafts } from "~/assessment/retention.server";
import { deleteExpiredRevocations } from "~/auth/local-session.server";
import { deleteExpiredBookings } from "~/booking/retention.server";
import { deleteExpiredContactRequests } from "~/contact/retention.server";
import { deleteOrphanImages } from "~/images/images.server";
import { rollUpOldViews } from "~/insights/retention.server";
import type { Database } from "~/lib/db/client.server";
import type { Env } from "~/lib/env.server";
import { deleteExpiredRateLimits } from "~/lib/rate-limit.server";
import { startCleanupJob, type CleanupTask } from "./job.server";

type RetentionEnv = Pick<Env, "CONTACT_RETENTION_DAYS" | "ASSESSMENT_DRAFT_RETENTION_DAYS" | "INSIGHTS_RAW_DAYS">;

/**
 * Every capability's clean-up, listed in this one place: contact requests and booked calls past the
 * retention period the privacy policy states, unfinished audit drafts past theirs, rate-limit windows that have ended, and signed-out admin
 * sessions that would have expired anyway. Each deletion lives with the data it deletes.
 */
export function housekeepingTasks(db: Database, env: RetentionEnv): CleanupTask[] {
  return [
    { name: "contactRequests", run: () => deleteExpiredContactRequests(db, env.CONTACT_RETENTION_DAYS) },
    { name: "bookings", run: () => deleteExpiredBookings(db, env.CONTACT_RETENTION_DAYS) },
    { name: "assessmentDrafts", run: () => deleteExpiredDrafts(db, env.ASSESSMENT_DRAFT_RETENTION_DAYS) },
    { name: "insightsViews", run: () => rollUpOldViews(db, env.INSIGHTS_RAW_DAYS) },
    { name: "rateLimits", run: () => deleteExpiredRateLimits() },
    { name: "sessionRevocations", run: () => deleteExpiredRevocations() },
    // An image no post uses, three days after its upload (time to save the post it was put in).
    { name: "orphanImages", run: () => deleteOrphanImages(db, ORPHAN_IMAGE_GRACE_HOURS) },
  ];
}

const ORPHAN_IMAGE_GRACE_HOURS = 72;

/** Hourly, and once now. */
export function startHousekeeping(db: Database, env: RetentionEnv): { stop(): Promise<void> } {
  return startCleanupJob(housekeepingTasks(db, env));
}
