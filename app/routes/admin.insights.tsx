import { data } from "react-router";
import { AdminPage, LoadError, adminHeaders, adminMeta } from "~/admin/admin-page";
import { requireAdmin } from "~/auth/guard.server";
import { insightsPage, statusOf } from "~/insights/report-page.server";
import { PeriodPicker } from "~/insights/report-period-form";
import { periodQuery } from "~/insights/report-period";
import { InsightsReportView } from "~/insights/report-view";
import type { Route } from "./+types/admin.insights";

export const meta: Route.MetaFunction = () => adminMeta("Insights");
export const headers: Route.HeadersFunction = adminHeaders;

/** GET /admin/insights?days=7|30|90 or ?from=YYYY-MM-DD&to=YYYY-MM-DD: visits, sources and conversions. */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context);
  const page = await insightsPage(new URL(request.url));
  return data(page, { status: statusOf(page) });
}

export default function Insights({ loaderData: page }: Route.ComponentProps) {
  const period = page.state === "ok" ? page.report.period : page.state === "error" ? page.period : null;
  return (
    <AdminPage
      wide
      title="Insights"
      intro="What brings visitors, where they come from and what they go on to do: counted on the server, with no cookie and no script."
      actions={
        period ? (
          <a
            href={`/admin/insights.csv?${periodQuery(period)}`}
            download
            className="text-sm font-semibold text-brand-700 underline"
          >
            Download this report (CSV)
          </a>
        ) : null
      }
    >
      <PeriodPicker
        period={period}
        errors={page.state === "invalid" ? page.errors : undefined}
        values={page.state === "invalid" ? page.values : undefined}
      />
      <div className="mt-8">
        {page.state === "invalid" ? (
          <p role="alert" className="rounded-lg border border-red-700 bg-red-50 p-4 text-sm font-medium text-red-800">
            These dates cannot be shown: see what to change beside the fields above, or pick one of the periods.
          </p>
        ) : page.state === "error" ? (
          <LoadError title="Error fetching the report" message="The database did not answer. Try again in a moment." />
        ) : (
          <>
            {page.notice ? (
              <p
                role="status"
                className="mb-6 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900"
              >
                {page.notice}
              </p>
            ) : null}
            <InsightsReportView report={page.report} limit={page.limit} />
          </>
        )}
      </div>
    </AdminPage>
  );
}
