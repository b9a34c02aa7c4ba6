import { data, redirect } from "react-router";
import { AdminPage, LoadError, adminHeaders, adminMeta } from "~/admin/admin-page";
import { AssessmentPager, AssessmentTable } from "~/assessment/admin/assessment-views";
import { listAssessments } from "~/assessment/admin/assessments.server";
import { requireAdmin } from "~/auth/guard.server";
import { logger } from "~/lib/log.server";
import type { Route } from "./+types/admin.assessments";

const log = logger("admin-assessments");

export const meta: Route.MetaFunction = () => adminMeta("Audits");
export const headers: Route.HeadersFunction = adminHeaders;

function pageFrom(request: Request): number | null {
  const raw = new URL(request.url).searchParams.get("page");
  if (raw === null) return 1;
  return /^[1-9]\d{0,5}$/.test(raw) ? Number(raw) : null;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context);
  const page = pageFrom(request);
  if (page === null) throw redirect("/admin/assessments");
  try {
    const list = await listAssessments(page);
    if (page > list.pageCount) throw redirect(`/admin/assessments?page=${list.pageCount}`);
    return { state: "ok" as const, ...list };
  } catch (error) {
    if (error instanceof Response) throw error;
    log.error("could not load the audits", { error: error as Error });
    return data({ state: "error" as const }, { status: 503 });
  }
}

export default function AdminAssessments({ loaderData }: Route.ComponentProps) {
  return (
    <AdminPage
      title="Free IT audits"
      intro="Every finished audit, newest first, with the state of the e-mail that told staff about it."
    >
      {loaderData.state === "error" ? (
        <LoadError
          title="Error fetching audits"
          message="The database did not answer. Try again in a moment. Nothing is lost: finished audits are stored and will show here once the database answers again."
        />
      ) : loaderData.total === 0 ? (
        <p className="text-slate-700">No finished audits yet.</p>
      ) : (
        <>
          <AssessmentTable rows={loaderData.items} />
          <AssessmentPager page={loaderData.page} pageCount={loaderData.pageCount} />
        </>
      )}
    </AdminPage>
  );
}
