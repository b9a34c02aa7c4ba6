// A feature's admin/ folder is its own: the pages and queries staff use for that feature. Another
// feature that needs something of it asks the feature's public modules (the lead desk reads each
// source of leads through its lead-source module). Routes, which put features on pages, may use any.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const APP = path.resolve(import.meta.dirname);
const IMPORT = /(?:from\s+|import\s*\(\s*|import\s+)["']([^"']+)["']/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The app/ path an import names, or null for a package. */
function target(file: string, specifier: string): string | null {
  if (specifier.startsWith("~/")) return path.join(APP, specifier.slice(2));
  if (specifier.startsWith(".")) return path.resolve(path.dirname(file), specifier);
  return null;
}

/** "contact" for app/contact/…, null for a file directly under app/. */
const featureOf = (file: string) => {
  const [first, ...rest] = path.relative(APP, file).split(path.sep);
  return rest.length > 0 ? first! : null;
};

/** Imports of another feature's admin/ internals, as "importer -> imported". */
function crossFeatureAdminImports(files: { file: string; text: string }[]): string[] {
  return files.flatMap(({ file, text }) => {
    const from = featureOf(file);
    if (from === null || from === "routes") return [];
    return [...text.matchAll(IMPORT)].flatMap(([, specifier]) => {
      const to = specifier ? target(file, specifier) : null;
      if (!to) return [];
      const [feature, folder] = path.relative(APP, to).split(path.sep);
      return feature !== from && folder === "admin" ? [`${path.relative(APP, file)} -> ${path.relative(APP, to)}`] : [];
    });
  });
}

describe("feature boundaries", () => {
  it("no feature imports another feature's admin/ internals", () => {
    const files = sourceFiles(APP).map((file) => ({ file, text: readFileSync(file, "utf8") }));
    expect(files.length).toBeGreaterThan(100);
    expect(crossFeatureAdminImports(files)).toEqual([]);
  });

  it("finds such an import, relative or through ~/", () => {
    const planted = [
      { file: path.join(APP, "leads", "x.ts"), text: `import { a } from "~/booking/admin/bookings.server";` },
      { file: path.join(APP, "leads", "y.tsx"), text: `import { b } from "../assessment/admin/assessment-views";` },
      { file: path.join(APP, "booking", "z.ts"), text: `import { c } from "./admin/bookings.server";` },
      { file: path.join(APP, "routes", "r.tsx"), text: `import { d } from "~/contact/admin/inbox.server";` },
    ];
    expect(crossFeatureAdminImports(planted)).toEqual([
      "leads/x.ts -> booking/admin/bookings.server",
      "leads/y.tsx -> assessment/admin/assessment-views",
    ]);
  });
});
