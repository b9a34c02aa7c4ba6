import { test as base, expect, type Browser, type BrowserContext, type Page, type Response } from "@playwright/test";
import { axeViolations } from "../support/axe";
import { widenBookingHorizon } from "../support/booking-settings";
import { recordSecretsIn } from "../support/secret-urls";
import { join } from "node:path";
import { alreadyAudited, pageFingerprint, rememberAudited, shareAuditedPagesIn } from "./audited-pages";
import { watchNavigations } from "./failure-report";

/** `shape` is the page's fingerprint when the caller already has it; otherwise it is read from the page. */
async function expectNoAxeViolations(page: Page, label: string, shape?: string) {
  const fingerprint = shape ?? pageFingerprint(await page.content());
  if (alreadyAudited(fingerprint)) return;
  expect(await axeViolations(page), `axe violations on ${label}`).toEqual([]);
  rememberAudited(fingerprint);
}

/**
 * Lets running animations end (a toast fading in, say) so axe judges the page as a visitor sees
 * it once it is still, not a colour caught halfway through a fade. Endless ones (a spinner) are
 * left running.
 */
async function settleAnimations(page: Page) {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const running = () =>
      document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState === "running" && animation.effect?.getComputedTiming().iterations !== Infinity,
        );
    // A paused animation never finishes: do not wait for it forever. Something that starts while
    // the last ones end (a toast shown once the page has hydrated) is waited for too.
    const deadline = Date.now() + 3_000;
    while (Date.now() < deadline) {
      await frame();
      const now = running();
      if (now.length === 0) return;
      await Promise.race([
        Promise.all(now.map((animation) => animation.finished.catch(() => undefined))),
        new Promise((resolve) => setTimeout(resolve, Math.max(0, deadline - Date.now()))),
      ]);
    }
  });
}

type Document = { url: string; status: number; html: string };

/**
 * axe runs inside the page, which a JavaScript-off page does not allow. So the exact HTML that
 * the JavaScript-off browser received is served again to a JavaScript-capable page with the
 * site's own scripts blocked: the DOM axe sees is the one the visitor saw.
 */
export async function auditServedHtml(browser: Browser, documents: Document[]) {
  const waiting = documents
    .map((doc) => ({ ...doc, shape: pageFingerprint(doc.html) }))
    .filter((doc) => !alreadyAudited(doc.shape));
  if (waiting.length === 0) return;
  const page = await (await servedHtmlContext(browser)).newPage();
  try {
    let current = waiting[0]!;
    await page.route("**/*", async (route) => {
      const request = route.request();
      if (request.isNavigationRequest() && request.url() === current.url) {
        return route.fulfill({ status: current.status, contentType: "text/html; charset=utf-8", body: current.html });
      }
      if (request.resourceType() === "script") return route.abort();
      return route.continue();
    });
    for (const doc of waiting) {
      // The served HTML is what the page shows (its scripts are blocked): judged once per run.
      if (alreadyAudited(doc.shape)) continue;
      current = doc;
      await page.goto(doc.url);
      await expectNoAxeViolations(page, `${doc.url} (as served without JavaScript)`, doc.shape);
    }
  } finally {
    await page.close();
  }
}

// One context per browser for served HTML, kept from test to test: opening one for each test's
// audit cost a tenth of a second or more, over hundreds of tests. Nothing carries over into what is
// judged: the page is the HTML given, with its scripts blocked, so no cookie or storage shapes it.
const servedHtmlContexts = new WeakMap<Browser, Promise<BrowserContext>>();
function servedHtmlContext(browser: Browser): Promise<BrowserContext> {
  let context = servedHtmlContexts.get(browser);
  if (context === undefined) {
    context = browser.newContext({ javaScriptEnabled: true });
    servedHtmlContexts.set(browser, context);
  }
  return context;
}

// A page a test passed through, loaded again afresh after the test, is the same page for every test
// that passes through it: judged once per worker, and not loaded again when what the server sent
// the test has the shape of a page already loaded and judged. The state a test leaves its last
// page in is always judged (unless its shape is one already judged).
const auditedUrls = new Set<string>();
const servedShape = (html: string) => `served:${pageFingerprint(html)}`;

async function auditUrls(browser: Browser, urls: Iterable<string>, servedHtml: Map<string, string>) {
  // Opened only when a page is to be loaded again, and fresh each time: a first visit, no cookie.
  let context: BrowserContext | undefined;
  try {
    let page: Page | undefined;
    for (const url of urls) {
      if (auditedUrls.has(url)) continue;
      const served = servedHtml.get(url);
      if (served !== undefined && alreadyAudited(servedShape(served))) continue;
      auditedUrls.add(url);
      context ??= await browser.newContext({ javaScriptEnabled: true, reducedMotion: "reduce" });
      page ??= await context.newPage();
      const response = await page.goto(url);
      await expectNoAxeViolations(page, url);
      const html = await response?.text().catch(() => undefined);
      if (html !== undefined) rememberAudited(servedShape(html));
    }
  } finally {
    await context?.close();
  }
}

