import { and, gte, ne } from "drizzle-orm";
import { loadBusinessCalendar } from "~/calendar/calendar.server";
import { easternInstant } from "~/calendar/days";
import { getDb, type Database } from "~/lib/db/client.server";
import { buildReport, reportWeeks, type ResponseReport, type ResponseRow } from "./response-report";
import { leads } from "./tables";

/** The leads' clocks since a moment: everything the report needs of a lead, spam left out. */
export async function responseRows(since: Date, db: Pick<Database, "select"> = getDb()): Promise<ResponseRow[]> {
  return db
    .select({
      kind: leads.kind,
      owner: leads.owner,
      receivedAt: leads.receivedAt,
      respondBy: leads.respondBy,
      firstResponseAt: leads.firstResponseAt,
    })
    .from(leads)
    .where(and(gte(leads.receivedAt, since), ne(leads.status, "spam")));
}

/**
 * The report of the last `range` weeks as it stands at `now`. The calendar is loaded with the
 * days blocked since the first week began, so business time is counted as it was in those weeks.
 */
export async function loadResponseReport(
  range: number,
  now = new Date(),
  db: Pick<Database, "select"> = getDb(),
): Promise<ResponseReport> {
  const weeks = reportWeeks(now, range);
  const since = easternInstant(weeks[0]!, 0);
  const [rows, calendar] = await Promise.all([responseRows(since, db), loadBusinessCalendar(db, since)]);
  return buildReport(rows, { weeks, now, calendar });
}
