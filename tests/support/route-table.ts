// The site's routes as concrete addresses, read from app/routes.ts itself, so a route added there is
// covered by the tests that walk them without touching those tests.
import type { RouteConfigEntry } from "@react-router/dev/routes";
import routes from "../../app/routes";

export interface WalkedRoute {
  /** The pattern as app/routes.ts declares it, joined with its parents: "/blog/:slug". */
  pattern: string;
  /** A concrete address for it: sample values for its params, a few segments for a splat. */
  path: string;
  file: string;
}

// Sample values by param name; any other param gets "sample".
const SAMPLES: Record<string, string> = { id: "1", slug: "sample-slug" };

function flatten(entries: RouteConfigEntry[], parent = ""): { pattern: string; file: string }[] {
  return entries.flatMap((entry) => {
    const pattern = entry.index ? parent || "/" : `${parent}/${entry.path ?? ""}`.replace(/\/+/g, "/");
    return [{ pattern, file: entry.file }, ...flatten(entry.children ?? [], pattern)];
  });
}

export function routeTable(): WalkedRoute[] {
  const seen = new Set<string>();
  return flatten(routes).flatMap(({ pattern, file }) => {
    const path = pattern
      .replace(/:(\w+)\??/g, (_, name: string) => SAMPLES[name] ?? "sample")
      .replace(/\*$/, "no/such/page")
      .replace(/(.)\/$/, "$1");
    if (seen.has(path)) return [];
    seen.add(path);
    return [{ pattern, path, file }];
  });
}
