import { LegalPage } from "~/components/site/legal-page";
import { termsOfService } from "~/content/legal/terms-of-service";
import { LEGAL_LAST_UPDATED } from "~/content/legal/types";
import type { SitemapHandle } from "~/lib/sitemap";
import { sharedPage, type PageCacheHandle } from "~/lib/page-cache";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/terms-of-service";

export const handle: SitemapHandle & PageCacheHandle = {
  ...sharedPage,
  sitemap: [{ path: termsOfService.path, lastmod: LEGAL_LAST_UPDATED.iso, changefreq: "yearly", priority: 0.3 }],
};

export const meta: Route.MetaFunction = (args) =>
  seo(args, { title: termsOfService.title, description: termsOfService.description });

export default function TermsOfService() {
  return <LegalPage document={termsOfService} />;
}
