// Known XSS vectors go in through the JSON API and must never run on the post page. The page is
// loaded with the CSP bypassed too, so the sanitizer alone is what stops them (the CSP is a second
// wall, tested in security.spec.ts); every payload sets window.__xss.
import type { Page } from "@playwright/test";
import { createPostViaApi, oldDate, uniqueLabel, type ApiPost } from "../support/blog";
import { connectToDataDir } from "../support/database";
import { E2E_DATA_DIR } from "../support/e2e";
import { expect, test } from "./fixtures";

const VECTORS: [string, string][] = [
  ["script element", `<script>window.__xss=1</script>`],
  ["script with src", `<script src="data:text/javascript,window.__xss=1"></script>`],
  ["img onerror", `<img src=x onerror="window.__xss=1">`],
  ["img onerror, unquoted, odd spacing", `<IMG SRC=/ onerror=window.__xss=1//`],
  ["event handler on text", `<p onmouseover="window.__xss=1" onclick="window.__xss=1">hover me</p>`],
  ["body onload", `<body onload="window.__xss=1">`],
  ["javascript: link", `<a href="javascript:window.__xss=1">click</a>`],
  ["javascript: link, entity-encoded", `<a href="&#106;avascript&#58;window.__xss=1">click</a>`],
  ["javascript: link, tab inside", `<a href="java\tscript:window.__xss=1">click</a>`],
  ["javascript: link, leading space and case", `<a href=" JaVaScRiPt:window.__xss=1">click</a>`],
  ["data: link", `<a href="data:text/html;base64,PHNjcmlwdD53aW5kb3cuX194c3M9MTwvc2NyaXB0Pg==">click</a>`],
  ["data: image", `<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9IndpbmRvdy5fX3hzcz0xIi8+">`],
  ["SVG onload", `<svg onload="window.__xss=1"><circle r="1"/></svg>`],
  ["SVG script", `<svg><script>window.__xss=1</script></svg>`],
  [
    "SVG animate href",
    `<svg><a><animate attributeName="href" values="javascript:window.__xss=1"/><text y="20">x</text></a></svg>`,
  ],
  ["MathML mutation", `<math><mtext><table><mglyph><style><img src=x onerror="window.__xss=1">`],
  ["noscript mutation", `<noscript><p title="</noscript><img src=x onerror=window.__xss=1>">`],
  ["xmp mutation", `<xmp><img src=x onerror="window.__xss=1"></xmp>`],
  ["style mutation", `<style><img src=x onerror="window.__xss=1"></style>`],
  ["title mutation", `<title><img src=x onerror="window.__xss=1"></title>`],
  ["textarea mutation", `<textarea><img src=x onerror="window.__xss=1"></textarea>`],
  ["template", `<template><img src=x onerror="window.__xss=1"></template>`],
  ["iframe srcdoc", `<iframe srcdoc="<script>parent.__xss=1</script>"></iframe>`],
  ["iframe javascript:", `<iframe src="javascript:parent.__xss=1"></iframe>`],
  ["object data", `<object data="javascript:window.__xss=1"></object>`],
  ["embed", `<embed src="javascript:window.__xss=1">`],
  ["form action", `<form action="javascript:window.__xss=1"><button>go</button></form>`],
  ["input autofocus onfocus", `<input autofocus onfocus="window.__xss=1">`],
  ["details ontoggle", `<details open ontoggle="window.__xss=1"><summary>x</summary></details>`],
  ["video source onerror", `<video><source onerror="window.__xss=1"></video>`],
  ["meta refresh", `<meta http-equiv="refresh" content="0;url=javascript:window.__xss=1">`],
  ["base href", `<base href="javascript:window.__xss=1//">`],
  ["link import", `<link rel="stylesheet" href="javascript:window.__xss=1">`],
  ["style attribute url", `<p style="background:url('javascript:window.__xss=1')">styled</p>`],
  ["nested tag split", `<<script>script>window.__xss=1<</script>/script>`],
  ["comment breakout", `<!--<img src="--><img src=x onerror=window.__xss=1//">`],
  ["CDATA", `<![CDATA[<img src=x onerror=window.__xss=1>]]>`],
  ["attribute breakout", `<a title='"><img src=x onerror=window.__xss=1>' href="/">t</a>`],
  ["img srcset", `<img srcset="javascript:window.__xss=1 1x" src="/favicon.svg" alt="">`],
  ["blockquote cite", `<blockquote cite="javascript:window.__xss=1"><p>q</p></blockquote>`],
];

