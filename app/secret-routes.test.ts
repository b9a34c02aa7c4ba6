import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import { maskSecrets } from "./lib/log-secrets.server";
import routes from "./routes";
import { PUBLIC_PARAMS, SECRET_PARAMS } from "./secret-routes";

function paths(entries: RouteConfigEntry[], parent = ""): string[] {
  return entries.flatMap((entry) => {
    const path = [parent, entry.path ?? ""].filter(Boolean).join("/");
    return [...(entry.path ? [path] : []), ...paths(entry.children ?? [], path)];
  });
}

const all = paths(routes);
const paramsOf = (path: string) => path.split("/").filter((segment) => segment.startsWith(":"));

/** A value of each parameter's shape, unique to its place, so a leak names the parameter. */
function filled(path: string): { address: string; secrets: string[]; kept: string[] } {
  const secrets: string[] = [];
  const kept: string[] = [];
  const address = path
    .split("/")
    .map((segment, at) => {
      if (!segment.startsWith(":")) return segment;
      const name = segment.slice(1);
      if (name in SECRET_PARAMS) {
        const value = `S3cr3t_${name}_${at}_${"x".repeat(30)}`;
        secrets.push(value);
        return value;
      }
      const value = `public-${name}-${at}`;
      kept.push(value);
      return value;
    })
    .join("/");
  return { address: `/${address}`, secrets, kept };
}

describe("the route table's secrets", () => {
  it("has every parameter classified as a secret or as public", () => {
    const known = new Set<string>([...Object.keys(SECRET_PARAMS), ...PUBLIC_PARAMS]);
    const unclassified = all.flatMap(paramsOf).filter((param) => !known.has(param.slice(1)));
    expect(unclassified, "add each to SECRET_PARAMS or PUBLIC_PARAMS in app/secret-routes.ts").toEqual([]);
  });

  it("masks the secrets of every route that has one, in a path, a full URL and a sentence", () => {
    const tokened = all.filter((path) => paramsOf(path).some((param) => param.slice(1) in SECRET_PARAMS));
    expect(tokened.length, "the manage, feed and audit routes").toBeGreaterThanOrEqual(6);
    for (const path of tokened) {
      const { address, secrets, kept } = filled(path);
      for (const text of [address, `https://example.com${address}?x=1`, `GET ${address} failed`]) {
        const masked = maskSecrets(text);
        for (const secret of secrets) expect(masked, `${path} in "${text}"`).not.toContain(secret);
        for (const value of kept) expect(masked, `${path} keeps ${value}`).toContain(value);
      }
    }
  });

  it("leaves the public routes' addresses as they are", () => {
    const untokened = all.filter((path) => !paramsOf(path).some((param) => param.slice(1) in SECRET_PARAMS));
    for (const path of untokened) {
      const { address } = filled(path);
      expect(maskSecrets(address), path).toBe(address);
    }
  });
});
