import { data, Link } from "react-router";
import { AdminPage, LoadError, adminHeaders, adminMeta } from "~/admin/admin-page";
import { requireAdmin } from "~/auth/guard.server";
import { ResponseShareChart } from "~/leads/response-chart";
import { parseRange } from "~/leads/response-report";
import { loadResponseReport } from "~/leads/response-report.server";
import { Breakdowns, HowCounted, RangeForm, WeekBreakdowns, WeeklyTable } from "~/leads/response-report-view";
import { logger } from "~/lib/log.server";
import type { Route } from "./+types/admin.leads.response-times";

const log = logger("response-report");

export const meta: Route.MetaFunction = () => adminMeta("Response times");
export const headers: Route.HeadersFunction = adminHeaders;

/** GET /admin/leads/response-times?weeks=4|12|26: how the 2-hour promise was kept, week by week. */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context);
  const range = parseRange(new URL(request.url).searchParams.get("weeks"));
  try {
    return { state: "ok" as const, range, report: await loadResponseReport(range) };
  } catch (error) {
    log.error("could not load the response-time report", { error: error as Error });
    return data({ state: "error" as const, range }, { status: 503 });
  }
}

const WEEKLY_TABLE = "weekly-response-times";

export default function ResponseTimes({ loaderData }: Route.ComponentProps) {
  const { range } = loaderData;
  return (
    <AdminPage
      wide
      title="Response times"
      intro="How we keep the promise on every page: a first response within 2 business hours. Week by week, by owner and by kind."
      actions={
        <Link to="/admin/leads" className="text-sm font-semibold text-brand-700 underline">
          Back to the leads
        </Link>
      }
    >
      <RangeForm range={range} />
      {loaderData.state === "error" ? (
        <div className="mt-6">
          <LoadError title="Error fetching the report" message="The database did not answer. Try again in a moment." />
        </div>
      ) : (
        <div className="mt-8 space-y-10">
          <div className="flex flex-wrap items-start gap-6">
            <ResponseShareChart weeks={loaderData.report.weeks} tableId={WEEKLY_TABLE} />
            <div className="min-w-0 flex-1 basis-72">
              <HowCounted />
            </div>
          </div>
          <section aria-labelledby="weekly-heading" className="space-y-3">
            <h2 id="weekly-heading" className="text-xl font-bold text-brand-900">
              Week by week
            </h2>
            <WeeklyTable id={WEEKLY_TABLE} weeks={loaderData.report.weeks} />
            <a
              href={`/admin/leads/response-times.csv?weeks=${range}`}
              download
              className="inline-block text-sm font-semibold text-brand-700 underline"
            >
              Download the weekly table (CSV)
            </a>
          </section>
          <section aria-labelledby="range-heading" className="space-y-3">
            <h2 id="range-heading" className="text-xl font-bold text-brand-900">
              The last {range} weeks together
            </h2>
            <Breakdowns id="range" when={`the last ${range} weeks`} {...loaderData.report.total} />
          </section>
          <section aria-labelledby="each-week-heading" className="space-y-3">
            <h2 id="each-week-heading" className="text-xl font-bold text-brand-900">
              Each week by owner and by kind
            </h2>
            <WeekBreakdowns weeks={loaderData.report.weeks} />
          </section>
        </div>
      )}
    </AdminPage>
  );
}
