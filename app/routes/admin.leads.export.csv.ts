import { requireAdmin } from "~/auth/guard.server";
import { streamLeadsCsv } from "~/leads/export.server";
import { parseLeadFilter, type LeadFilterErrors } from "~/leads/filters";
import { getEnv } from "~/lib/env.server";
import { logger } from "~/lib/log.server";
import { toEasternWallTime } from "~/lib/time";
import type { Route } from "./+types/admin.leads.export.csv";

const log = logger("lead-export");

const FIELD_LABELS: Record<keyof LeadFilterErrors, string> = {
  q: "Search",
  kind: "Kind",
  status: "Status",
  owner: "Owner",
  from: "From",
  to: "To",
  source: "Source",
  campaign: "Campaign",
};

// Staff data: never stored by a cache, never indexed. `no-transform` also keeps the server's
// per-request compression off this one download (decision 025): tens of MB compressed on the fly
// would take a core for seconds, and the compression middleware gathers a 'drain' listener for
// every wait on a slow client.
const PRIVATE = { "Cache-Control": "private, no-store, no-transform", "X-Robots-Tag": "noindex, nofollow" };

function plain(status: number, text: string): Response {
  return new Response(`${text}\n`, { status, headers: { ...PRIVATE, "Content-Type": "text/plain; charset=utf-8" } });
}

/** GET /admin/leads/export.csv?<the list's filter>: the leads of that filter as a CSV download, newest first. */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context);
  const { filter, errors } = parseLeadFilter(new URL(request.url).searchParams);
  const problems = Object.entries(errors).map(
    ([name, message]) => `${FIELD_LABELS[name as keyof LeadFilterErrors]}: ${message}`,
  );
  if (problems.length > 0)
    return plain(
      400,
      `The export was not made: its filter is not valid.\n${problems.join("\n")}\nGo back to the lead list, fix the filter and export again.`,
    );
  try {
    const body = await streamLeadsCsv(filter, { siteUrl: getEnv().SITE_URL, signal: request.signal });
    const day = toEasternWallTime(new Date()).slice(0, 10);
    return new Response(body, {
      headers: {
        ...PRIVATE,
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="leads-${day}.csv"`,
      },
    });
  } catch (error) {
    log.error("could not start a lead export", { error: error as Error });
    return plain(503, "The export could not start: the database did not answer. Try again in a moment.");
  }
}
