import type { ServerBuild } from "react-router";
import { getEnv } from "~/lib/env.server";
import { collectSitemapEntries, renderSitemap } from "~/lib/sitemap.server";

export async function loader() {
  const build = (await import("virtual:react-router/server-build")) as unknown as ServerBuild;
  const xml = renderSitemap(getEnv().SITE_URL, await collectSitemapEntries(build));
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
