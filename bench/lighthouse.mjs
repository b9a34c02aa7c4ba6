// Lighthouse (mobile, the default config) against the production build in Debian's Chromium.
// Usage: npm run build && node bench/lighthouse.mjs [runs] [path ...]
// Prints a table and writes bench/lighthouse.md. Scores are the median of the runs.
import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromiumArgs, chromiumPath } from "../scripts/chromium.mjs";
import { record } from "./record.mjs";
import { root, startBenchServer } from "./server.mjs";

const runs = Number(process.argv[2] ?? 3);
const paths = process.argv.slice(3).length
  ? process.argv.slice(3)
  : ["/", "/services/cybersecurity", "/blog", "/blog/phishing-training-for-school-staff", "/contact"];
const server = await startBenchServer({ label: "lighthouse", port: 3400 + Math.floor(Math.random() * 400) });

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

const categories = ["performance", "accessibility", "best-practices", "seo"];
const rows = [];
let chrome;
let failures = 0;
try {
  chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ["--headless=new", ...chromiumArgs],
  });
  for (const pagePath of paths) {
    const scores = Object.fromEntries(categories.map((c) => [c, []]));
    for (let run = 0; run < runs; run++) {
      const result = await lighthouse(`${server.base}${pagePath}`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: categories,
      });
      if (result.lhr.runtimeError) {
        // A failed run (e.g. no first paint seen) is reported and retried, not recorded as 0.
        console.error(
          `${pagePath}: Lighthouse run failed: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`,
        );
        if (++failures > 3) throw new Error("Lighthouse failed more than 3 times; see the messages above");
        run--;
        continue;
      }
      for (const c of categories) scores[c].push(Math.round((result.lhr.categories[c].score ?? 0) * 100));
      const failing = Object.values(result.lhr.audits).filter(
        (a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === "binary",
      );
      if (run === 0 && failing.length)
        console.log(`${pagePath}: audits below 1: ${failing.map((a) => a.id).join(", ")}`);
    }
    rows.push({ path: pagePath, ...Object.fromEntries(categories.map((c) => [c, median(scores[c])])), all: scores });
  }
} finally {
  await chrome?.kill();
  await server.stop();
}

const header = `| page | performance | accessibility | best practices | SEO | runs |\n| --- | --- | --- | --- | --- | --- |`;
const lines = rows.map(
  (r) =>
    `| ${r.path} | ${r.performance} | ${r.accessibility} | ${r["best-practices"]} | ${r.seo} | ${runs} (performance: ${r.all.performance.join(", ")}) |`,
);
const table = [header, ...lines].join("\n");
console.log(table);
const chromium = execFileSync(chromiumPath, ["--version"], { encoding: "utf8" }).trim();
writeFileSync(
  path.join(root, "bench", "lighthouse.md"),
  `# Lighthouse scores\n\nMobile (Lighthouse's default emulation and throttling), median of ${runs} runs, production build on an embedded database.\nMeasured ${new Date().toISOString().slice(0, 10)} on ${os.cpus().length} cores, ${chromium}, Node ${process.version}.\n\n${table}\n\nRun again: \`npm run build && npm run bench:lighthouse\`.\n`,
);
record(
  "lighthouse",
  rows.map((r) => ({
    measure: r.path,
    result: `performance ${r.performance}, accessibility ${r.accessibility}, best practices ${r["best-practices"]}, SEO ${r.seo}`,
    compared: `performance in each run: ${r.all.performance.join(", ")}`,
  })),
);
