import { logger } from "~/lib/log.server";
import type { InsightsReport } from "./report";
import type { RangeErrors, ReportPeriod } from "./report-period";
import { parsePeriod } from "./report-range";
import { LIST_LIMIT, loadInsightsReport } from "./report.server";
import type { Db } from "./report-visits.server";
import { businessDay } from "./visitor.server";

const log = logger("insights-report");

export type InsightsPage =
  | { state: "ok"; report: InsightsReport; notice?: string; limit: number }
  | { state: "invalid"; errors: RangeErrors; values: { from: string; to: string } }
  | { state: "error"; period: ReportPeriod };

/**
 * What the page (and its CSV) shows for an address: the report, the dates refused with what is
 * wrong with each, or the database's failure. Never throws: bad input is the visitor's to fix, a
 * database away is a moment's wait.
 */
export async function insightsPage(url: URL, now = new Date(), db?: Db): Promise<InsightsPage> {
  const choice = parsePeriod(url.searchParams, businessDay(now));
  if (!choice.ok) return { state: "invalid", errors: choice.errors, values: choice.values };
  try {
    const report = await loadInsightsReport(choice.period, db);
    return { state: "ok", report, notice: choice.notice, limit: LIST_LIMIT };
  } catch (error) {
    log.error("could not load the insights report", { error: error as Error });
    return { state: "error", period: choice.period };
  }
}

/** The HTTP status of each state: a refused date is the request's fault, a failure the database's. */
export const statusOf = (page: InsightsPage) => ({ ok: 200, invalid: 400, error: 503 })[page.state];
