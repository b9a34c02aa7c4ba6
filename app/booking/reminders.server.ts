import { and, asc, eq, gt, inArray, lte } from "drizzle-orm";
import type { Database } from "~/lib/db/client.server";
import { logger } from "~/lib/log.server";
import { wakeOutbox } from "~/outbox/enqueue.server";
import { DEFAULT_BOOKING_SETTINGS } from "./settings";
import { bookingReminders, bookingSettings, bookings } from "./tables";
import { dueReminders, longestLead, type ReminderKind, type ReminderSettings } from "./reminders";
import { queueReminderEmail } from "./reminder-email.server";
import { openToken } from "./sealed-token.server";
import { runEvery } from "~/lib/every.server";

const log = logger("booking");

async function reminderSettings(db: Database): Promise<ReminderSettings> {
  const [row] = await db
    .select({
      firstReminderHours: bookingSettings.firstReminderHours,
      lastReminderMinutes: bookingSettings.lastReminderMinutes,
    })
    .from(bookingSettings)
    .where(eq(bookingSettings.id, 1));
  return row ?? DEFAULT_BOOKING_SETTINGS;
}

/**
 * Queues one reminder unless another instance did, or the call was cancelled or moved meanwhile.
 * The booking row is locked first, so a cancellation or a move either waits for this to commit
 * (and then withdraws the queued e-mail, emails.server.ts) or has committed already (and the row
 * no longer matches). booking_reminders' key makes the second instance's insert do nothing.
 */
async function queueReminder(db: Database, id: string, startsAt: Date, kind: ReminderKind): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [booking] = await tx
      .select()
      .from(bookings)
      .where(and(eq(bookings.id, id), eq(bookings.status, "confirmed"), eq(bookings.startsAt, startsAt)))
      .for("update");
    if (!booking) return false;
    const inserted = await tx
      .insert(bookingReminders)
      .values({ bookingId: id, kind, startsAt })
      .onConflictDoNothing()
      .returning({ kind: bookingReminders.kind });
    if (inserted.length === 0) return false;
    await queueReminderEmail(tx, booking, kind, openToken(booking.manageTokenSealed, booking.manageTokenHash));
    return true;
  });
}

/** Queues every reminder due at `now` that no instance queued yet; returns how many. */
export async function queueDueReminders(db: Database, now: Date): Promise<number> {
  const settings = await reminderSettings(db);
  const lead = longestLead(settings);
  if (lead === 0) return 0;
  const calls = await db
    .select({ id: bookings.id, startsAt: bookings.startsAt, updatedAt: bookings.updatedAt })
    .from(bookings)
    .where(
      and(
        eq(bookings.status, "confirmed"),
        gt(bookings.startsAt, now),
        lte(bookings.startsAt, new Date(now.getTime() + lead)),
      ),
    )
    .orderBy(asc(bookings.startsAt));
  if (calls.length === 0) return 0;
  const queued = await db
    .select()
    .from(bookingReminders)
    .where(
      inArray(
        bookingReminders.bookingId,
        calls.map((call) => call.id),
      ),
    );
  const done = new Set(queued.map((row) => `${row.bookingId} ${row.kind} ${row.startsAt.getTime()}`));
  let count = 0;
  for (const call of calls) {
    // A confirmed call's updated_at is when it was booked or last moved: nothing else changes a
    // confirmed call (staff's outcomes and cancelling end it).
    const kinds = dueReminders({ startsAt: call.startsAt, scheduledAt: call.updatedAt }, settings, now);
    for (const kind of kinds) {
      if (done.has(`${call.id} ${kind} ${call.startsAt.getTime()}`)) continue;
      if (await queueReminder(db, call.id, call.startsAt, kind)) {
        count += 1;
        log.info("call reminder queued", { id: call.id, reminder: kind });
      }
    }
  }
  if (count > 0) wakeOutbox();
  return count;
}

/**
 * Looks for due reminders now and then every `everySeconds` (a minute by default), in every
 * instance: the database makes sure each goes once. The clock is read at each tick, so a test that
 * moves the process's clock (tests/fakes/clock/preload.mjs) moves the reminders with it.
 */
export function startReminders(db: Database, everySeconds: number): { stop(): Promise<void> } {
  // The database away: what is due now is still due (within its grace) at the next tick.
  return runEvery(
    everySeconds * 1000,
    () => queueDueReminders(db, new Date()),
    (error) => log.warn("could not check call reminders", { error }),
  );
}
