import { eq, inArray } from "drizzle-orm";
import { getDb, type Database } from "~/lib/db/client.server";
import { maskFeedAddress, parseFeedAddress } from "./feed-address";
import { openAddress, sealAddress } from "./secret-box.server";
import { BUSINESS_OWNER_ID, calendarFeeds } from "./tables";

/**
 * The feeds as the rest of the site uses them: set an owner's address, say how each stands, and
 * give the busy times. An owner is a host's id, or BUSINESS_FEED for a calendar that blocks every
 * host. None of these returns an address: only its masked form leaves this folder.
 */

export const BUSINESS_FEED = { ownerId: BUSINESS_OWNER_ID, label: "Business calendar" } as const;

export type SetFeedOutcome = { kind: "saved" | "unchanged" | "removed" } | { kind: "invalid"; problem: string };

/**
 * Sets, replaces (null: removes) an owner's feed address. A new address starts afresh: the busy
 * times of the old calendar are not this one's. The same address pasted again keeps its copy.
 */
export async function setFeedAddress(
  ownerId: string,
  label: string,
  typed: string | null,
  db: Database = getDb(),
): Promise<SetFeedOutcome> {
  if (typed === null) {
    await db.delete(calendarFeeds).where(eq(calendarFeeds.ownerId, ownerId));
    return { kind: "removed" };
  }
  const parsed = parseFeedAddress(typed);
  if ("problem" in parsed) return { kind: "invalid", problem: parsed.problem };
  const [current] = await db
    .select({ sealed: calendarFeeds.addressSealed })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.ownerId, ownerId));
  if (current && openAddress(current.sealed) === parsed.address) {
    await db.update(calendarFeeds).set({ label, updatedAt: new Date() }).where(eq(calendarFeeds.ownerId, ownerId));
    return { kind: "unchanged" };
  }
  const fresh = {
    label,
    addressSealed: sealAddress(parsed.address),
    addressShown: maskFeedAddress(parsed.address),
    etag: null,
    lastModified: null,
    lastAttemptAt: null,
    lastOkAt: null,
    lastError: null,
    busy: [],
    busyFrom: null,
    busyUntil: null,
    claimedUntil: null,
    updatedAt: new Date(),
  };
  await db
    .insert(calendarFeeds)
    .values({ ownerId, ...fresh })
    .onConflictDoUpdate({ target: calendarFeeds.ownerId, set: fresh });
  return { kind: "saved" };
}

export type FeedStatus = {
  ownerId: string;
  label: string;
  /** The masked address ("calendar.google.com/…/basic.ics"), or null when none is set. */
  address: string | null;
  lastOkAt: Date | null;
  lastAttemptAt: Date | null;
  lastError: string | null;
  /** Busy times of the last good copy that have not ended yet. */
  busyAhead: number;
};

/** How each owner's feed stands, in the order asked; an owner without a feed has address null. */
export async function feedStatuses(
  owners: readonly { ownerId: string; label: string }[],
  db: Database = getDb(),
  now = new Date(),
): Promise<FeedStatus[]> {
  if (owners.length === 0) return [];
  const rows = await db
    .select()
    .from(calendarFeeds)
    .where(
      inArray(
        calendarFeeds.ownerId,
        owners.map((owner) => owner.ownerId),
      ),
    );
  const byOwner = new Map(rows.map((row) => [row.ownerId, row]));
  return owners.map(({ ownerId, label }) => {
    const row = byOwner.get(ownerId);
    return {
      ownerId,
      label: row?.label ?? label,
      address: row?.addressShown ?? null,
      lastOkAt: row?.lastOkAt ?? null,
      lastAttemptAt: row?.lastAttemptAt ?? null,
      lastError: row?.lastError ?? null,
      busyAhead: row ? row.busy.filter(([, end]) => new Date(end) > now).length : 0,
    };
  });
}

export type BusyInterval = { ownerId: string; startsAt: Date; endsAt: Date };

/** The owners' busy times overlapping [from, to), from each feed's last good copy. */
export async function busyIntervals(
  ownerIds: readonly string[],
  from: Date,
  to: Date,
  db: Pick<Database, "select"> = getDb(),
): Promise<BusyInterval[]> {
  if (ownerIds.length === 0) return [];
  const rows = await db
    .select({ ownerId: calendarFeeds.ownerId, busy: calendarFeeds.busy })
    .from(calendarFeeds)
    .where(inArray(calendarFeeds.ownerId, [...ownerIds]));
  const fromMs = from.getTime();
  const toMs = to.getTime();
  return rows.flatMap(({ ownerId, busy }) =>
    busy
      .map(([start, end]) => ({ ownerId, startsAt: new Date(start), endsAt: new Date(end) }))
      .filter(({ startsAt, endsAt }) => startsAt.getTime() < toMs && endsAt.getTime() > fromMs),
  );
}
