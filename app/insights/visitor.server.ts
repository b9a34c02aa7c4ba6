import { createHash, randomBytes } from "node:crypto";
import { lt, sql } from "drizzle-orm";
import type { Database } from "~/lib/db/client.server";
import { toEasternWallTime } from "~/lib/time";
import { insightsSalts } from "./tables";

/** The business day ("2026-11-28") of an instant, in the business's zone: a visitor's hash lives this long. */
export const businessDay = (at: Date): string => toEasternWallTime(at).slice(0, 10);

/** The day's visitor: a hash nobody can turn back into the address or the browser, nor match tomorrow. */
export function visitorHash(salt: string, ip: string, userAgent: string): string {
  return createHash("sha256").update(`${salt}\n${ip}\n${userAgent}`).digest("base64url").slice(0, 22);
}

/**
 * The salts of the days in use, created by whichever instance asks first (the others read the
 * same row), and yesterday's deleted: once gone, no hash of that day can be made again.
 */
export async function saltsFor(db: Database, days: Iterable<string>, today: string): Promise<Map<string, string>> {
  const wanted = [...new Set(days)];
  await db.delete(insightsSalts).where(lt(insightsSalts.day, today));
  if (wanted.length === 0) return new Map();
  await db
    .insert(insightsSalts)
    .values(wanted.map((day) => ({ day, salt: randomBytes(32).toString("base64url") })))
    .onConflictDoNothing();
  const rows = await db
    .select({ day: insightsSalts.day, salt: insightsSalts.salt })
    .from(insightsSalts)
    .where(sql`${insightsSalts.day} in ${wanted}`);
  return new Map(rows.map((row) => [row.day, row.salt]));
}
