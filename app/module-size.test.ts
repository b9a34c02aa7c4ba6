// A route module maps a request to a feature and its outcome to a page; a product module does one
// thing. Past these sizes a module has stopped being either, so the offenders fail here by name
// with their line counts: move the work into the feature's *.server.ts and the markup into its views.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const REPO = path.resolve(import.meta.dirname, "..");
// The product: the application and the Node server that runs it.
const PRODUCT = ["app", "server"];
const ROUTE_LIMIT = 120;
const MODULE_LIMIT = 300;

const MODULE = /\.(?:[cm]?[jt]sx?)$/;
const TEST = /\.test\.[cm]?[jt]sx?$/;

/** Every non-test module under a folder, as paths relative to the repository with forward slashes. */
function modules(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return modules(full);
    return MODULE.test(entry.name) && !TEST.test(entry.name)
      ? [path.relative(REPO, full).split(path.sep).join("/")]
      : [];
  });
}

/** Lines as an editor numbers them: a final newline does not start another line. */
const lineCount = (text: string) => (text === "" ? 0 : text.split("\n").length - (text.endsWith("\n") ? 1 : 0));

const limitOf = (file: string) => (file.startsWith("app/routes/") ? ROUTE_LIMIT : MODULE_LIMIT);

/** The modules over their limit, as "<path>: <lines> lines (limit <n>)". */
function oversized(files: { file: string; lines: number }[], exempt: ReadonlySet<string> = new Set()): string[] {
  return files
    .filter(({ file, lines }) => !exempt.has(file) && lines > limitOf(file))
    .map(({ file, lines }) => `${file}: ${lines} lines (limit ${limitOf(file)})`);
}

describe("module size", () => {
  const files = PRODUCT.flatMap((folder) => modules(path.join(REPO, folder))).map((file) => ({
    file,
    lines: lineCount(readFileSync(path.join(REPO, file), "utf8")),
  }));

  it("reads the modules under app/ and server/", () => {
    expect(files.length).toBeGreaterThan(100);
    expect(files.map(({ file }) => file)).toEqual(
      expect.arrayContaining(["app/root.tsx", "app/routes/home.tsx", "server/app.ts"]),
    );
    expect(files.some(({ file }) => TEST.test(file))).toBe(false);
  });

  it(`keeps every route module within ${ROUTE_LIMIT} lines and every other module within ${MODULE_LIMIT}`, () => {
    expect(oversized(files), "modules over their size limit").toEqual([]);
  });

  it("names a route over 120 lines and another module over 300, and counts lines as an editor does", () => {
    const planted = [
      { file: "app/routes/long.tsx", lines: 121 },
      { file: "app/routes/fits.tsx", lines: 120 },
      { file: "app/booking/long.server.ts", lines: 301 },
      { file: "app/booking/fits.server.ts", lines: 300 },
      { file: "server/long.ts", lines: 301 },
      { file: "app/lib/exempt.ts", lines: 900 },
    ];
    expect(oversized(planted, new Set(["app/lib/exempt.ts"]))).toEqual([
      "app/routes/long.tsx: 121 lines (limit 120)",
      "app/booking/long.server.ts: 301 lines (limit 300)",
      "server/long.ts: 301 lines (limit 300)",
    ]);
    expect([lineCount("a\nb\n"), lineCount("a\nb"), lineCount("")]).toEqual([2, 2, 0]);
  });
});
