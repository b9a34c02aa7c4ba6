import { getDb, type Database } from "~/lib/db/client.server";
import { businessHours } from "./tables";

/**
 * The weekly hours as the staff form has them: per weekday an "open" checkbox and two HH:MM times
 * (`open-N`, `opens-N`, `closes-N`, N = 0 for Sunday).
 */

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;

type HoursRow = typeof businessHours.$inferInsert;
type Writer = Pick<Database, "delete" | "insert">;

/** "08:00" from 480, and back; 24:00 is midnight at the end of the day. */
const minuteToTime = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, "0")}:${String(minute % 60).padStart(2, "0")}`;
function timeToMinute(value: string): number | undefined {
  const match = /^([01]\d|2[0-4]):([0-5]\d)$/.exec(value);
  if (!match) return undefined;
  const minute = Number(match[1]) * 60 + Number(match[2]);
  return minute <= 1440 ? minute : undefined;
}

/** Each weekday for the form; a closed one shows 8AM-6PM ready to be opened. */
export async function loadWeeklyHoursForm(db: Pick<Database, "select"> = getDb()) {
  return weeklyHoursForm(await db.select().from(businessHours));
}

/** Each weekday for the form from stored hours, the business's or a host's (a weekday's row or none). */
export function weeklyHoursForm(rows: { weekday: number; opensMinute: number; closesMinute: number }[]) {
  return WEEKDAYS.map((name, weekday) => {
    const row = rows.find((each) => each.weekday === weekday);
    return {
      weekday,
      name,
      open: Boolean(row),
      opens: minuteToTime(row?.opensMinute ?? 480),
      closes: minuteToTime(row?.closesMinute ?? 1080),
    };
  });
}

/** The open weekdays the form asks for, or each weekday's problem keyed `hours-N`. */
export function readWeeklyHours(form: FormData): { rows: HoursRow[]; errors: Record<string, string> } {
  const rows: HoursRow[] = [];
  const errors: Record<string, string> = {};
  for (const [weekday, name] of WEEKDAYS.entries()) {
    if (form.get(`open-${weekday}`) !== "on") continue;
    const opens = timeToMinute(String(form.get(`opens-${weekday}`) ?? ""));
    const closes = timeToMinute(String(form.get(`closes-${weekday}`) ?? ""));
    if (opens === undefined || closes === undefined) errors[`hours-${weekday}`] = `${name}: enter times as HH:MM.`;
    else if (opens >= closes) errors[`hours-${weekday}`] = `${name}: closing must be after opening.`;
    else rows.push({ weekday, opensMinute: opens, closesMinute: closes });
  }
  return { rows, errors };
}

/** Replaces the weekly hours; pass a transaction to save them with other settings. */
export async function replaceWeeklyHours(rows: HoursRow[], db: Writer = getDb()): Promise<void> {
  await db.delete(businessHours);
  if (rows.length > 0) await db.insert(businessHours).values(rows);
}
