// How long Chromium spends styling and laying out a page as it first loads, beside the bare React
// Router page: the medians of several loads, read from Chromium's own trace (at full speed, no
// throttling; Lighthouse multiplies these tasks by its CPU slowdown). A tool for checking a change
// to the stylesheet or the markup, not a recorded benchmark.
// Usage: npm run build && node bench/first-paint-work.mjs [runs] [path ...]
import { chromium } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "../scripts/chromium.mjs";
import { startBenchServer } from "./server.mjs";
import { startBareReactRouterServer } from "./shipped-bytes.mjs";

const [runsArg, ...pathArgs] = process.argv.slice(2);
const runs = Number(runsArg ?? 9);
const paths = pathArgs.length ? pathArgs : ["/", "/services/cybersecurity", "/contact"];
const port = 3800 + Math.floor(Math.random() * 100);
const server = await startBenchServer({ label: "first-paint-work", port });
const bare = await startBareReactRouterServer(port + 100);
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });

/** Milliseconds of each trace event name on the page's main thread, for one cold load. */
async function load(url) {
  // Lighthouse's mobile screen, so the first screen holds what it holds there.
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const events = [];
  cdp.on("Tracing.dataCollected", ({ value }) => events.push(...value));
  const complete = new Promise((resolve) => cdp.once("Tracing.tracingComplete", resolve));
  await cdp.send("Tracing.start", { categories: "devtools.timeline", transferMode: "ReportEvents" });
  await page.goto(url, { waitUntil: "load" });
  await page.waitForTimeout(500);
  await cdp.send("Tracing.end");
  await complete;
  await context.close();
  const main = new Set(
    events.filter((e) => e.name === "thread_name" && e.args.name === "CrRendererMain").map((e) => `${e.pid}:${e.tid}`),
  );
  const total = (name) =>
    events
      .filter((e) => e.name === name && e.ph === "X" && main.has(`${e.pid}:${e.tid}`))
      .reduce((sum, e) => sum + e.dur / 1000, 0);
  return { style: total("UpdateLayoutTree"), layout: total("Layout"), parse: total("ParseHTML") };
}

const median = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)].toFixed(1);
try {
  console.log(`median of ${runs} cold loads, ms on the main thread (style recalculation / layout / HTML parsing)`);
  for (const pagePath of ["bare", ...paths]) {
    const url = pagePath === "bare" ? `${bare.base}/` : `${server.base}${pagePath}`;
    const loads = [];
    for (let i = 0; i < runs; i++) loads.push(await load(url));
    const label = pagePath === "bare" ? "bare React Router page" : pagePath;
    console.log(
      `${label}: style ${median(loads.map((l) => l.style))}, layout ${median(loads.map((l) => l.layout))}, parse ${median(loads.map((l) => l.parse))}`,
    );
  }
} finally {
  await browser.close();
  await server.stop();
  await bare.stop();
}