// Bodies that can carry a key: pages, React Router's navigation data, JSON.
const READABLE = /^(text\/html|text\/x-script|application\/json)/;

/**
 * Writes down every key the browser sees (tests/support/secret-urls.ts): in an address it asks
 * for, a redirect it follows, a page or navigation data it is sent (a feed address shown to staff,
 * a manage link on a confirmation). tests/log-check then proves none of them reached the log.
 */
async function recordSecrets(page: Page, use: () => Promise<void>) {
  const reading: Promise<void>[] = [];
  const readBody = async (response: Response) => {
    const type = response.headers()["content-type"] ?? "";
    if (!READABLE.test(type) || !["document", "fetch", "xhr"].includes(response.request().resourceType())) return;
    recordSecretsIn(await response.text().catch(() => ""));
  };
  page.on("request", (request) => recordSecretsIn(request.url()));
  page.on("response", (response) => {
    recordSecretsIn(response.headers()["location"] ?? "");
    if (response.status() < 300 || response.status() >= 400) reading.push(readBody(response));
  });
  await use();
  await Promise.allSettled(reading);
}

/**
 * Every test gets: a list of console errors and page errors (a CSP violation shows up there and
 * fails the test), an accessibility check with axe of every page it visited, including the
 * state it left the last one in, and a record of every key it was handed.
 */
export const test = base.extend<
  {
    consoleErrors: string[];
    axeEveryPage: void;
    recordSecrets: void;
    axeVisitedPages: boolean;
  },
  { bookingHorizon: void }
>({
  // Before a worker's first test: every booking test finds the days it counts on, whatever the date.
  bookingHorizon: [
    async ({}, use) => {
      await widenBookingHorizon();
      await use();
    },
    { scope: "worker", auto: true },
  ],
  // A test that walks through many variants of one page (a post per XSS vector) may judge only the
  // page it ends on: the variants differ in their text, and the page itself is judged elsewhere.
  axeVisitedPages: [true, { option: true }],
  recordSecrets: [async ({ page }, use) => recordSecrets(page, use), { auto: true }],
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    await use(errors);
  },
  axeEveryPage: [
    async ({ page, browser, consoleErrors, axeVisitedPages }, use, testInfo) => {
      const jsOn = testInfo.project.use.javaScriptEnabled !== false;
      shareAuditedPagesIn(join(testInfo.project.outputDir, "axe-judged"));
      const visited = new Set<string>();
      const served: Document[] = [];
      page.on("framenavigated", (frame) => {
        if (frame === page.mainFrame() && frame.url().startsWith("http")) visited.add(frame.url().split("#")[0]!);
      });
      const servedHtml = new Map<string, string>();
      page.on("response", async (response) => {
        const request = response.request();
        if (!request.isNavigationRequest() || request.frame() !== page.mainFrame()) return;
        if (response.status() >= 300 && response.status() < 400) return;
        const html = await response.text().catch(() => undefined);
        if (html === undefined) return;
        if (jsOn) servedHtml.set(response.url().split("#")[0]!, html);
        else served.push({ url: response.url(), status: response.status(), html });
      });

      const reportFailure = watchNavigations(page);
      await use();
      if (testInfo.status !== testInfo.expectedStatus) return reportFailure(testInfo);

      // Chromium logs every 4xx document as a failed resource load; the tests assert those statuses.
      const unexpected = consoleErrors.filter(
        (text) => !/Failed to load resource: the server responded with a status of 4\d\d/.test(text),
      );
      expect(unexpected, "console errors").toEqual([]);

      if (jsOn) {
        if (page.url().startsWith("http")) {
          // A toast that times out while axe reads the page would be caught half faded; with
          // reduced motion (which the site honours) its fade is a millisecond.
          await page.emulateMedia({ reducedMotion: "reduce" });
          await settleAnimations(page);
          await expectNoAxeViolations(page, `${page.url()} (as the test left it)`);
        }
        const current = page.url().split("#")[0];
        if (axeVisitedPages)
          await auditUrls(
            browser,
            [...visited].filter((url) => url !== current),
            servedHtml,
          );
      } else {
        if (visited.size > 0)
          expect(served.length, "documents captured for the accessibility audit").toBeGreaterThan(0);
        const judged = axeVisitedPages ? served : served.slice(-1);
        const unique = new Map(judged.map((doc) => [`${doc.url}\n${doc.html}`, doc]));
        await auditServedHtml(browser, [...unique.values()]);
      }
    },
    // Its own time, apart from the test's: on a loaded machine, judging the pages a long test passed
    // through must not eat the time the test itself was given.
    { auto: true, timeout: 180_000 },
  ],
});

export { expect };
