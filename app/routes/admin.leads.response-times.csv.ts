import { requireAdmin } from "~/auth/guard.server";
import { parseRange } from "~/leads/response-report";
import { weeklyCsv } from "~/leads/response-report-csv.server";
import { loadResponseReport } from "~/leads/response-report.server";
import { logger } from "~/lib/log.server";
import { toEasternWallTime } from "~/lib/time";
import type { Route } from "./+types/admin.leads.response-times.csv";

const log = logger("response-report");

const PRIVATE = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex, nofollow" };

/** GET /admin/leads/response-times.csv?weeks=4|12|26: the report's weekly table as a download. */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context);
  const range = parseRange(new URL(request.url).searchParams.get("weeks"));
  try {
    const { weeks } = await loadResponseReport(range);
    const day = toEasternWallTime(new Date()).slice(0, 10);
    return new Response(weeklyCsv(weeks), {
      headers: {
        ...PRIVATE,
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="response-times-${day}.csv"`,
      },
    });
  } catch (error) {
    log.error("could not load the response-time report", { error: error as Error });
    return new Response("The report could not be made: the database did not answer. Try again in a moment.\n", {
      status: 503,
      headers: { ...PRIVATE, "Content-Type": "text/plain; charset=utf-8" },
    });
  }
}
