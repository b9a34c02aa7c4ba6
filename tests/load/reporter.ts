// Collects the measures of the load tests that passed (tests/load/measures.ts) and, when the whole
// run passed, writes them to bench/data/load.json (bench/record.mjs's format, read by
// bench/results.mjs) and a readable bench/load.md. Rows of scenarios not run this time are kept.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FullResult, Reporter, TestCase, TestResult } from "@playwright/test/reporter";
import { MEASURE_ATTACHMENT, type Measure } from "./measures";

const ROOT = path.resolve(import.meta.dirname, "..", "..");
const DATA = path.join(ROOT, "bench", "data", "load.json");
const DETAIL = path.join(ROOT, "bench", "load.md");

export default class LoadReporter implements Reporter {
  private readonly rows: (Measure & { scenario: string })[] = [];

  onTestEnd(test: TestCase, result: TestResult) {
    if (result.status !== "passed") return;
    for (const attachment of result.attachments) {
      if (attachment.name !== MEASURE_ATTACHMENT || !attachment.body) continue;
      this.rows.push({ scenario: test.title, ...(JSON.parse(attachment.body.toString("utf8")) as Measure) });
    }
  }

  onEnd(result: FullResult) {
    // npm test runs these too, and should not rewrite tracked files on every run.
    if (process.env.LOAD_TESTS_RECORD === "0") return;
    if (result.status !== "passed" || this.rows.length === 0) {
      console.log(`[load] run ${result.status}: bench/data/load.json left as it was`);
      return;
    }
    const previous: { rows: Measure[] } = existsSync(DATA) ? JSON.parse(readFileSync(DATA, "utf8")) : { rows: [] };
    const fresh = new Set(this.rows.map((row) => row.measure));
    const rows = [
      ...previous.rows.filter((row) => !fresh.has(row.measure)),
      ...this.rows.map(({ measure, result: value, compared }) => ({
        measure,
        result: value,
        ...(compared ? { compared } : {}),
      })),
    ];
    const measuredAt = new Date().toISOString();
    mkdirSync(path.dirname(DATA), { recursive: true });
    writeFileSync(DATA, `${JSON.stringify({ measuredAt, rows }, null, 2)}\n`);

    const machine = `${os.cpus().length} cores (${os.cpus()[0]?.model ?? "unknown CPU"}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
    const table = rows.map((row) => `| ${row.measure} | ${row.result} | ${row.compared ?? ""} |`).join("\n");
    writeFileSync(
      DETAIL,
      `# Load and fault tests

The numbers of the last green \`npm run build && npm run test:load\` (what each scenario does and
why the bounds are what they are: [docs/load-tests.md](../docs/load-tests.md)). Load generator,
servers and PostgreSQL share one machine over loopback.

Measured ${measuredAt.slice(0, 16).replace("T", " ")} UTC on ${machine}, load average ${os.loadavg()[0]!.toFixed(1)} at the end.

| measure | result | bound or comparison |
| --- | --- | --- |
${table}

Run again: \`npm run build && npm run test:load\` (rewrites this file and bench/data/load.json when every test passes).
`,
    );
    console.log(`[load] wrote bench/data/load.json and bench/load.md (${rows.length} rows)`);
  }
}