/** Attributes and URLs that can run code, found anywhere inside the post's content. */
async function dangerousMarkup(page: Page): Promise<string[]> {
  return page.getByTestId("post-content").evaluate((root) => {
    const found: string[] = [];
    for (const el of [root, ...root.querySelectorAll("*")]) {
      const tag = el.tagName.toLowerCase();
      if (
        [
          "script",
          "iframe",
          "object",
          "embed",
          "svg",
          "math",
          "form",
          "input",
          "style",
          "base",
          "meta",
          "link",
          "template",
          "noscript",
        ].includes(tag)
      ) {
        found.push(`<${tag}>`);
      }
      for (const attr of el.getAttributeNames()) {
        const value = el.getAttribute(attr) ?? "";
        if (/^on/i.test(attr) || attr === "style" || attr === "srcdoc" || attr === "srcset")
          found.push(`${tag}[${attr}]`);
        if (/^\s*(javascript|data|vbscript):/i.test(value.replace(/[\u0000-\u0020]/g, "")))
          found.push(`${tag}[${attr}=${value}]`);
      }
    }
    return found;
  });
}

/**
 * What could run in stored HTML: dangerous elements, handler or style attributes (text inside
 * quoted attribute values does not count: it is escaped there), and script-capable URLs.
 */
function unsafeInStoredHtml(html: string): string[] {
  const found: string[] = [];
  const element =
    /<(script|iframe|frame|svg|math|style|object|embed|form|input|button|base|meta|link|textarea|noscript|template)\b/gi;
  for (const match of html.matchAll(element)) found.push(match[0]);
  const withoutValues = html.replace(/"[^"]*"|'[^']*'/g, '""');
  for (const match of withoutValues.matchAll(/<[^>]*\s(on\w+|style|srcdoc|srcset|formaction|xlink:href)\s*=/gi))
    found.push(match[1]!);
  for (const match of html.matchAll(/\s(href|src|cite|action)="([^"]*)"/gi)) {
    const value = match[2]!
      .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
      .replace(/&amp;/g, "&")
      .replace(/[\u0000-\u0020]/g, "");
    if (/^(javascript|data|vbscript):/i.test(value)) found.push(`${match[1]}=${match[2]}`);
  }
  return found;
}

test.use({ bypassCSP: true });

/** Code ran if the flag is set or a dialog opened; with JavaScript off nothing can run (and evaluate may refuse). */
async function expectNothingRan(page: Page, dialogs: string[], label: string) {
  const flag = await page
    .evaluate(() => (window as unknown as { __xss?: unknown }).__xss)
    .catch(() => "evaluate refused");
  if (flag !== "evaluate refused") expect(flag, `window.__xss after ${label}`).toBeUndefined();
  expect(dialogs, `dialogs after ${label}`).toEqual([]);
}

