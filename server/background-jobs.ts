import path from "node:path";
import { startNightlyBackups } from "../app/backup/nightly.server";
import { startReminders } from "../app/booking/reminders.server";
import { startCalendarSync } from "../app/calendar-sync/start.server";
import { startContactDelivery } from "../app/contact/delivery.server";
import { startHousekeeping } from "../app/housekeeping/housekeeping.server";
import { startLeadEscalations } from "../app/leads/escalation.server";
import type { Database } from "../app/lib/db/client.server";
import type { Env } from "../app/lib/env.server";
import { logger } from "../app/lib/log.server";
import { startOutbox } from "../app/outbox/start.server";

// Start-up's own scope: these lines belong with the rest of what the server says as it starts.
const log = logger("server");

/**
 * Work on the same database beside the requests: e-mail delivery (contact requests, the outbox),
 * call reminders and lead escalations queued into the outbox, housekeeping, the nightly backup, and reading staff's
 * calendars.
 */
export function startBackgroundJobs(env: Env, { db, url }: { db: Database; url: string }, root: string) {
  const delivery = startContactDelivery(env);
  const outbox = startOutbox(env);
  const reminders = startReminders(db, env.BOOKING_REMINDER_CHECK_SECONDS);
  const escalations = startLeadEscalations(db, env.LEAD_ESCALATION_CHECK_SECONDS);
  const housekeeping = startHousekeeping(db, env);
  const backups = startBackups(env, db, url, root);
  const calendars = startCalendarSync(env);
  return {
    stop: () =>
      Promise.all([
        delivery.stop(),
        reminders.stop(),
        escalations.stop(),
        outbox.stop(),
        housekeeping.stop(),
        backups?.stop(),
        calendars.stop(),
      ]),
  };
}

function startBackups(env: Env, db: Database, url: string, root: string) {
  if (env.BACKUP_SCHEDULE === "off") {
    log.info("automatic backups are off (BACKUP_SCHEDULE=off)");
    return undefined;
  }
  return startNightlyBackups({
    db,
    databaseUrl: url,
    backupDir: path.resolve(root, env.BACKUP_DIR),
    migrationsFolder: path.join(root, "drizzle"),
    hour: env.BACKUP_SCHEDULE.hour,
    rotation: {
      daily: env.BACKUP_KEEP_DAILY,
      weekly: env.BACKUP_KEEP_WEEKLY,
      monthly: env.BACKUP_KEEP_MONTHLY,
      maxAgeDays: env.CONTACT_RETENTION_DAYS,
    },
  });
}
