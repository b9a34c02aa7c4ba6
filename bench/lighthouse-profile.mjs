// Where a page's main-thread time goes under Lighthouse's mobile run, beside the bare React Router
// page: the score's parts (TBT, FCP, LCP), the host's CPU benchmark index, Lighthouse's main-thread
// breakdown and the long tasks. A tool for finding what to cut, not a recorded benchmark.
// Usage: npm run build && [LIGHTHOUSE_CPU_SLOWDOWN=12] [COOKIE='en_toast='] node bench/lighthouse-profile.mjs [path ...]
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromiumArgs, chromiumPath } from "../scripts/chromium.mjs";
import { startBenchServer } from "./server.mjs";
import { startBareReactRouterServer } from "./shipped-bytes.mjs";

const paths = process.argv.slice(2).length ? process.argv.slice(2) : ["/", "/services/cybersecurity"];
const slowdown = Number(process.env.LIGHTHOUSE_CPU_SLOWDOWN ?? 4);
const port = 3400 + Math.floor(Math.random() * 400);
const server = await startBenchServer({ label: "lighthouse-profile", port });
const bare = await startBareReactRouterServer(port + 400);
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath,
  chromeFlags: ["--headless=new", ...chromiumArgs],
});
const ms = (value) => `${Math.round(value)} ms`;
try {
  for (const pagePath of ["bare", ...paths]) {
    const url = pagePath === "bare" ? `${bare.base}/` : `${server.base}${pagePath}`;
    const { lhr } = await lighthouse(
      url,
      {
        port: chrome.port,
        logLevel: "error",
        onlyCategories: ["performance"],
        extraHeaders: process.env.COOKIE && pagePath !== "bare" ? { Cookie: process.env.COOKIE } : undefined,
      },
      { extends: "lighthouse:default", settings: { throttling: { cpuSlowdownMultiplier: slowdown } } },
    );
    const audit = (id) => lhr.audits[id];
    console.log(
      `${pagePath === "bare" ? "bare React Router page" : pagePath}: performance ${Math.round(lhr.categories.performance.score * 100)}, ` +
        `TBT ${ms(audit("total-blocking-time").numericValue)}, FCP ${ms(audit("first-contentful-paint").numericValue)}, ` +
        `LCP ${ms(audit("largest-contentful-paint").numericValue)}; benchmark index ${lhr.environment.benchmarkIndex}, ${slowdown}x CPU`,
    );
    const groups = audit("mainthread-work-breakdown").details?.items ?? [];
    console.log(
      `  main thread: ${groups.map((item) => `${item.groupLabel ?? item.group} ${ms(item.duration)}`).join(", ")}`,
    );
    const tasks = audit("long-tasks").details?.items ?? [];
    console.log(
      `  long tasks: ${tasks.map((task) => `${ms(task.duration)} at ${ms(task.startTime)} (${task.url.replace(/^https?:\/\/[^/]+/, "")})`).join(", ") || "none"}`,
    );
  }
} finally {
  await chrome.kill();
  await server.stop();
  await bare.stop();
}
