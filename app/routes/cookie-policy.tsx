import { LegalPage } from "~/components/site/legal-page";
import { cookiePolicy } from "~/content/legal/cookie-policy";
import { LEGAL_LAST_UPDATED } from "~/content/legal/types";
import type { SitemapHandle } from "~/lib/sitemap";
import { sharedPage, type PageCacheHandle } from "~/lib/page-cache";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/cookie-policy";

export const handle: SitemapHandle & PageCacheHandle = {
  ...sharedPage,
  sitemap: [{ path: cookiePolicy.path, lastmod: LEGAL_LAST_UPDATED.iso, changefreq: "yearly", priority: 0.3 }],
};

export const meta: Route.MetaFunction = (args) =>
  seo(args, { title: cookiePolicy.title, description: cookiePolicy.description });

export default function CookiePolicy() {
  return <LegalPage document={cookiePolicy} />;
}
