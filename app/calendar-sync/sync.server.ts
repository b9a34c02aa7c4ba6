import { and, asc, eq, isNull, lt, lte, or } from "drizzle-orm";
import { bookingSettings } from "~/booking/tables";
import { DEFAULT_BOOKING_SETTINGS } from "~/booking/settings";
import { getDb, type Database } from "~/lib/db/client.server";
import { logger } from "~/lib/log.server";
import { busyTimes, FeedFormatError } from "./busy-times.server";
import { fetchFeed, type FetchLimits } from "./fetch-feed.server";
import { openAddress } from "./secret-box.server";
import { calendarFeeds, type CalendarFeedRow } from "./tables";

const log = logger("calendar-sync");

const DAY_MS = 86_400_000;
// Longer than a fetch (10 s) and the reading of its file: another instance takes the feed over
// only once this one is surely gone.
const LEASE_MS = 60_000;
// The copy covers this much past the booking horizon, so an unchanged feed (304) still covers the
// horizon for two weeks; after that the file is fetched whole again and read afresh.
const EXTRA_DAYS = 16;

export type SyncOutcome =
  | { kind: "synced"; busy: number }
  | { kind: "unchanged" }
  | { kind: "failed"; error: string }
  /** Another instance (or request) is reading this feed right now. */
  | { kind: "in-progress" }
  | { kind: "no-feed" };

export type SyncOptions = { now?: Date; db?: Database; limits?: FetchLimits };

const leaseFree = (now: Date) => or(isNull(calendarFeeds.claimedUntil), lt(calendarFeeds.claimedUntil, now));

/** Takes the feed for this instance: the row's lease decides, so two instances never read one feed at once. */
async function claim(db: Database, ownerId: string, now: Date, dueBefore?: Date) {
  const conditions = [eq(calendarFeeds.ownerId, ownerId), leaseFree(now)];
  if (dueBefore) conditions.push(or(isNull(calendarFeeds.lastAttemptAt), lte(calendarFeeds.lastAttemptAt, dueBefore)));
  const [row] = await db
    .update(calendarFeeds)
    .set({ claimedUntil: new Date(now.getTime() + LEASE_MS), lastAttemptAt: now })
    .where(and(...conditions))
    .returning();
  return row;
}

async function horizonDays(db: Database): Promise<number> {
  const [row] = await db
    .select({ days: bookingSettings.horizonDays })
    .from(bookingSettings)
    .where(eq(bookingSettings.id, 1));
  return row?.days ?? DEFAULT_BOOKING_SETTINGS.horizonDays;
}

/** What the claimed feed's reading found, written only while the claim and the address are still the ones read. */
async function record(db: Database, claimed: CalendarFeedRow, values: Partial<CalendarFeedRow>) {
  await db
    .update(calendarFeeds)
    .set({ ...values, claimedUntil: null, updatedAt: new Date() })
    .where(
      and(
        eq(calendarFeeds.ownerId, claimed.ownerId),
        eq(calendarFeeds.addressSealed, claimed.addressSealed),
        eq(calendarFeeds.claimedUntil, claimed.claimedUntil!),
      ),
    );
}

async function failed(db: Database, claimed: CalendarFeedRow, error: string): Promise<SyncOutcome> {
  // The busy times of the last good copy stay: a calendar server's bad hour must not open its
  // owner's meetings to bookings. The log names the feed by its owner, never by its address.
  await record(db, claimed, { lastError: error });
  log.warn("calendar feed not read; its last good copy stays", { owner: claimed.ownerId, error });
  return { kind: "failed", error };
}

async function readClaimed(db: Database, claimed: CalendarFeedRow, now: Date, limits?: FetchLimits) {
  const address = openAddress(claimed.addressSealed);
  if (!address)
    return failed(db, claimed, "The address can no longer be read (SESSION_SECRET was changed): paste it again.");
  const horizon = await horizonDays(db);
  const needed = new Date(now.getTime() + (horizon + 2) * DAY_MS);
  const covered = claimed.busyUntil !== null && claimed.busyUntil >= needed;
  const validators = covered ? { etag: claimed.etag, lastModified: claimed.lastModified } : undefined;
  const fetched = await fetchFeed(address, validators, limits);
  if (fetched.kind === "failed") return failed(db, claimed, fetched.error);
  if (fetched.kind === "unchanged") {
    await record(db, claimed, { lastOkAt: now, lastError: null });
    return { kind: "unchanged" } as const;
  }
  const from = new Date(now.getTime() - DAY_MS);
  const until = new Date(needed.getTime() + EXTRA_DAYS * DAY_MS);
  let busy;
  try {
    busy = await busyTimes(fetched.text, from, until);
  } catch (error) {
    if (error instanceof FeedFormatError) return failed(db, claimed, error.message);
    throw error;
  }
  await record(db, claimed, {
    busy: busy.map(({ start, end }) => [new Date(start).toISOString(), new Date(end).toISOString()]),
    busyFrom: from,
    busyUntil: until,
    etag: fetched.etag,
    lastModified: fetched.lastModified,
    lastOkAt: now,
    lastError: null,
  });
  log.info("calendar feed read", { owner: claimed.ownerId, busy: busy.length });
  return { kind: "synced", busy: busy.length } as const;
}

/** Reads one feed now ("Sync now", a new address), unless another instance is reading it. */
export async function syncFeed(ownerId: string, options: SyncOptions = {}): Promise<SyncOutcome> {
  const db = options.db ?? getDb();
  const now = options.now ?? new Date();
  const claimed = await claim(db, ownerId, now);
  if (claimed) return readClaimed(db, claimed, now, options.limits);
  const [exists] = await db
    .select({ ownerId: calendarFeeds.ownerId })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.ownerId, ownerId));
  return { kind: exists ? "in-progress" : "no-feed" };
}

/** Reads every feed not tried for `minutes`, one at a time; returns how many this instance read. */
export async function syncDueFeeds(minutes: number, options: SyncOptions = {}): Promise<number> {
  const db = options.db ?? getDb();
  const feeds = await db
    .select({ ownerId: calendarFeeds.ownerId })
    .from(calendarFeeds)
    .orderBy(asc(calendarFeeds.lastAttemptAt));
  let read = 0;
  for (const { ownerId } of feeds) {
    // The claim decides what is due and free: another instance may have read a feed meanwhile.
    // Each is claimed on the clock of its own, as each read may take the fetch's whole timeout.
    const now = options.now ?? new Date();
    const claimed = await claim(db, ownerId, now, new Date(now.getTime() - minutes * 60_000));
    if (!claimed) continue;
    await readClaimed(db, claimed, now, options.limits);
    read += 1;
  }
  return read;
}
