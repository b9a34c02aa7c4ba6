/**
 * A route's handle declares that its page is the same for every visitor without one of the site's
 * cookies (app/lib/site-cookies.ts), so the server may render it once and share it
 * (server/page-cache). Only routes whose loaders read nothing about the visitor qualify; a page is
 * shared only when every route it matches says so.
 */
export interface PageCacheHandle {
  pageCache?: true;
}

export const sharedPage = { pageCache: true } as const satisfies PageCacheHandle;

/** Set by entry.server on a shared render whose routes all allow sharing; never sent to a browser. */
export const SHAREABLE_HEADER = "x-render-shareable";

/**
 * Set by entry.server on a shared render: the values in the page that change with every render
 * without changing what the page says (the contact form's spam token), so the page's validator
 * can leave them out. Never sent to a browser.
 */
export const VOLATILE_HEADER = "x-render-volatile";

interface MatchedRoutes {
  staticHandlerContext: { matches: { route: { id: string } }[] };
  routeModules: Record<string, { handle?: unknown } | undefined>;
}

/** True when every route of the page (the root aside: its loader reads only the toast cookie) allows sharing. */
export function routesAllowSharing({ staticHandlerContext, routeModules }: MatchedRoutes): boolean {
  const matches = staticHandlerContext.matches.filter((match) => match.route.id !== "root");
  return (
    matches.length > 0 &&
    matches.every((match) => (routeModules[match.route.id]?.handle as PageCacheHandle | undefined)?.pageCache === true)
  );
}
