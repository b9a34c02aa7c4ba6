import { RouterContextProvider, type ServerBuild } from "react-router";
import { derivedOnce } from "../request-handler";
import { logger } from "../../app/lib/log.server";
import { clientIpContext, cspNonceContext, sharedRenderContext } from "../../app/lib/request-context";
import { pageOfDataRequest } from "./data-key";
import { entryFromRender } from "./entry";
import { PageCache, type PageCacheOptions } from "./store";

export { pageCacheMiddleware, sendFromMemory, sharedCacheControl } from "./middleware";
export { watchContentChanges } from "./content-changes";
export type { PageCache };

const log = logger("page-cache");

export interface SharedPagesOptions {
  build: () => Promise<ServerBuild>;
  /** Shared pages are rendered for this origin (SITE_URL), never for a Host header a visitor sent. */
  siteUrl: string;
  maxBytes: number;
  /** No visitor gets a copy older than this. */
  maxAgeSeconds: number;
  onLookup?: PageCacheOptions["onLookup"];
}

/**
 * The cache of pages every anonymous visitor gets. A page is rendered for a request that carries
 * nothing of any visitor (no cookie, no nonce, no address), so by construction it holds no toast,
 * session or per-request secret.
 */
export function createSharedPages({
  build,
  siteUrl,
  maxBytes,
  maxAgeSeconds,
  onLookup,
}: SharedPagesOptions): PageCache {
  const handle = derivedOnce(build);
  const origin = new URL(siteUrl).origin;
  // The last second of a copy's life (or half of it, for short lives) is spent serving it while
  // the next render runs, so a busy page never makes visitors wait for a render.
  const staleMs = Math.min(1_000, (maxAgeSeconds * 1000) / 2);
  const pages: PageCache = new PageCache({
    maxBytes,
    freshMs: maxAgeSeconds * 1000 - staleMs,
    staleMs,
    onLookup,
    async render(key) {
      // A page's navigation data is shared exactly when the page is: the same routes, the same
      // loaders, run for nobody in particular.
      const page = pageOfDataRequest(key);
      if (page !== null && !(await pages.get(page))) return null;
      const context = new RouterContextProvider();
      context.set(cspNonceContext, "");
      context.set(clientIpContext, "");
      context.set(sharedRenderContext, true);
      // The key is a path: appended to the origin, "//host" can never be read as another host.
      const request = new Request(`${origin}${key}`, { headers: { Accept: page === null ? "text/html" : "*/*" } });
      return entryFromRender(await handle(request, context), Date.now(), page === null ? "page" : "data");
    },
    onRenderError(error, key) {
      log.error("a page for the cache failed to render", { error: error as Error, key });
    },
  });
  return pages;
}
