import type { ServerBuild } from "react-router";
import { blogSitemapEntries } from "~/blog/sitemap.server";
import { getEnv } from "~/lib/env.server";
import { collectSitemapEntries, renderSitemap, routeSitemapEntries, type SitemapSource } from "~/lib/sitemap.server";

export async function loader() {
  const build = (await import("virtual:react-router/server-build")) as unknown as ServerBuild;
  // Every source is named here, so the sitemap never depends on which modules happen to have been
  // loaded: the pages route modules declare, then the pages made from database rows.
  const sources: SitemapSource[] = [() => routeSitemapEntries(build), blogSitemapEntries];
  const xml = renderSitemap(getEnv().SITE_URL, await collectSitemapEntries(sources));
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
