// The README's map of app/ names every folder directly under app/, one line each, and nothing else:
// a folder added without a line, or a line left for a folder that is gone, fails here by name.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");
const MAP_HEADING = "## Map of `app/`";

/** The folders the README's map lists, in its order: the list items of its section that name a folder. */
function mappedFolders(readme: string): string[] {
  const start = readme.indexOf(MAP_HEADING);
  if (start === -1) throw new Error(`README.md has no "${MAP_HEADING}" section`);
  const end = readme.indexOf("\n## ", start + MAP_HEADING.length);
  const section = readme.slice(start, end === -1 ? undefined : end);
  return [...section.matchAll(/^- `([^`/]+)\/`:/gm)].flatMap((match) => (match[1] ? [match[1]] : []));
}

const appFolders = () =>
  readdirSync(path.join(root, "app"), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

describe("the README's map of app/", () => {
  const mapped = mappedFolders(readFileSync(path.join(root, "README.md"), "utf8"));

  it("reads the map", () => {
    expect(mapped).toEqual(expect.arrayContaining(["routes", "lib", "contact"]));
  });

  it("lists each folder once", () => {
    expect(mapped.filter((name, index) => mapped.indexOf(name) !== index)).toEqual([]);
  });

  it("has a line for every folder directly under app/", () => {
    const missing = appFolders().filter((name) => !mapped.includes(name));
    expect(missing, "folders under app/ missing from the README's map").toEqual([]);
  });

  it("lists no folder that app/ does not have", () => {
    const folders = appFolders();
    const gone = mapped.filter((name) => !folders.includes(name));
    expect(gone, "folders in the README's map that are not under app/").toEqual([]);
  });
});
