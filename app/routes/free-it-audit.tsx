import { AuditFrame } from "~/assessment/audit-frame";
import { newAuditPage, startAudit } from "~/assessment/step-actions.server";
import { AuditStepForm } from "~/assessment/step-form";
import { BreadcrumbJsonLd } from "~/components/company/breadcrumb-json-ld";
import type { SitemapHandle } from "~/lib/sitemap";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/free-it-audit";

// Not a shared page: the form carries the page the visitor came from.
export const handle: SitemapHandle = { sitemap: [{ path: "/free-it-audit", priority: 0.9 }] };

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: "Free IT Audit",
    description:
      "Answer 17 plain-language questions in about three minutes and get an instant IT readiness score with your three most useful next steps.",
  });

export function loader({ request }: Route.LoaderArgs) {
  return newAuditPage(request);
}

// The action's own headers (Retry-After on 429) reach the document response.
export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;

export async function action({ request, context }: Route.ActionArgs) {
  return startAudit(request, context);
}

export default function FreeItAudit({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AuditFrame>
      <BreadcrumbJsonLd name="Free IT Audit" path="/free-it-audit" />
      <AuditStepForm step={loaderData.step} values={loaderData.values} actionData={actionData} />
    </AuditFrame>
  );
}
