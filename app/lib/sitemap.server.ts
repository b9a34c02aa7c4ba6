import type { ServerBuild } from "react-router";
import type { SitemapEntry, SitemapHandle } from "./sitemap";
import { escapeXml } from "./xml";

/** One place the sitemap's entries come from: the routes' handles, or a capability's own list. */
export type SitemapSource = () => Promise<SitemapEntry[]>;

/** The entries route modules declare in their `handle`. */
export async function routeSitemapEntries(build: ServerBuild): Promise<SitemapEntry[]> {
  const entries: SitemapEntry[] = [];
  for (const route of Object.values(build.routes)) {
    const declared = (route?.module.handle as SitemapHandle | undefined)?.sitemap;
    if (!declared) continue;
    entries.push(...(typeof declared === "function" ? await declared() : declared));
  }
  return entries;
}

/** Every source's entries, one per path (a later one wins), sorted by path. */
export async function collectSitemapEntries(sources: SitemapSource[]): Promise<SitemapEntry[]> {
  const byPath = new Map<string, SitemapEntry>();
  for (const source of sources) {
    for (const entry of await source()) byPath.set(entry.path, entry);
  }
  return [...byPath.values()].sort((a, b) => a.path.localeCompare(b.path));
}

export function renderSitemap(siteUrl: string, entries: SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const parts = [`<loc>${escapeXml(new URL(entry.path, `${siteUrl}/`).toString())}</loc>`];
    if (entry.lastmod) parts.push(`<lastmod>${escapeXml(entry.lastmod)}</lastmod>`);
    if (entry.changefreq) parts.push(`<changefreq>${entry.changefreq}</changefreq>`);
    if (entry.priority !== undefined) parts.push(`<priority>${entry.priority.toFixed(1)}</priority>`);
    return `  <url>${parts.join("")}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}
