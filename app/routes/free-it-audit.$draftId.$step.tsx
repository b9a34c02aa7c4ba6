import { AuditFrame, AuditNotFound } from "~/assessment/audit-frame";
import { auditStepPage, submitAuditStep } from "~/assessment/step-actions.server";
import { AuditStepForm } from "~/assessment/step-form";
import { site } from "~/content/site";
import type { Route } from "./+types/free-it-audit.$draftId.$step";

// A draft's pages are the visitor's own: never indexed, never kept by a shared cache.
export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title: `${loaderData?.state === "step" ? `Free IT Audit: ${loaderData.step.title}` : "Audit Not Found"} | ${site.brand}`,
  },
  { name: "robots", content: "noindex, nofollow" },
];

export const headers: Route.HeadersFunction = ({ actionHeaders, loaderHeaders }) => {
  const headers = new Headers(actionHeaders);
  headers.set("Cache-Control", "private, no-store");
  headers.set("X-Robots-Tag", "noindex, nofollow");
  for (const [name, value] of loaderHeaders) if (!headers.has(name)) headers.set(name, value);
  return headers;
};

export async function loader({ params, context }: Route.LoaderArgs) {
  return auditStepPage(params, context);
}

export async function action({ request, context, params }: Route.ActionArgs) {
  return submitAuditStep(request, context, params);
}

export default function AuditStep({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AuditFrame>
      {loaderData.state === "step" ? (
        <AuditStepForm
          key={loaderData.step.key}
          step={loaderData.step}
          values={loaderData.values}
          actionData={actionData}
        />
      ) : (
        <AuditNotFound />
      )}
    </AuditFrame>
  );
}
