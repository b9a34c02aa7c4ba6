import { data, Link } from "react-router";
import { AdminPage, LoadError, adminHeaders, adminMeta } from "~/admin/admin-page";
import { AssessmentDetailView } from "~/assessment/admin/assessment-views";
import { getAssessment } from "~/assessment/admin/assessments.server";
import { requireAdmin } from "~/auth/guard.server";
import { logger } from "~/lib/log.server";
import { parseId } from "~/lib/route-params";
import type { Route } from "./+types/admin.assessments.$id";

const log = logger("admin-assessments");

export const meta: Route.MetaFunction = ({ loaderData }) =>
  adminMeta(loaderData?.state === "ok" ? `Audit: ${loaderData.assessment.organization}` : "Audit");
export const headers: Route.HeadersFunction = adminHeaders;

export async function loader({ params, context }: Route.LoaderArgs) {
  requireAdmin(context);
  const id = parseId(params.id);
  if (id === null) return data({ state: "missing" as const }, { status: 404 });
  try {
    const assessment = await getAssessment(id);
    return assessment ? { state: "ok" as const, assessment } : data({ state: "missing" as const }, { status: 404 });
  } catch (error) {
    log.error("could not load an audit", { error: error as Error, id });
    return data({ state: "error" as const }, { status: 503 });
  }
}

export default function AdminAssessment({ loaderData }: Route.ComponentProps) {
  const back = (
    <Link to="/admin/assessments" className="text-sm font-semibold text-brand-700 underline">
      All audits
    </Link>
  );
  if (loaderData.state === "ok") {
    return (
      <AdminPage title={loaderData.assessment.organization} intro="A finished free IT audit." actions={back}>
        <AssessmentDetailView assessment={loaderData.assessment} />
      </AdminPage>
    );
  }
  return (
    <AdminPage title="Audit" actions={back}>
      {loaderData.state === "error" ? (
        <LoadError title="Error fetching the audit" message="The database did not answer. Try again in a moment." />
      ) : (
        <p className="text-slate-700">There is no audit with this number.</p>
      )}
    </AdminPage>
  );
}
