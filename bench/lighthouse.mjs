// Lighthouse (mobile, the default config) against the production build in Debian's Chromium,
// beside a bare React Router page (bench/bare-app) measured in the same run and browser.
// Usage: npm run build && node bench/lighthouse.mjs [runs] [path ...]
// LIGHTHOUSE_CPU_SLOWDOWN=<n> replaces Lighthouse's 4x simulated CPU slowdown: a host faster than
// the machine the scores are meant for can be measured as if it were that machine (see
// bench/lighthouse-profile.md). Prints a table and writes bench/lighthouse.md; scores and total
// blocking times are the median of the runs.
import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromiumArgs, chromiumPath } from "../scripts/chromium.mjs";
import { record } from "./record.mjs";
import { root, startBenchServer } from "./server.mjs";
import { startBareReactRouterServer } from "./shipped-bytes.mjs";

const BARE = "bare React Router page";
const runs = Number(process.argv[2] ?? 3);
const paths = process.argv.slice(3).length
  ? process.argv.slice(3)
  : ["/", "/services/cybersecurity", "/blog", "/blog/phishing-training-for-school-staff", "/contact"];
const slowdown = process.env.LIGHTHOUSE_CPU_SLOWDOWN ? Number(process.env.LIGHTHOUSE_CPU_SLOWDOWN) : undefined;
if (slowdown !== undefined && !(slowdown >= 1)) throw new Error("LIGHTHOUSE_CPU_SLOWDOWN must be a number ≥ 1");
const port = 3400 + Math.floor(Math.random() * 400);
const server = await startBenchServer({ label: "lighthouse", port });
const bare = await startBareReactRouterServer(port + 400);

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

const categories = ["performance", "accessibility", "best-practices", "seo"];
const targets = [{ label: BARE, url: `${bare.base}/`, categories: ["performance"] }].concat(
  paths.map((pagePath) => ({ label: pagePath, url: `${server.base}${pagePath}`, categories })),
);
const rows = [];
const benchmarkIndexes = [];
let chrome;
let failures = 0;
try {
  chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ["--headless=new", ...chromiumArgs],
  });
  for (const target of targets) {
    const scores = Object.fromEntries(categories.map((c) => [c, []]));
    const blocking = [];
    for (let run = 0; run < runs; run++) {
      const result = await lighthouse(
        target.url,
        { port: chrome.port, output: "json", logLevel: "error", onlyCategories: target.categories },
        slowdown === undefined
          ? undefined
          : { extends: "lighthouse:default", settings: { throttling: { cpuSlowdownMultiplier: slowdown } } },
      );
      if (result.lhr.runtimeError) {
        // A failed run (e.g. no first paint seen) is reported and retried, not recorded as 0.
        console.error(
          `${target.label}: Lighthouse run failed: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`,
        );
        if (++failures > 3) throw new Error("Lighthouse failed more than 3 times; see the messages above");
        run--;
        continue;
      }
      for (const c of target.categories) scores[c].push(Math.round((result.lhr.categories[c].score ?? 0) * 100));
      blocking.push(Math.round(result.lhr.audits["total-blocking-time"].numericValue));
      benchmarkIndexes.push(result.lhr.environment.benchmarkIndex);
      const failing = Object.values(result.lhr.audits).filter(
        (a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === "binary",
      );
      if (run === 0 && failing.length)
        console.log(`${target.label}: audits below 1: ${failing.map((a) => a.id).join(", ")}`);
    }
    rows.push({
      path: target.label,
      ...Object.fromEntries(categories.map((c) => [c, scores[c].length ? median(scores[c]) : "—"])),
      tbt: median(blocking),
      all: scores,
      blocking,
    });
  }
} finally {
  await chrome?.kill();
  await server.stop();
  await bare.stop();
}

const header = `| page | performance | total blocking time | accessibility | best practices | SEO | runs |\n| --- | --- | --- | --- | --- | --- | --- |`;
const lines = rows.map(
  (r) =>
    `| ${r.path} | ${r.performance} | ${r.tbt} ms | ${r.accessibility} | ${r["best-practices"]} | ${r.seo} | ${runs} (performance: ${r.all.performance.join(", ")}; TBT: ${r.blocking.join(", ")} ms) |`,
);
const table = [header, ...lines].join("\n");
console.log(table);
const chromium = execFileSync(chromiumPath, ["--version"], {
  encoding: "utf8",
  stdio: ["ignore", "pipe", "ignore"],
}).trim();
const cpu = slowdown === undefined ? "Lighthouse's 4x simulated CPU slowdown" : `a ${slowdown}x simulated CPU slowdown`;
writeFileSync(
  path.join(root, "bench", "lighthouse.md"),
  `# Lighthouse scores

Mobile (Lighthouse's default emulation and throttling, ${cpu}), median of ${runs} runs, production build on an embedded database.
Measured ${new Date().toISOString().slice(0, 10)} on ${os.cpus().length} cores, ${chromium}, Node ${process.version}.
Lighthouse's CPU benchmark index of this host: median ${median(benchmarkIndexes)} (range ${Math.min(...benchmarkIndexes)}–${Math.max(...benchmarkIndexes)}); the score depends on it, see bench/lighthouse-profile.md.

${table}

Run again: \`npm run build && npm run bench:lighthouse\`.
`,
);
record(
  "lighthouse",
  rows.map((r) => ({
    measure: r.path,
    result: `performance ${r.performance} (total blocking time ${r.tbt} ms), accessibility ${r.accessibility}, best practices ${r["best-practices"]}, SEO ${r.seo}`,
    compared: `performance in each run: ${r.all.performance.join(", ")}; benchmark index ${median(benchmarkIndexes)}; ${cpu}`,
  })),
);
