import { LegalPage } from "~/components/site/legal-page";
import { privacyPolicy } from "~/content/legal/privacy-policy";
import { LEGAL_LAST_UPDATED } from "~/content/legal/types";
import type { SitemapHandle } from "~/lib/sitemap";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/privacy-policy";

export const handle: SitemapHandle = {
  sitemap: [{ path: privacyPolicy.path, lastmod: LEGAL_LAST_UPDATED.iso, changefreq: "yearly", priority: 0.3 }],
};

export const meta: Route.MetaFunction = (args) =>
  seo(args, { title: privacyPolicy.title, description: privacyPolicy.description });

export default function PrivacyPolicy() {
  return <LegalPage document={privacyPolicy} />;
}
