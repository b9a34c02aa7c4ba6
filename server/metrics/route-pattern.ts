import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";

/** Static files and the bundle: one label each, whatever the file. */
const ASSETS = /^\/assets\//;

type ManifestRoute = NonNullable<ServerBuild["routes"][string]>;

function tree(manifest: ServerBuild["routes"], parentId: string | undefined): RouteObject[] {
  return Object.values(manifest)
    .filter((route): route is ManifestRoute => route !== undefined && route.parentId === parentId)
    .map((route) =>
      route.index
        ? { id: route.id, index: true, path: route.path }
        : { id: route.id, path: route.path, caseSensitive: route.caseSensitive, children: tree(manifest, route.id) },
    );
}

/**
 * Maps a request path to the route pattern app/routes.ts declares for it ("/blog/:slug"), so a
 * metric has one series per route rather than one per address a visitor or a scanner makes up.
 * A file served from build/client is "static"; what no route claims is the catch-all "/*".
 */
export function routePatterns(manifest: ServerBuild["routes"]): (path: string, status: number) => string {
  const routes = tree(manifest, undefined);
  return (path, status) => {
    if (ASSETS.test(path)) return "/assets/*";
    let matches: ReturnType<typeof matchRoutes>;
    try {
      matches = matchRoutes(routes, path);
    } catch {
      // A path React Router cannot decode (a stray percent sign) is answered before any route runs.
      return "(invalid)";
    }
    if (!matches?.length) return "(none)";
    const pattern = `/${matches
      .map((match) => match.route.path ?? "")
      .filter(Boolean)
      .join("/")}`.replace(/\/+/g, "/");
    // Public files (favicon, images) fall through to the catch-all route's place but are answered
    // by the static middleware before it: a success there was a file, not the 404 page.
    if (pattern === "/*" && status < 400) return "static";
    return pattern;
  };
}
