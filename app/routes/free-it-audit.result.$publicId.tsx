import { data } from "react-router";
import { AuditFrame, AuditNotFound } from "~/assessment/audit-frame";
import { AssessmentResult } from "~/assessment/result-view";
import { loadResult } from "~/assessment/results.server";
import { site } from "~/content/site";
import type { Route } from "./+types/free-it-audit.result.$publicId";

// A result is the visitor's own: reachable by its unguessable address, never indexed or shared-cached.
export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title: `${loaderData?.result ? `Free IT Audit Result: ${loaderData.result.organization}` : "Result Not Found"} | ${site.brand}`,
  },
  { name: "robots", content: "noindex, nofollow" },
];

export const headers: Route.HeadersFunction = () => ({
  "Cache-Control": "private, no-store",
  "X-Robots-Tag": "noindex, nofollow",
});

export async function loader({ params }: Route.LoaderArgs) {
  const result = await loadResult(params.publicId);
  return result ? { result } : data({ result: null }, { status: 404 });
}

export default function AuditResult({ loaderData }: Route.ComponentProps) {
  if (!loaderData.result) {
    return (
      <AuditFrame>
        <AuditNotFound />
      </AuditFrame>
    );
  }
  return <AssessmentResult result={loaderData.result} />;
}
