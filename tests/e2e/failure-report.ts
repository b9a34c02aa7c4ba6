import type { Page, TestInfo } from "@playwright/test";

async function pageText(page: Page): Promise<string> {
  const main = page.locator("main");
  return ((await main.count()) === 1 ? main : page.locator("body")).innerText({ timeout: 2_000 });
}

type Navigation = { seconds: number; status: number; method: string; url: string };

/**
 * CI keeps only the console, and a failure there printed the line a test waited at, not what the
 * browser had: this prints the documents the page was sent (when, with what status) and the text
 * of the page it was left on, so a failure seen once can be read after the run.
 */
export function watchNavigations(page: Page): (testInfo: TestInfo) => Promise<void> {
  const started = Date.now();
  const navigations: Navigation[] = [];
  page.on("response", (response) => {
    const request = response.request();
    if (!request.isNavigationRequest() || request.frame() !== page.mainFrame()) return;
    navigations.push({
      seconds: (Date.now() - started) / 1000,
      status: response.status(),
      method: request.method(),
      url: response.url(),
    });
  });
  return async (testInfo) => {
    // The page's own content (its form errors among it), and any message shown over it (a toast).
    const text = await pageText(page).catch(
      (error: Error) => `(the page could not be read: ${error.message.split("\n")[0]})`,
    );
    const notices = await page
      .locator('[role="alert"], [role="status"]')
      .allInnerTexts()
      .catch(() => []);
    const lines = [
      `--- ${testInfo.project.name} › ${testInfo.titlePath.slice(1).join(" › ")}: ${testInfo.status} after ${(
        (Date.now() - started) /
        1000
      ).toFixed(1)} s`,
      ...navigations.map((each) => `  ${each.seconds.toFixed(1)} s  ${each.status} ${each.method} ${each.url}`),
      ...notices.filter((notice) => notice.trim()).map((notice) => `  notice: ${notice.replace(/\s+/g, " ").trim()}`),
      `  left on ${page.url()}, showing:`,
      ...text
        .split("\n")
        .map((line) => line.trim())
        .filter(Boolean)
        .slice(0, 40)
        .map((line) => `    ${line.slice(0, 160)}`),
    ];
    console.log(lines.join("\n"));
  };
}
