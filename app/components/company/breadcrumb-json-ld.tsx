import { useRouteLoaderData } from "react-router";
import { breadcrumbs, JsonLd } from "~/components/site/json-ld";
import type { loader as rootLoader } from "~/root";

/** schema.org BreadcrumbList (Home > this page) for a company page. */
export function BreadcrumbJsonLd({ name, path }: { name: string; path: string }) {
  const data = useRouteLoaderData<typeof rootLoader>("root");
  if (!data) return null;
  return <JsonLd data={breadcrumbs(data.config.siteUrl, [{ name, path }])} />;
}