function collectDialogs(page: Page): string[] {
  const dialogs: string[] = [];
  page.on("dialog", async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  return dialogs;
}

test.describe("XSS through the API", () => {
  // Dozens of post pages that differ only in their payload: each test's last page is judged by axe,
  // and the post page itself in tests/e2e/blog*.spec.ts.
  test.use({ axeVisitedPages: false });
  // One post per vector: a vector that leaves an element open (math, noscript…) rightly swallows
  // whatever follows it, which would hide the vectors after it.
  let vectorPosts: ApiPost[] = [];
  let textPost: ApiPost;

  test.beforeAll(async ({ playwright }, testInfo) => {
    const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
    const batch = uniqueLabel("XSS");
    vectorPosts = [];
    for (const [index, [, vector]] of VECTORS.entries()) {
      vectorPosts.push(
        await createPostViaApi(request, {
          title: `${batch} vector ${index}`,
          content: `<p>Before vector ${index}.</p>\n${vector}\n<p>After vector ${index}.</p>`,
          status: "published",
          publish_date: oldDate(),
        }),
      );
    }
    // Payloads in the plain-text fields, and a title that tries to leave the JSON-LD script and <title>.
    textPost = await createPostViaApi(request, {
      title: `</script><script>window.__xss=1</script></title><img src=x onerror=window.__xss=1> ${batch}`,
      summary: `<img src=x onerror="window.__xss=1">`,
      tags: `<script>window.__xss=1</script>, "><img src=x onerror=window.__xss=1>`,
      content: "<p>Plain content.</p>",
      status: "published",
      publish_date: oldDate(),
    });
    await request.dispose();
  });

  test("the stored content is already clean (sanitized when saved)", async ({ request }) => {
    for (const [index, post] of vectorPosts.entries()) {
      const stored = (await (await request.get(`/api/posts/${post.id}`)).json()) as ApiPost;
      expect(unsafeInStoredHtml(stored.content), VECTORS[index]![0]).toEqual([]);
      expect(stored.content, VECTORS[index]![0]).toContain(`<p>Before vector ${index}.</p>`);
    }
  });

  test("no vector runs on its post page", async ({ page, consoleErrors }) => {
    test.setTimeout(240_000);
    const dialogs = collectDialogs(page);
    for (const [index, post] of vectorPosts.entries()) {
      const label = `vector ${index} (${VECTORS[index]![0]})`;
      const response = await page.goto(`/blog/${post.slug}`);
      expect(response?.status(), label).toBe(200);
      await expect(page.getByText(`Before vector ${index}.`)).toBeVisible();
      // Give late handlers (image errors, focus, toggles, hover, animations) a chance to fire.
      await page.getByTestId("post-content").hover();
      await page.waitForTimeout(250);
      await expectNothingRan(page, dialogs, label);
      expect(await dangerousMarkup(page), label).toEqual([]);
    }
    expect(
      consoleErrors.filter(
        (text) => !/Failed to load resource: the server responded with a status of 4\d\d/.test(text),
      ),
    ).toEqual([]);
  });

  test("payloads in the title, summary and tags are shown as text", async ({ page }) => {
    const dialogs = collectDialogs(page);
    const response = await page.goto(`/blog/${textPost.slug}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(textPost.title);
    await expect(page).toHaveTitle(`${textPost.title} | Peachtree Tech Partners`);
    await expect(page.getByRole("list", { name: "Tags" }).getByRole("listitem")).toHaveText([
      "<script>window.__xss=1</script>",
      `"><img src=x onerror=window.__xss=1>`,
    ]);
    await expect(page.locator('head meta[name="description"]')).toHaveAttribute(
      "content",
      `<img src=x onerror="window.__xss=1">`,
    );
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(jsonLd.map((text) => (JSON.parse(text) as { headline?: string }).headline)).toContain(textPost.title);
    await expect(page.locator("main img")).toHaveCount(0);
    await page.waitForTimeout(500);
    await expectNothingRan(page, dialogs, "the text post");
  });

  test("no payload runs on the list page either", async ({ page, request }) => {
    const dialogs = collectDialogs(page);
    // The test posts are old: find the page that lists the text post (other tests may be adding
    // posts meanwhile, so look on the neighbouring pages too).
    const visible = (await (await request.get("/api/posts")).json()) as ApiPost[];
    const expected = Math.floor(visible.findIndex((post) => post.id === textPost.id) / 10) + 1;
    for (const n of [expected, expected + 1, expected - 1].filter((n) => n >= 1)) {
      const response = await page.goto(n === 1 ? "/blog" : `/blog?page=${n}`);
      expect(response?.status(), `page ${n}`).toBe(200);
      if ((await page.getByRole("heading", { name: textPost.title }).count()) > 0) break;
    }
    const article = page.getByRole("article").filter({ has: page.getByRole("heading", { name: textPost.title }) });
    await expect(article).toBeVisible();
    await expect(article.getByText(`<img src=x onerror="window.__xss=1">`)).toBeVisible();
    await page.waitForTimeout(500);
    await expectNothingRan(page, dialogs, "the list");
    // Other tests' posts may show their uploaded covers here; none of the payload's images may.
    await expect(article.locator("img")).toHaveCount(0);
    await expect(page.locator('main img:not([src^="/uploads/"])')).toHaveCount(0);
  });
});

test.describe("unsafe HTML written straight into the posts table", () => {
  test("is sanitized on its way to the post page, not only when saved", async ({ page, request }) => {
    const label = uniqueLabel("Hand edit");
    const post = await createPostViaApi(request, {
      title: label,
      content: "<p>Clean for now.</p>",
      status: "published",
      publish_date: oldDate(),
    });
    // What an older version of the site, an import or a hand-written UPDATE may have left.
    const unsafe = [
      `<p>Written by hand for ${label}.</p>`,
      `<script>window.__xss=1</script>`,
      `<img src=x onerror="window.__xss=1">`,
      `<p onmouseover="window.__xss=1" onclick="window.__xss=1">hover me</p>`,
      `<a href="javascript:window.__xss=1">click</a>`,
      `<iframe srcdoc="<script>parent.__xss=1</script>"></iframe>`,
    ].join("\n");
    const client = await connectToDataDir(E2E_DATA_DIR);
    try {
      await client.query("update posts set content = $1 where id = $2", [unsafe, post.id]);
    } finally {
      await client.end();
    }

    // The shared page is dropped once the database announces the change.
    const url = `/blog/${post.slug}`;
    await expect
      .poll(async () => (await request.get(url)).text(), { timeout: 10_000 })
      .toContain(`Written by hand for ${label}.`);
    const html = await (await request.get(url)).text();
    expect(html).not.toContain("window.__xss");
    expect(html).not.toContain("__xss");

    const dialogs = collectDialogs(page);
    expect((await page.goto(url))?.status()).toBe(200);
    await expect(page.getByText(`Written by hand for ${label}.`)).toBeVisible();
    await page.getByTestId("post-content").hover();
    await page.getByText("hover me").hover();
    await page.waitForTimeout(250);
    await expectNothingRan(page, dialogs, "the hand-written post");
    expect(await dangerousMarkup(page)).toEqual([]);
  });
});
