// Layout regressions fail here: the pages a principal judges the business by, compared with
// screenshots a person has looked at (tests/e2e/visual.spec.ts-snapshots/). After an intended
// change, look at the new pictures and update them with
// `npx playwright test tests/e2e/visual.spec.ts --update-snapshots`.
import type { Page } from "@playwright/test";
import { loadAllImages } from "../support/load-images";
import { finishAudit } from "./free-it-audit-helpers";
import { expect, test } from "./fixtures";

const VIEWPORTS = [
  { name: "desktop", width: 1280, height: 900 },
  { name: "phone", width: 390, height: 844 },
] as const;

// Font smoothing differs by a few pixels between runs; a panel whose padding shrinks from 2 to 1 rem
// already differs by about 0.3% of a service page (tried), so the tolerance stays well below that.
const TOLERANCE = { maxDiffPixelRatio: 0.001, animations: "disabled", caret: "hide" } as const;

async function settle(page: Page) {
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => document.fonts.ready);
  await loadAllImages(page);
}

for (const viewport of VIEWPORTS) {
  test.describe(`${viewport.name} layout`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test("home page", async ({ page }) => {
      await page.goto("/");
      await settle(page);
      await expect(page).toHaveScreenshot(`home-${viewport.name}.png`, { ...TOLERANCE, fullPage: true });
    });

    test("a service page", async ({ page }) => {
      await page.goto("/services/cybersecurity");
      await settle(page);
      await expect(page).toHaveScreenshot(`service-${viewport.name}.png`, { ...TOLERANCE, fullPage: true });
    });

    test("the booking page", async ({ page }) => {
      await page.goto("/book");
      await settle(page);
      // The days offered change with the date: their list (or month, with JavaScript) is masked, and
      // only the first screen is compared, since the list's length moves everything below it.
      const days = page.getByTestId(/^booking-(days|month)$/);
      await expect(page).toHaveScreenshot(`book-${viewport.name}.png`, { ...TOLERANCE, mask: [days] });
    });

    test("the audit result", async ({ page }) => {
      await finishAudit(page, `visual-${viewport.name}-${Date.now()}@example.com`);
      // The day it was answered changes with the date. With JavaScript the result arrives by client
      // navigation: a mask whose element is not there yet masks nothing.
      const answered = page.getByText(/^Answered on /);
      await expect(answered).toBeVisible();
      await settle(page);
      await expect(page).toHaveScreenshot(`audit-result-${viewport.name}.png`, {
        ...TOLERANCE,
        fullPage: true,
        mask: [answered],
      });
    });
  });
}
