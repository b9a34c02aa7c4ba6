import { requireAdmin } from "~/auth/guard.server";
import { insightsCsv, insightsCsvName } from "~/insights/report-csv.server";
import { insightsPage, statusOf } from "~/insights/report-page.server";
import type { Route } from "./+types/admin.insights.csv";

const PRIVATE = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex, nofollow" };

function plain(status: number, text: string): Response {
  return new Response(`${text}\n`, { status, headers: { ...PRIVATE, "Content-Type": "text/plain; charset=utf-8" } });
}

/** GET /admin/insights.csv with the page's period: the whole report as a download. */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context);
  const page = await insightsPage(new URL(request.url));
  if (page.state === "invalid") {
    const problems = [
      page.errors.from ? `From: ${page.errors.from}` : null,
      page.errors.to ? `To: ${page.errors.to}` : null,
    ].filter(Boolean);
    return plain(
      statusOf(page),
      `The report was not made: its dates are not valid.\n${problems.join("\n")}\nGo back to the insights page, fix the dates and download again.`,
    );
  }
  if (page.state === "error")
    return plain(statusOf(page), "The report could not be made: the database did not answer. Try again in a moment.");
  return new Response(insightsCsv(page.report), {
    headers: {
      ...PRIVATE,
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${insightsCsvName(page.report)}"`,
    },
  });
}
