import { asc } from "drizzle-orm";
import { bookings } from "~/booking/tables";
import { bookingHosts } from "~/hosts/tables";
import type { Database } from "~/lib/db/client.server";

/**
 * Exactly `count` active hosts with the business's hours, a second apart in age (the first is the
 * oldest); every booking goes first, as they point at their hosts. Returns their ids, oldest first.
 */
export async function useHosts(db: Database, count: number): Promise<string[]> {
  await db.delete(bookings);
  await db.delete(bookingHosts);
  const base = Date.now() - 3_600_000;
  const rows = await db
    .insert(bookingHosts)
    .values(
      Array.from({ length: count }, (_, index) => ({
        name: `Host ${index + 1}`,
        createdAt: new Date(base + index * 1000),
      })),
    )
    .returning({ id: bookingHosts.id, createdAt: bookingHosts.createdAt });
  return rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime()).map((row) => row.id);
}

/** The oldest host's id: the one every migrated database starts with. */
export async function firstHostId(db: Database): Promise<string> {
  const [host] = await db
    .select({ id: bookingHosts.id })
    .from(bookingHosts)
    .orderBy(asc(bookingHosts.createdAt))
    .limit(1);
  if (!host) throw new Error("no host: the migration should have made one");
  return host.id;
}
