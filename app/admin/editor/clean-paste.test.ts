// The paste cleaning on what Google Docs, Word and a web page really put on the clipboard
// (tests/fixtures/paste/), run in Chromium under the site's kind of CSP: the bug it guards
// against (bold and italic lost) only exists where the browser refuses inline styles.
import { readFileSync } from "node:fs";
import { chromium, type Browser, type Page } from "@playwright/test";
import { transformWithOxc } from "vite";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { loadEnv } from "~/lib/env.server";
import { sanitizePostHtml } from "~/blog/sanitize.server";
import { chromiumArgs, testChromiumPath } from "../../../scripts/chromium.mjs";

const fixture = (name: string) =>
  readFileSync(new URL(`../../../tests/fixtures/paste/${name}`, import.meta.url), "utf8");

let browser: Browser;
let page: Page;
let cleaner: string;
const consoleErrors: string[] = [];

beforeAll(async () => {
  loadEnv({ SITE_URL: "https://www.example.com" });
  const source = readFileSync(new URL("./clean-paste.ts", import.meta.url), "utf8");
  const { code } = await transformWithOxc(source, "clean-paste.ts", { lang: "ts" });
  cleaner = code.replace(/^export /gm, "");
  browser = await chromium.launch({ executablePath: testChromiumPath, args: chromiumArgs });
  page = await browser.newPage();
  page.on("console", (message) => {
    if (message.type() === "error") consoleErrors.push(message.text());
  });
  await page.route("http://paste.test/", (route) =>
    route.fulfill({
      contentType: "text/html",
      headers: { "Content-Security-Policy": "default-src 'none'; style-src 'self'; script-src 'self'" },
      body: "<!doctype html><title>Paste</title><p>Editor</p>",
    }),
  );
  await page.goto("http://paste.test/");
}, 60_000);

afterAll(async () => {
  await browser?.close();
});

beforeEach(() => {
  consoleErrors.length = 0;
});

async function clean(html: string): Promise<string> {
  // Evaluated over the DevTools protocol, which the page's CSP does not restrict.
  return page.evaluate(`(() => { ${cleaner}\nreturn cleanPastedHtml(${JSON.stringify(html)}); })()`);
}

function expectTidy(html: string) {
  expect(html).not.toMatch(/style=|class=|mso|o:p|docs-internal|<span|<font|<!--|<meta/i);
  expect(html, "an empty paragraph").not.toMatch(/<p>(\s|&nbsp;|<br>)*<\/p>/);
  expect(html, "a <br> between blocks").not.toMatch(/<\/(p|ul|ol|h\d)>\s*<br>|<br>\s*<(p|ul|ol|h\d)>|<br>$/);
  expect(consoleErrors, "inline styles reached the browser").toEqual([]);
}

describe("cleanPastedHtml", () => {
  it("Google Docs: the styled spans become bold, italic and underline; links, headings and lists stay", async () => {
    const html = await clean(fixture("google-docs.html"));
    expect(html).toContain("<h2>Patch Tuesday checklist</h2>");
    expect(html).toContain("<strong>check the backups</strong>");
    expect(html).toContain("<em>release notes</em>");
    expect(html).toContain("<u>need a restart</u>");
    // The link keeps its address, and its blue underline is not made the author's underline.
    expect(html).toContain('<a href="https://msrc.microsoft.com/update-guide">update guide</a>');
    expect(html).toContain("<li><p><strong><em>Then</em></strong> the laptops</p></li>");
    expect(html).toContain("<ul><li><p>Servers first</p></li>");
    // The wrapper's "font-weight:normal" <b> is gone, so the rest is not bold.
    expect(html).not.toContain("<b>");
    expect(html.match(/<strong>/g)).toHaveLength(2);
    expectTidy(html);
  });

  it("Word: <b>, <i>, <u> and links stay; the spacer paragraph, o:p, conditional comments and styles go", async () => {
    const html = await clean(fixture("word.html"));
    expect(html).toMatch(/<h2>Phishing drill results<\/h2>/);
    expect(html).toMatch(/<b>three\s+typed their password<\/b>/);
    expect(html).toContain("<i>better than last spring</i>");
    expect(html).toContain("<u>finance team</u>");
    expect(html).toMatch(/<b><i>next drill<\/i><\/b>/);
    expect(html).toContain(
      '<a href="https://www.cisa.gov/secure-our-world/recognize-and-report-phishing">CISA phishing guide</a>',
    );
    // Word's list paragraphs are lists again, without the bullets and numbers it typed.
    expect(html).toMatch(
      /<ul><li>Report the message with the <b>Phish Alert<\/b> button<\/li>\s*<li>Delete it from <i>Deleted Items<\/i> too<\/li><\/ul>/,
    );
    expect(html).toMatch(/<ol><li>Change the password<\/li>\s*<li>Call the service desk<\/li><\/ol>/);
    expect(html.match(/<p>/g)).toHaveLength(3);
    expect(html).not.toMatch(/StartFragment|xml|supportLists/);
    expectTidy(html);
  });

  it("a web page: <strong>, <em>, <u> and links stay; classes, styles and tracking attributes go", async () => {
    const html = await clean(fixture("web-page.html"));
    expect(html).toContain("<h2>Why MFA still matters</h2>");
    expect(html).toContain("<strong>most common way in</strong>");
    expect(html).toContain("<em>every</em>");
    expect(html).toContain("<u>one guess away</u>");
    expect(html).toContain(
      '<a href="https://www.nist.gov/itl/applied-cybersecurity/tig/back-basics-multi-factor-authentication">NIST overview</a>',
    );
    expect(html).not.toMatch(/target=|rel=|data-track|id=/);
    expect(html).toContain("<p>Start with e-mail and remote access.</p>");
    expectTidy(html);
  });

  it("leaves a line break inside a paragraph alone", async () => {
    expect(await clean("<p>Line one<br>Line two</p>")).toBe("<p>Line one<br>Line two</p>");
  });

  it("reads a style written with single quotes or holding '>' and 'style=' in a value", async () => {
    const html = await clean(`<p title="a > b style=x"><span style='font-style:italic'>tilted</span></p>`);
    expect(html).toMatch(/^<p title="a (>|&gt;) b style=x"><em>tilted<\/em><\/p>$/);
    expect(consoleErrors).toEqual([]);
  });
});

describe("a cleaned paste through the post sanitizer", () => {
  it.each(["google-docs.html", "word.html", "web-page.html"])("%s keeps its marks and links", async (name) => {
    const saved = sanitizePostHtml(await clean(fixture(name)));
    expect(saved).toMatch(/<(strong|b)>/);
    expect(saved).toMatch(/<(em|i)>/);
    expect(saved).toContain("<u>");
    expect(saved).toMatch(/<a href="https:\/\/[^"]+" rel="noopener noreferrer">/);
  });

  it("still drops scripts, styles and event handlers that came with a paste", async () => {
    const hostile =
      fixture("web-page.html") +
      '<style>p{color:red}</style><script>alert(1)</script><p onclick="steal()">Click <img src="/uploads/x.png" onerror="steal()"></p>';
    const saved = sanitizePostHtml(await clean(hostile));
    expect(saved).not.toMatch(/<script|<style|onclick|onerror|alert\(|color:red|steal/);
    expect(saved).toContain("<strong>most common way in</strong>");
  });
});
