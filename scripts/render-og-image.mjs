// Renders public/images/og-default.png (1200x630), the picture social networks show for a shared
// link. Run again after changing the brand: node scripts/render-og-image.mjs
import { chromium } from "@playwright/test";
import { readFileSync } from "node:fs";
import { chromiumArgs, chromiumPath } from "./chromium.mjs";

const brand = /brand: "([^"]+)"/.exec(readFileSync("app/content/site.ts", "utf8"))[1];
const logo = readFileSync("public/favicon.svg", "utf8");
const html = `<!doctype html><html><body style="margin:0;width:1200px;height:630px;display:flex;flex-direction:column;justify-content:center;padding:0 96px;box-sizing:border-box;background:linear-gradient(135deg,#0a1d36,#173f72);font-family:system-ui,sans-serif;color:#fff">
<div style="width:120px;height:120px">${logo}</div>
<h1 style="font-size:72px;margin:40px 0 16px;letter-spacing:-1px">${brand}</h1>
<p style="font-size:34px;margin:0;color:#f8c08f">Managed IT, cloud and cybersecurity in Atlanta</p>
<p style="font-size:26px;margin:24px 0 0;color:#d9e6f5">For schools, nonprofits and growing businesses</p></body></html>`;

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
await page.setContent(html);
await page.screenshot({ path: "public/images/og-default.png" });
await browser.close();
