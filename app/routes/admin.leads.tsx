import { data } from "react-router";
import { AdminPage, LoadError, adminHeaders, adminMeta } from "~/admin/admin-page";
import { Pager } from "~/admin/pager";
import { requireAdmin } from "~/auth/guard.server";
import { clockLabel } from "~/leads/clock-wording";
import { isFiltered, leadFilterSearchParams, parseLeadCursor, parseLeadFilter, parseLeadSort } from "~/leads/filters";
import {
  EmptyLeads,
  LeadFilterForm,
  LeadListToolbar,
  LeadTable,
  describeResult,
  type AttributionChoices,
  type LeadListRow,
} from "~/leads/lead-list-view";
import { leadAttributionChoices } from "~/insights/lead-attribution.server";
import { getDb } from "~/lib/db/client.server";
import { ExportCsvLink } from "~/leads/export-link";
import { ResponseTimesLink } from "~/leads/response-times-link";
import { listLeads } from "~/leads/query.server";
import { leadOwners } from "~/leads/staff.server";
import { logger } from "~/lib/log.server";
import { formatDateTime } from "~/lib/time";
import type { Route } from "./+types/admin.leads";

const log = logger("admin-leads");

export const meta: Route.MetaFunction = () => adminMeta("Leads");
export const headers: Route.HeadersFunction = adminHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context);
  const params = new URL(request.url).searchParams;
  const { filter, errors } = parseLeadFilter(params);
  const cursor = parseLeadCursor(params);
  const sort = parseLeadSort(params);
  const owners = leadOwners();
  const base = { filter, errors, owners, sort, attribution: { sources: [], campaigns: [] } as AttributionChoices };
  try {
    const [page, attribution] = await Promise.all([listLeads(filter, cursor, sort), leadAttributionChoices(getDb())]);
    const now = new Date();
    const rows: LeadListRow[] = page.items.map(({ receivedAt, respondBy, firstResponseAt, ...item }) => ({
      ...item,
      received: formatDateTime(receivedAt),
      clock: clockLabel({ status: item.status, receivedAt, respondBy, firstResponseAt }, now),
    }));
    // Pager links keep the filter and the order: only the cursor changes from page to page.
    const link = (name: "after" | "before", value: string | undefined) => {
      if (!value) return undefined;
      const search = leadFilterSearchParams(filter);
      if (sort !== "due") search.set("sort", sort);
      search.set(name, value);
      return `/admin/leads?${search}`;
    };
    return {
      state: "ok" as const,
      ...base,
      attribution,
      rows,
      newer: link("before", page.previous),
      older: link("after", page.next),
    };
  } catch (error) {
    log.error("could not load the leads", { error: error as Error });
    return data({ state: "error" as const, ...base }, { status: 503 });
  }
}

export default function AdminLeads({ loaderData }: Route.ComponentProps) {
  const { filter, errors, owners, sort, attribution } = loaderData;
  return (
    <AdminPage
      wide
      title="Leads"
      intro="Every contact request, booked call and finished IT audit: those still waiting for an answer first, soonest due first. Open one to see everything we hold and to move it along."
      actions={<ResponseTimesLink />}
    >
      <LeadFilterForm filter={filter} errors={errors} owners={owners} sort={sort} attribution={attribution} />
      {loaderData.state === "error" ? (
        <div className="mt-6">
          <LoadError
            title="Error fetching leads"
            message="The database did not answer. Try again in a moment. Nothing is lost: every lead is stored and will show here once the database answers again."
          />
        </div>
      ) : (
        <>
          <LeadListToolbar
            summary={describeResult(
              loaderData.rows.length,
              filter,
              Boolean(loaderData.older || loaderData.newer),
              sort,
            )}
            actions={<ExportCsvLink filter={filter} />}
          />
          {loaderData.rows.length === 0 ? (
            <EmptyLeads filtered={isFiltered(filter)} />
          ) : (
            <div className="mt-4">
              <LeadTable rows={loaderData.rows} sort={sort} />
            </div>
          )}
          <Pager label="Lead pages" newer={loaderData.newer} older={loaderData.older} />
        </>
      )}
    </AdminPage>
  );
}
