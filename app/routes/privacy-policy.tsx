import { LegalPage } from "~/components/site/legal-page";
import { privacyPolicy, privacyPolicyPage } from "~/content/legal/privacy-policy";
import { LEGAL_LAST_UPDATED } from "~/content/legal/types";
import { getEnv } from "~/lib/env.server";
import type { SitemapHandle } from "~/lib/sitemap";
import { sharedPage, type PageCacheHandle } from "~/lib/page-cache";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/privacy-policy";

export const handle: SitemapHandle & PageCacheHandle = {
  ...sharedPage,
  sitemap: [{ path: privacyPolicyPage.path, lastmod: LEGAL_LAST_UPDATED.iso, changefreq: "yearly", priority: 0.3 }],
};

export const meta: Route.MetaFunction = (args) =>
  seo(args, { title: privacyPolicyPage.title, description: privacyPolicyPage.description });

/**
 * The policy with the retention periods the server actually enforces, so it states them
 * truthfully. Built here rather than in the page, so its text travels as data and not as
 * JavaScript (decision 015's budget).
 */
export function loader() {
  const env = getEnv();
  return {
    document: privacyPolicy({
      retentionDays: env.CONTACT_RETENTION_DAYS,
      draftRetentionDays: env.ASSESSMENT_DRAFT_RETENTION_DAYS,
      insightsRawDays: env.INSIGHTS_RAW_DAYS,
    }),
  };
}

export default function PrivacyPolicy({ loaderData }: Route.ComponentProps) {
  return <LegalPage document={loaderData.document} />;
}
