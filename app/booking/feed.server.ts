import { and, asc, eq, gte, ne, sql } from "drizzle-orm";
import { getDb } from "~/lib/db/client.server";
import { constantTimeEqual } from "~/lib/constant-time.server";
import { bookingSettings, bookings } from "./tables";
import { hashToken, looksLikeToken, newToken } from "./tokens.server";

const FEED_HISTORY_DAYS = 30;

/** True when the token is the feed's current one (a revoked or replaced token never is). */
export async function feedTokenIsCurrent(token: string): Promise<boolean> {
  if (!looksLikeToken(token)) return false;
  const [row] = await getDb()
    .select({ hash: bookingSettings.feedTokenHash })
    .from(bookingSettings)
    .where(eq(bookingSettings.id, 1));
  return Boolean(row?.hash) && constantTimeEqual(row!.hash!, hashToken(token));
}

/**
 * The calls the feed lists: not cancelled, from a month ago on; one host's only when `hostId` is
 * given (the same address with `?host=<id>`, for that host's own calendar).
 */
export async function feedBookings(hostId?: string) {
  return getDb()
    .select()
    .from(bookings)
    .where(
      and(
        ne(bookings.status, "cancelled"),
        gte(bookings.startsAt, sql`now() - make_interval(days => ${FEED_HISTORY_DAYS})`),
        hostId ? eq(bookings.hostId, hostId) : undefined,
      ),
    )
    .orderBy(asc(bookings.startsAt));
}

/** A new feed address; the old one stops working at once. Only its hash is kept. */
export async function replaceFeedToken(): Promise<string> {
  const token = newToken();
  await getDb()
    .insert(bookingSettings)
    .values({ id: 1, feedTokenHash: hashToken(token) })
    .onConflictDoUpdate({
      target: bookingSettings.id,
      set: { feedTokenHash: hashToken(token), updatedAt: sql`now()` },
    });
  return token;
}

export async function revokeFeedToken(): Promise<void> {
  await getDb()
    .update(bookingSettings)
    .set({ feedTokenHash: null, updatedAt: sql`now()` })
    .where(eq(bookingSettings.id, 1));
}
