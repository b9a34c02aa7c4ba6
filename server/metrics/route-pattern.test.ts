import type { ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { routePatterns } from "./route-pattern";

// The shape of a server build's route manifest, as app/routes.ts produces it (a few of its routes).
const manifest = {
  root: { id: "root", path: "", module: {} },
  "routes/home": { id: "routes/home", parentId: "root", index: true, module: {} },
  "routes/blog.$slug": { id: "routes/blog.$slug", parentId: "root", path: "blog/:slug", module: {} },
  "routes/admin": { id: "routes/admin", parentId: "root", path: "admin", module: {} },
  "routes/admin.blog.$id.edit": {
    id: "routes/admin.blog.$id.edit",
    parentId: "routes/admin",
    path: "blog/:id/edit",
    module: {},
  },
  "routes/not-found": { id: "routes/not-found", parentId: "root", path: "*", module: {} },
} as unknown as ServerBuild["routes"];

describe("routePatterns", () => {
  const patternOf = routePatterns(manifest);

  it("names the pattern, not the address", () => {
    expect(patternOf("/", 200)).toBe("/");
    expect(patternOf("/blog/any-post-at-all", 200)).toBe("/blog/:slug");
    expect(patternOf("/blog/another", 404)).toBe("/blog/:slug");
    expect(patternOf("/admin/blog/42/edit", 200)).toBe("/admin/blog/:id/edit");
  });

  it("folds the bundle, public files and unknown addresses into a few labels", () => {
    expect(patternOf("/assets/entry.client-abc123.js", 200)).toBe("/assets/*");
    expect(patternOf("/favicon.ico", 200)).toBe("static");
    expect(patternOf("/wp-login.php", 404)).toBe("/*");
    expect(patternOf(`/${"x".repeat(200)}`, 404)).toBe("/*");
  });
});
