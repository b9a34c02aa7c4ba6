// The configuration's documentation keeps up with the schema: a variable added to env.server.ts
// without a line in .env.example and a row in the README's table fails here, by name.
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

  it("the README's configuration table names every variable", () => {
    const readme = read("README.md");
    const table = readme.slice(
      readme.indexOf("## Configuration"),
      readme.indexOf("\n## ", readme.indexOf("## Configuration") + 1),
    );
    for (const variable of CONFIG_VARIABLES) expect(table, variable).toContain(`\`${variable}\``);
  });
});
