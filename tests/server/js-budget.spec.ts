// Decision 015: every public page ships at most 15 KB (gzip) of JavaScript beyond a bare React Router
// page. Bytes, not time, so this is a test; bench/pages.mjs prints the same measure per page.
import path from "node:path";
import { expect, test } from "@playwright/test";
import { bareReactRouterPage, shippedBytes } from "../../bench/shipped-bytes.mjs";
import { ROOT } from "../support/server-process";

const BUDGET = 15 * 1024;
const CLIENT = path.join(ROOT, "build", "client");

test("every public page ships at most 15 KB of JavaScript beyond a bare React Router page", async ({ baseURL }) => {
  test.setTimeout(120_000);
  const bare = await bareReactRouterPage();
  // The yardstick is a real page: React, React DOM and the router are in it.
  expect(bare.js).toBeGreaterThan(80 * 1024);

  const sitemap = await (await fetch(`${baseURL}/sitemap.xml`)).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc!).pathname);
  expect(paths).toContain("/");
  const over: string[] = [];
  for (const pathname of new Set([...paths, "/contact"])) {
    const html = await (await fetch(`${baseURL}${pathname}`)).text();
    const { js } = await shippedBytes(html, CLIENT);
    // Each page does load the framework: a page that preloads nothing is not measured at all.
    expect(js, pathname).toBeGreaterThan(bare.js);
    if (js - bare.js > BUDGET) over.push(`${pathname}: ${((js - bare.js) / 1024).toFixed(1)} KB beyond`);
  }
  expect(over).toEqual([]);
});
