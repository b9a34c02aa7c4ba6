import { HOLIDAY_IDS } from "~/calendar/holidays";
import { businessHours, holidaysOff } from "~/calendar/tables";
import type { Database } from "~/lib/db/client.server";

/**
 * Opens the business every day, 8 AM to 6 PM, with every holiday switched off, so a test's day a
 * few days ahead is never a closed weekend or a holiday (the calendar's own tests cover those).
 */
export async function openEveryDay(db: Database): Promise<void> {
  await db.delete(businessHours);
  await db
    .insert(businessHours)
    .values([0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, opensMinute: 480, closesMinute: 1080 })));
  await db.delete(holidaysOff);
  await db.insert(holidaysOff).values(HOLIDAY_IDS.map((holiday) => ({ holiday })));
}
