// The configuration's documentation keeps up with the schema: a variable added under app/lib/env/
// without a line in .env.example and a row in the table of docs/configuration.md fails here, by name.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CONFIG_VARIABLES } from "./env.server";

const root = path.resolve(import.meta.dirname, "..", "..");
const read = (file: string) => readFileSync(path.join(root, file), "utf8");

describe("configuration documentation", () => {
  it("knows the variables it checks", () => {
    expect(CONFIG_VARIABLES).toEqual(expect.arrayContaining(["SESSION_SECRET", "DATABASE_URL", "METRICS_TOKEN"]));
  });

  it(".env.example lists every variable, once, and nothing else", () => {
    const listed = [...read(".env.example").matchAll(/^(?:# )?([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1]);
    expect([...listed].sort()).toEqual([...CONFIG_VARIABLES].sort());
  });

  it("the configuration table of docs/configuration.md names every variable", () => {
    const page = read("docs/configuration.md");
    const start = page.indexOf("# Configuration");
    expect(start, "docs/configuration.md starts with its # Configuration heading").toBe(0);
    const table = page.slice(start, page.indexOf("\n## ", start));
    expect(table).toContain("| Variable");
    for (const variable of CONFIG_VARIABLES) expect(table, variable).toContain(`\`${variable}\``);
  });
});
