// Each benchmark records its rows here (bench/data/<name>.json); bench/results.mjs puts every
// benchmark's rows into one table, bench/results.md.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { root } from "./server.mjs";

/**
 * @param {string} name the benchmark
 * @param {{ measure: string, result: string, compared?: string }[]} rows
 */
export function record(name, rows) {
  const dir = path.join(root, "bench", "data");
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    path.join(dir, `${name}.json`),
    `${JSON.stringify({ measuredAt: new Date().toISOString(), rows }, null, 2)}\n`,
  );
}
